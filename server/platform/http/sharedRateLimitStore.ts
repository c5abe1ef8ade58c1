/**
 * The rate limits' counters: in Redis when REDIS_URL is set (all instances count together), else in this instance's
 * memory (localRateLimitStore.ts: each request gets its own count, even in a burst).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { connectRedis, namespaceOf, type RedisSettings } from '../redis.js';
import { localRateLimitStore } from './localRateLimitStore.js';
import { redisRateLimitStore } from './redisRateLimitStore.js';

/** @fastify/rate-limit's `store` option: in Redis (its client closed with the server), or in memory. */
export async function sharedRateLimitStore(app: FastifyInstance, redis: RedisSettings = {}): Promise<{ store: FastifyRateLimitStoreCtor }> {
  if (!redis.url) return { store: localRateLimitStore() };
  const client = await connectRedis(redis.url);
  app.addHook('onClose', async () => {
    await client.close();
  });
  return { store: redisRateLimitStore(client, `${namespaceOf(redis)}:rate-limit:`) };
}
