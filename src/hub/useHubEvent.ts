/** Subscribes a component to one hub event for as long as it is mounted; the latest handler is always called. */
import { useEffect, useRef } from 'react';
import { appHubClient } from './appHubClient';
import type { HubEventName, HubEvents } from './types';

export function useHubEvent<E extends HubEventName>(event: E, handler: (...args: HubEvents[E]) => void): void {
  const hub = appHubClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => hub.on(event, (...args: HubEvents[E]) => latest.current(...args)), [hub, event]);
}
