/**
 * Reconnection with back-off (D-NOTICE-6): after a dropped connection the client tries again at once, then after about
 * 2, 5, 10, 20 and from then on every 30 seconds, each wait spread by ±20% so that a restarted server is not met by
 * every client in the same instant. It never gives up while the person is logged in; a server that ends the session
 * closes with allowReconnect false, and the 10-second helper stops the connection on logout (hubKeeper.ts).
 */
export const RECONNECT_DELAYS_MS = [0, 2_000, 5_000, 10_000, 20_000, 30_000] as const;
export const RECONNECT_JITTER = 0.2;

/** The wait before retry number `previousRetryCount + 1`; `random` in [0, 1). Pure. */
export function reconnectDelay(previousRetryCount: number, random: number): number {
  const index = Math.min(Math.max(0, Math.floor(previousRetryCount)), RECONNECT_DELAYS_MS.length - 1);
  const base = RECONNECT_DELAYS_MS[index];
  const spread = 1 + RECONNECT_JITTER * (2 * random - 1);
  return Math.round(base * spread);
}

/** @microsoft/signalr's IRetryPolicy over reconnectDelay. */
export function backOffRetryPolicy(random: () => number = Math.random) {
  return {
    nextRetryDelayInMilliseconds(context: { previousRetryCount: number }): number {
      return reconnectDelay(context.previousRetryCount, random());
    },
  };
}
