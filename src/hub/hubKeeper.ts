/**
 * The connection helper (SH-HUB-2, SH-CONST-2): every 10 s, a logged-in user without a connection starts the hub; a
 * logged-out user with one stops it.
 */
export const HUB_KEEPER_INTERVAL_MS = 10_000;

export type KeeperAction = 'start' | 'stop' | null;

export function keeperAction(loggedIn: boolean, connected: boolean): KeeperAction {
  if (loggedIn && !connected) return 'start';
  if (!loggedIn && connected) return 'stop';
  return null;
}

export interface KeeperTarget {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly connected: boolean;
}

/** One run of the helper. */
export async function keepHub(loggedIn: boolean, hub: KeeperTarget): Promise<void> {
  const action = keeperAction(loggedIn, hub.connected);
  if (action === 'start') await hub.start();
  else if (action === 'stop') await hub.stop();
}
