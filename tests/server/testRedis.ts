/**
 * The Redis the scale-out tests use (TEST_REDIS_URL, default the local server) and whether it answers. CI has Redis:
 * there an unreachable one fails the run; a developer without it sees those tests skipped rather than failed.
 */
import { createClient } from 'redis';

export const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.close();
    return true;
  } catch {
    return false;
  }
}

export const redisReachable = await redisAnswers();
if (!redisReachable && process.env.CI) throw new Error(`Redis is not reachable at ${redisUrl}`);
