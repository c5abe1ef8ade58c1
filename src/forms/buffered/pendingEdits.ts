/**
 * The fields of one form that hold edits not yet committed: submitting flushes them all first, so what is validated
 * and saved is what the person sees; asking whether the form has unsaved changes counts them too (a key typed a
 * moment before a reload is not yet in the form's data). Pure.
 */
export interface PendingEdits {
  /** Registers a field's flush and its "holding an edit" check; returns the unregister function. */
  add(flush: () => void, hasPending?: () => boolean): () => void;
  flushAll(): void;
  anyPending(): boolean;
}

export function createPendingEdits(): PendingEdits {
  const fields = new Set<{ flush: () => void; hasPending: () => boolean }>();
  return {
    add(flush, hasPending = () => false) {
      const field = { flush, hasPending };
      fields.add(field);
      return () => fields.delete(field);
    },
    flushAll() {
      for (const field of [...fields]) field.flush();
    },
    anyPending: () => [...fields].some((field) => field.hasPending()),
  };
}
