/**
 * The hub bus over Redis pub/sub, for several server instances (REDIS_URL): a message published on any instance
 * reaches every instance's sockets. One connection publishes, a second one (Redis requires it) subscribes.
 */
import { createClient } from 'redis';
import type { HubBus, HubEnvelope } from './hubBus.js';

function newClient(url: string) {
  return createClient({ url });
}

export type RedisConnection = ReturnType<typeof newClient>;

export async function connectRedis(url: string): Promise<RedisConnection> {
  const client = newClient(url);
  // Reconnects are the client's job; an error between them must not take the server down.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

export async function createRedisHubBus(url: string, channel: string): Promise<HubBus> {
  const publisher = await connectRedis(url);
  const subscriber = publisher.duplicate();
  subscriber.on('error', () => undefined);
  await subscriber.connect();
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
