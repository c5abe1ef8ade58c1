import { IDLE_EXPORT, type ExportProgress } from './exportProgress';
import { createValueStore, type ValueStore } from '../hooks/valueStore';

/**
 * The export's progress outside React state: only the progress modal subscribes, so a progress step re-renders the
 * modal, not the list page that started the export (on a big list, each re-render of the page blocked it).
 */
export type ExportProgressStore = Pick<ValueStore<ExportProgress>, 'get' | 'subscribe'>;

export type WritableExportProgressStore = ValueStore<ExportProgress>;

export function createExportProgressStore(): WritableExportProgressStore {
  return createValueStore(IDLE_EXPORT);
}
