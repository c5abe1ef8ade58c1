import { afterEach, describe, expect, it, vi } from 'vitest';
import { localRateLimitStore } from './localRateLimitStore.js';

interface Counted {
  current: number;
  ttl: number;
}
interface Store {
  incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow?: number): void;
  child(): Store;
}

const storeOf = (maxKeys?: number): Store => new (localRateLimitStore(maxKeys) as unknown as new () => Store)();
const incr = (store: Store, key: string, timeWindow = 60_000): Promise<Counted> =>
  new Promise((resolve, reject) => store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow));

afterEach(() => {
  vi.useRealTimers();
});

describe('localRateLimitStore', () => {
  it('answers each of a burst with its own count, read after the others were counted', async () => {
    const store = storeOf();
    // As the plugin does: every increment is made first, each answer read after an await.
    const answers: Counted[] = [];
    const pending = Array.from(
      { length: 5 },
      () =>
        new Promise<void>((resolve) =>
          store.incr(
            'a',
            (_error, result) => {
              void Promise.resolve().then(() => {
                answers.push(result!);
                resolve();
              });
            },
            60_000,
          ),
        ),
    );
    await Promise.all(pending);
    expect(answers.map((answer) => answer.current)).toEqual([1, 2, 3, 4, 5]);
    expect((await incr(store, 'b')).current).toBe(1);
  });

  it("starts a key's window at its first hit and a new one once it has passed", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const store = storeOf();
    expect(await incr(store, 'k', 10_000)).toEqual({ current: 1, ttl: 10_000 });
    vi.setSystemTime(1_004_000);
    expect(await incr(store, 'k', 10_000)).toEqual({ current: 2, ttl: 6_000 });
    vi.setSystemTime(1_010_000);
    expect(await incr(store, 'k', 10_000)).toEqual({ current: 1, ttl: 10_000 });
  });

  it('keeps at most maxKeys keys, letting the least recently counted go, and counts apart in each child', async () => {
    const store = storeOf(2);
    await incr(store, 'old');
    await incr(store, 'kept');
    await incr(store, 'kept');
    await incr(store, 'new');
    expect((await incr(store, 'kept')).current).toBe(3);
    expect((await incr(store, 'old')).current).toBe(1);
    expect((await incr(store.child(), 'kept')).current).toBe(1);
  });
});
