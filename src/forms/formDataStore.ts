import { useSyncExternalStore } from 'react';
import { createValueStore, type ValueStore } from '../hooks/valueStore';

/**
 * The form's current data, readable by widgets without putting it into rjsf's formContext: a formContext that changes
 * on every keystroke re-renders every field; a store lets a widget subscribe to the one value it depends on.
 */
export type FormDataStore = ValueStore<Record<string, unknown>>;

export function createFormDataStore(initial: Record<string, unknown> = {}): FormDataStore {
  return createValueStore(initial);
}

/** One field's value; the component re-renders only when that value changes. */
export function useFormValue(store: FormDataStore, name: string | null | undefined): unknown {
  return useSyncExternalStore(store.subscribe, () => (name ? store.get()[name] : undefined));
}
