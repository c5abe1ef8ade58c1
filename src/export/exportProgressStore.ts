import { IDLE_EXPORT, type ExportProgress } from './exportProgress';

/**
 * The export's progress outside React state: only the progress modal subscribes, so a progress step re-renders the
 * modal, not the list page that started the export (on a big list, each re-render of the page blocked it).
 */
export interface ExportProgressStore {
  get(): ExportProgress;
  subscribe(listener: () => void): () => void;
}

export interface WritableExportProgressStore extends ExportProgressStore {
  set(next: ExportProgress | ((previous: ExportProgress) => ExportProgress)): void;
}

export function createExportProgressStore(): WritableExportProgressStore {
  let current = IDLE_EXPORT;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = typeof next === 'function' ? next(current) : next;
      for (const listener of listeners) listener();
    },
  };
}
