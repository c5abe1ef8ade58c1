/**
 * The hub bus over Redis pub/sub, for several server instances (REDIS_URL): a message published on any instance
 * reaches every instance's sockets. One connection publishes, a second one (Redis requires it) subscribes.
 */
import { connectRedis } from '../platform/redis.js';
import { readBusMessage, type HubBus, type HubBusMessage } from './hubBus.js';

export async function createRedisHubBus(url: string, channel: string): Promise<HubBus> {
  const publisher = await connectRedis(url);
  const subscriber = await connectRedis(url).catch(async (error: unknown) => {
    await publisher.close();
    throw error;
  });
  const handlers = new Set<(message: HubBusMessage) => void>();
  await subscriber.subscribe(channel, (text) => {
    let message: HubBusMessage | null;
    try {
      message = readBusMessage(JSON.parse(text));
    } catch {
      return;
    }
    if (!message) return;
    for (const handler of [...handlers]) {
      try {
        handler(message);
      } catch {
        // A fault in one handler must not escape into the Redis client's callback, where it would end the process.
      }
    }
  });
  return {
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
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
