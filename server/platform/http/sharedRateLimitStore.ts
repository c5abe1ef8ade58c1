/** The rate limits' counters: in Redis when REDIS_URL is set (all instances count together), else per instance. */
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { connectRedis, namespaceOf, type RedisSettings } from '../redis.js';
import { redisRateLimitStore } from './redisRateLimitStore.js';

/** @fastify/rate-limit options: a Redis store (its client closed with the server), or none for the plugin's own. */
export async function sharedRateLimitStore(app: FastifyInstance, redis: RedisSettings = {}): Promise<{ store?: FastifyRateLimitStoreCtor }> {
  if (!redis.url) return {};
  const client = await connectRedis(redis.url);
  app.addHook('onClose', async () => {
    await client.close();
  });
  return { store: redisRateLimitStore(client, `${namespaceOf(redis)}:rate-limit:`) };
}
