/**
 * One value outside React state with subscribers: the form's data, the messages of left fields, an export's progress.
 * A component subscribes (useSyncExternalStore) to the slice it shows, so a change re-renders that component alone,
 * never the page around it.
 */
export interface ValueStore<T> {
  get(): T;
  /** A new value, or a function of the current one; the same value again notifies nobody. */
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
      if (Object.is(value, current)) return;
      current = value;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
