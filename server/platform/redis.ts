/**
 * Redis (REDIS_URL), shared by the features that scale out: the hub's bus and presence, the rate limits' counters.
 * Unreachable at start: a few tries, then one Chinese line instead of waiting for ever.
 */
import { loadRedisClient } from './runtimeFiles.js';

export interface RedisSettings {
  /** redis:// URL (REDIS_URL); unset: this instance alone. */
  url?: string;
  /** Prefix of the channel and keys (REDIS_NAMESPACE), so two deployments can share one Redis. */
  namespace?: string;
}

export const DEFAULT_REDIS_NAMESPACE = 'kygl';

export const namespaceOf = (redis: RedisSettings): string => redis.namespace || DEFAULT_REDIS_NAMESPACE;

/** Tries at start before the server gives up with a message (instead of waiting for ever). */
const START_ATTEMPTS = 3;

async function newClient(url: string, isConnected: () => boolean) {
  // Loaded when a connection is asked for: a server without REDIS_URL never parses it.
  const { createClient } = await loadRedisClient();
  return createClient({
    url,
    socket: {
      connectTimeout: 5000,
      // Once connected, a lost connection is retried for as long as it takes; at start, a few tries, then an error.
      reconnectStrategy: (retries: number, cause: Error) =>
        isConnected() ? Math.min(100 * (retries + 1), 3000) : retries >= START_ATTEMPTS - 1 ? new Error(`无法连接 Redis(REDIS_URL):${cause.message}`) : 300,
    },
  });
}

export type RedisConnection = Awaited<ReturnType<typeof newClient>>;

export async function connectRedis(url: string): Promise<RedisConnection> {
  let connected = false;
  const client = await newClient(url, () => connected);
  // An error between reconnects must not take the server down.
  client.on('error', () => undefined);
  await client.connect();
  connected = true;
  return client;
}
