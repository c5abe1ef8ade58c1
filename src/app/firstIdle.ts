/**
 * The browser's first idle moment since the app started (D-PERF-4i). On a cold load the main thread is busy
 * from the first script to the opened page's first content (its code, then its render); the shell's background work —
 * the bell's calls, the hub's connection and its library — waits until then instead of taking the thread from that
 * content. Two seconds at most, so a page that keeps the thread busy does not keep the bell empty.
 */
import { useEffect, useState } from 'react';

export const FIRST_IDLE_TIMEOUT_MS = 2000;

export type IdleScheduler = (run: () => void, timeoutMs?: number) => void;

/** Runs `run` when the browser is next idle (`timeoutMs` at most); a short timer where there is no idle callback. */
export const whenIdle: IdleScheduler = (run, timeoutMs = FIRST_IDLE_TIMEOUT_MS) => {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, Math.min(200, timeoutMs));
};

let firstIdleReached = false;
let firstIdlePromise: Promise<void> | null = null;

/** Resolves at the first idle moment since this was first asked (at once when it has passed). */
export function firstIdle(schedule: IdleScheduler = whenIdle): Promise<void> {
  firstIdlePromise ??= new Promise<void>((resolve) =>
    schedule(() => {
      firstIdleReached = true;
      resolve();
    }),
  );
  return firstIdlePromise;
}

/** True from the first idle moment on (true at once in a component mounted after it). */
export function useFirstIdle(): boolean {
  const [reached, setReached] = useState(firstIdleReached);
  useEffect(() => {
    if (reached) return;
    let mounted = true;
    void firstIdle().then(() => {
      if (mounted) setReached(true);
    });
    return () => {
      mounted = false;
    };
  }, [reached]);
  return reached;
}

/** Tests: forget the first idle moment, as a new page load would. */
export function resetFirstIdleForTests(): void {
  firstIdleReached = false;
  firstIdlePromise = null;
}
