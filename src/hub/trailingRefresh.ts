/** A timer the refresh runs on (setTimeout in the app, a fake clock in its spec). */
export interface RefreshClock {
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/**
 * Runs `run` once, `delayMs` after the first of a burst of requests: the requests meanwhile join it. Pure apart from
 * the clock it is given.
 */
export function createTrailingRefresh(run: () => void, delayMs: number, clock: RefreshClock) {
  let timer: unknown = null;
  return {
    request(): void {
      if (timer !== null) return;
      timer = clock.setTimer(() => {
        timer = null;
        run();
      }, delayMs);
    },
    dispose(): void {
      if (timer !== null) clock.clearTimer(timer);
      timer = null;
    },
  };
}
