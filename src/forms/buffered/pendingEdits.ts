/**
 * The fields of one form that hold edits not yet committed: submitting flushes them all first, so what is validated
 * and saved is what the person sees. Pure.
 */
export interface PendingEdits {
  /** Registers a field's flush; returns the unregister function. */
  add(flush: () => void): () => void;
  flushAll(): void;
}

export function createPendingEdits(): PendingEdits {
  const flushes = new Set<() => void>();
  return {
    add(flush) {
      flushes.add(flush);
      return () => flushes.delete(flush);
    },
    flushAll() {
      for (const flush of [...flushes]) flush();
    },
  };
}
