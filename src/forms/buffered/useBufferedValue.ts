import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createDeferredCommit, TYPING_PAUSE_MS } from './deferredCommit';
import type { PendingEdits } from './pendingEdits';

/**
 * A field's value as the person types it, held in the field and committed to the form when typing pauses (as a
 * transition, so the form's re-render yields to the next key), on blur, on submit or when the field goes away.
 * A value that changes from outside (a record loaded, a department filled in) shows unless an edit is pending.
 */
export function useBufferedValue<T>(value: T, onChange: (value: T) => void, pendingEdits: PendingEdits | undefined) {
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const [commit] = useState(() =>
    createDeferredCommit<T>(
      (next, reason) => {
        if (reason === 'idle') startTransition(() => onChangeRef.current(next));
        else onChangeRef.current(next);
      },
      { idleMs: TYPING_PAUSE_MS },
    ),
  );
  const [local, setLocal] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!commit.hasPending()) setLocal(value);
  }

  useEffect(() => {
    const remove = pendingEdits?.add(commit.flush, commit.hasPending);
    return () => {
      remove?.();
      // Leaving (or hidden in a kept-alive tab): what was typed still reaches the form.
      commit.flush();
    };
  }, [pendingEdits, commit]);

  return {
    value: local,
    edit(next: T) {
      setLocal(next);
      commit.edit(next);
    },
    flush: commit.flush,
  };
}
