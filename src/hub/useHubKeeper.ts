/**
 * Runs the 10-second connection helper (SH-HUB-2) while mounted: logged in and not connected → start the
 * hub; logged out and connected → stop it. A close by the server (the session ended elsewhere) has the session
 * checked at once (sessionEndWatch.ts). Mount once, in the shell layout.
 */
import { useEffect } from 'react';
import { useApi } from '../app/ApiContext';
import { appHubClient } from './appHubClient';
import { HUB_KEEPER_INTERVAL_MS, keepHub } from './hubKeeper';
import { watchSessionEnd } from './sessionEndWatch';

export function useHubKeeper(): void {
  const { session, http } = useApi();
  const hub = appHubClient();
  useEffect(() => watchSessionEnd(hub, http), [hub, http]);
  useEffect(() => {
    const tick = (): void => {
      void keepHub(session.getUser() !== null, hub);
    };
    tick();
    const timer = setInterval(tick, HUB_KEEPER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [session, hub]);
}
