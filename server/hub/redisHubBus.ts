/**
 * The hub bus over Redis pub/sub, for several server instances (REDIS_URL): a message published on any instance
 * reaches every instance's sockets. One connection publishes, a second one (Redis requires it) subscribes.
 */
import { connectRedis } from '../platform/redis.js';
import type { HubBus, HubEnvelope } from './hubBus.js';

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
