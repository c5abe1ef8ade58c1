/** The hub's bus and presence: this instance alone, or every instance through Redis when REDIS_URL is set. */
import { randomUUID } from 'node:crypto';
import type { HubOptions } from './hub.js';
import { createRedisPresence } from './hubPresence.js';
import { createRedisHubBus } from './redisHubBus.js';
import { namespaceOf, type RedisSettings } from '../platform/redis.js';

export async function scaledOutHubOptions(options: HubOptions = {}, redis: RedisSettings = {}): Promise<HubOptions> {
  if (!redis.url || options.bus || options.presence) return options;
  const namespace = namespaceOf(redis);
  const bus = await createRedisHubBus(redis.url, `${namespace}:hub`);
  try {
    return { ...options, bus, presence: await createRedisPresence(redis.url, randomUUID(), `${namespace}:hub:presence`) };
  } catch (error) {
    await bus.close();
    throw error;
  }
}
