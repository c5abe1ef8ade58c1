import { useSyncExternalStore } from 'react';
import { NO_BLUR_ERRORS, type BlurErrors } from './blurErrors';

/**
 * The messages of the fields a person has left, outside React state: a field subscribes to its own messages, so a
 * check on blur re-renders that one field, never the form (a form re-render would hand rjsf data from before the blur).
 */
export interface BlurErrorStore {
  get(): BlurErrors;
  set(next: BlurErrors): void;
  subscribe(listener: () => void): () => void;
}

export function createBlurErrorStore(): BlurErrorStore {
  let current = NO_BLUR_ERRORS;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NONE: readonly string[] = [];

/** One field's messages from the store (none without a store or a name). */
export function useBlurMessages(store: BlurErrorStore | undefined, field: string | null): readonly string[] {
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => (store && field ? (store.get()[field] ?? NONE) : NONE),
  );
}
