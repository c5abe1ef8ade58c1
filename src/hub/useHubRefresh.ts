import { useEffect, useMemo, useRef } from 'react';
import { createTrailingRefresh } from './trailingRefresh';
import type { HubEventName } from './types';
import { useHubEvent } from './useHubEvent';

const realClock = {
  setTimer: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Calls `refresh` after any of `events`, once per burst (`delayMs` after its first event): a burst of notices (a batch
 * approval, an administrator hearing every write of the institute) is one refresh, not one per event.
 */
export function useHubRefresh(events: readonly HubEventName[], refresh: () => void, delayMs: number): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const trailing = useMemo(() => createTrailingRefresh(() => latest.current(), delayMs, realClock), [delayMs]);
  useEffect(() => () => trailing.dispose(), [trailing]);
  // The two events a list refreshes on; `events` says which of them this one follows.
  useHubEvent('NotifyMessage', () => {
    if (events.includes('NotifyMessage')) trailing.request();
  });
  useHubEvent('data_update', () => {
    if (events.includes('data_update')) trailing.request();
  });
}
