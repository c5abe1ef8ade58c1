/**
 * @fastify/rate-limit's counters for one instance alone (no REDIS_URL). The plugin's own LocalStore hands every caller
 * the same counter object, which the plugin reads only after an await: requests that arrive together (a burst of chat
 * sends, answers of a database landing in one tick) were all answered with the count of the last of them, so a burst
 * of 45 against a limit of 30 was refused whole instead of cut at 30. This store answers each increment with its own
 * count, like the Redis store's script does, with the same window: the first hit of a key starts it.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

/** Keys kept per limit; the least recently counted go first (the plugin's own store keeps 5000). */
export const LOCAL_RATE_LIMIT_KEYS = 10_000;

interface Window {
  count: number;
  endsAt: number;
}

type IncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function localRateLimitStore(maxKeys: number = LOCAL_RATE_LIMIT_KEYS): FastifyRateLimitStoreCtor {
  // The plugin calls incr(key, callback, timeWindow, max): its typings leave out the last two.
  class LocalRateLimitStore {
    private readonly windows = new LRUCache<string, Window>({ max: maxKeys });

    incr(key: string, callback: IncrementCallback, timeWindow = 60_000): void {
      const now = Date.now();
      const found = this.windows.get(key);
      const window = found && found.endsAt > now ? found : { count: 0, endsAt: now + timeWindow };
      window.count += 1;
      // Set again, the key is the most recently counted: the least recently counted goes first.
      this.windows.set(key, window);
      callback(null, { current: window.count, ttl: window.endsAt - now });
    }

    child(): LocalRateLimitStore {
      return new LocalRateLimitStore();
    }
  }
  return LocalRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
