import { useSyncExternalStore } from 'react';

/**
 * The form's current data, readable by widgets without putting it into rjsf's formContext: a formContext that changes
 * on every keystroke re-renders every field; a store lets a widget subscribe to the one value it depends on.
 */
export interface FormDataStore {
  get(): Record<string, unknown>;
  set(data: Record<string, unknown>): void;
  subscribe(listener: () => void): () => void;
}

export function createFormDataStore(initial: Record<string, unknown> = {}): FormDataStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(data) {
      if (data === current) return;
      current = data;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One field's value; the component re-renders only when that value changes. */
export function useFormValue(store: FormDataStore, name: string | null | undefined): unknown {
  return useSyncExternalStore(store.subscribe, () => (name ? store.get()[name] : undefined));
}
