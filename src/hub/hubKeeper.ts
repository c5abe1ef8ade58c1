/**
 * The connection helper (SH-HUB-2, SH-CONST-2): every 10 s, a logged-in user without a connection starts the hub; a
 * logged-out user with one stops it. "With a connection" includes one that is starting or reconnecting: the helper
 * never starts a second connection beside the automatic reconnection (reconnectPolicy.ts), and a logged-out person's
 * reconnecting connection is stopped too.
 */
export const HUB_KEEPER_INTERVAL_MS = 10_000;

export type KeeperAction = 'start' | 'stop' | null;

export function keeperAction(loggedIn: boolean, active: boolean): KeeperAction {
  if (loggedIn && !active) return 'start';
  if (!loggedIn && active) return 'stop';
  return null;
}

export interface KeeperTarget {
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly active: boolean;
}

/** One run of the helper. */
export async function keepHub(loggedIn: boolean, hub: KeeperTarget): Promise<void> {
  const action = keeperAction(loggedIn, hub.active);
  if (action === 'start') await hub.start();
  else if (action === 'stop') await hub.stop();
}
