import { useSyncExternalStore } from 'react';
import { NO_BLUR_ERRORS, type BlurErrors } from './blurErrors';
import { createValueStore, type ValueStore } from '../../hooks/valueStore';

/**
 * The messages of the fields a person has left, outside React state: a field subscribes to its own messages, so a
 * check on blur re-renders that one field, never the form (a form re-render would hand rjsf data from before the blur).
 */
export type BlurErrorStore = ValueStore<BlurErrors>;

export function createBlurErrorStore(): BlurErrorStore {
  return createValueStore(NO_BLUR_ERRORS);
}

const NONE: readonly string[] = [];

/** One field's messages from the store (none without a store or a name). */
export function useBlurMessages(store: BlurErrorStore | undefined, field: string | null): readonly string[] {
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => (store && field ? (store.get()[field] ?? NONE) : NONE),
  );
}
