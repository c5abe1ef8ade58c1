/**
 * The hub bus over Redis pub/sub, for several server instances (REDIS_URL): a message published on any instance
 * reaches every instance's sockets. One connection publishes, a second one (Redis requires it) subscribes.
 */
import { createClient } from 'redis';
import type { HubBus, HubEnvelope } from './hubBus.js';

/** Tries at start before the server gives up with a message (instead of waiting for ever). */
const START_ATTEMPTS = 3;

function newClient(url: string, isConnected: () => boolean) {
  return createClient({
    url,
    socket: {
      connectTimeout: 5000,
      // Once connected, a lost connection is retried for as long as it takes; at start, a few tries, then an error.
      reconnectStrategy: (retries: number, cause: Error) => (isConnected()
        ? Math.min(100 * (retries + 1), 3000)
        : retries >= START_ATTEMPTS - 1 ? new Error(`无法连接 Redis(REDIS_URL):${cause.message}`) : 300),
    },
  });
}

export type RedisConnection = ReturnType<typeof newClient>;

export async function connectRedis(url: string): Promise<RedisConnection> {
  let connected = false;
  const client = newClient(url, () => connected);
  // An error between reconnects must not take the server down.
  client.on('error', () => undefined);
  await client.connect();
  connected = true;
  return client;
}

export async function createRedisHubBus(url: string, channel: string): Promise<HubBus> {
  const publisher = await connectRedis(url);
  const subscriber = await connectRedis(url).catch(async (error: unknown) => {
    await publisher.close();
    throw error;
  });
  const handlers = new Set<(envelope: HubEnvelope) => void>();
  await subscriber.subscribe(channel, (message) => {
    let envelope: HubEnvelope;
    try {
      envelope = JSON.parse(message) as HubEnvelope;
    } catch {
      return;
    }
    for (const handler of [...handlers]) handler(envelope);
  });
  return {
    async publish(envelope) {
      await publisher.publish(channel, JSON.stringify(envelope));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await subscriber.close();
      await publisher.close();
    },
  };
}
