/** The hub's bus and presence: this instance alone, or every instance through Redis when REDIS_URL is set. */
import { randomUUID } from 'node:crypto';
import type { HubOptions } from './hub.js';
import { createRedisPresence } from './hubPresence.js';
import { createRedisHubBus } from './redisHubBus.js';

export interface RedisSettings {
  /** redis:// URL (REDIS_URL); unset: this instance alone. */
  url?: string;
  /** Prefix of the channel and keys (REDIS_NAMESPACE), so two deployments can share one Redis. */
  namespace?: string;
}

export const DEFAULT_REDIS_NAMESPACE = 'kygl';

export const namespaceOf = (redis: RedisSettings): string => redis.namespace || DEFAULT_REDIS_NAMESPACE;

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

