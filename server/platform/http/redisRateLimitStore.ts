/**
 * @fastify/rate-limit's counters in Redis (REDIS_URL), so a limit holds for all instances together: behind a load
 * balancer, an address gets `max` login attempts a minute in all, not `max` on each instance. (The plugin's own Redis
 * store speaks ioredis; the server's Redis client is node-redis.)
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '../redis.js';

/** One count per key and window: the first hit starts the window; answers the count and the window's time left. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function redisRateLimitStore(client: RedisConnection, prefix: string): FastifyRateLimitStoreCtor {
  // The plugin calls incr(key, callback, timeWindow, max): its typings leave out the last two.
  class RedisRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: IncrementCallback, timeWindow = 60_000): void {
      client.eval(INCREMENT, { keys: [`${this.keyPrefix}${key}`], arguments: [String(timeWindow)] }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }): RedisRateLimitStore {
      return new RedisRateLimitStore(undefined, `${this.keyPrefix}${routeOptions.routeInfo?.method ?? ''}${routeOptions.routeInfo?.url ?? ''}-`);
    }
  }
  return RedisRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
