/**
 * A field's edits held back from the form model until typing pauses (or until flushed on blur or submit), so a
 * keystroke re-renders one input, not the whole form. Pure: the timer is injected, tested with fake timers.
 */
export type CommitReason = 'idle' | 'flush';

export interface DeferredCommit<T> {
  /** Records the latest value and restarts the idle timer. */
  edit(value: T): void;
  /** Commits the pending value now, if any. */
  flush(): void;
  /** Drops the pending value (the field went away). */
  cancel(): void;
  hasPending(): boolean;
}

export interface DeferredCommitOptions {
  /** Quiet time after the last edit before the value is committed. */
  idleMs: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** After this long without a key the field's value reaches the form (a typing pause, not a wait a person notices). */
export const TYPING_PAUSE_MS = 250;

export function createDeferredCommit<T>(commit: (value: T, reason: CommitReason) => void, options: DeferredCommitOptions): DeferredCommit<T> {
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let pending: { value: T } | null = null;
  let timer: unknown = null;

  const stopTimer = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const commitPending = (reason: CommitReason) => {
    stopTimer();
    if (!pending) return;
    const { value } = pending;
    pending = null;
    commit(value, reason);
  };

  return {
    edit(value) {
      pending = { value };
      stopTimer();
      timer = setTimer(() => commitPending('idle'), options.idleMs);
    },
    flush: () => commitPending('flush'),
    cancel() {
      stopTimer();
      pending = null;
    },
    hasPending: () => pending !== null,
  };
}
