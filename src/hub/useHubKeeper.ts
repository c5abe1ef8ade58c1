/**
 * Runs the 10-second connection helper (SH-HUB-2) while mounted: logged in and not connected → start the
 * hub; logged out and connected → stop it. A close by the server (the session ended elsewhere) has the session
 * checked at once (sessionEndWatch.ts). Mount once, in the shell layout. The first start waits for the browser's first
 * idle moment (firstIdle.ts): the opened page's first content comes before the hub's library and connection.
 */
import { useEffect } from 'react';
import { useApi } from '../app/ApiContext';
import { useFirstIdle } from '../app/firstIdle';
import { appHubClient } from './appHubClient';
import { HUB_KEEPER_INTERVAL_MS, keepHub } from './hubKeeper';
import { watchSessionEnd } from './sessionEndWatch';

export function useHubKeeper(): void {
  const { session, http } = useApi();
  const hub = appHubClient();
  useEffect(() => watchSessionEnd(hub, http), [hub, http]);
  const idle = useFirstIdle();
  useEffect(() => {
    if (!idle) return;
    const tick = (): void => {
      void keepHub(session.getUser() !== null, hub);
    };
    tick();
    const timer = setInterval(tick, HUB_KEEPER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [session, hub, idle]);
}
