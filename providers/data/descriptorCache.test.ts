import { describe, expect, it, vi } from 'vitest';
import type { ModuleStruts } from '../../contract/index';
import { createDescriptorCache, descriptorLockName, moduleStrutsCache } from './descriptorCache';
import { createNamedLock, NAMED_LOCK_POLL_MS } from './namedLock';

/** A call the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('named lock', () => {
  it('makes a second holder of the same name wait, polling every 100 ms, and leaves other names free', async () => {
    const sleeps: number[] = [];
    let wake: () => void = () => undefined;
    const lock = createNamedLock({
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise((resolve) => {
          wake = resolve;
        });
      },
    });
    const release = await lock.acquire('a');
    let second = false;
    const waiting = lock.acquire('a').then((releaseSecond) => {
      second = true;
      return releaseSecond;
    });
    const other = await lock.acquire('b');
    other();
    await Promise.resolve();
    expect(second).toBe(false);
    expect(sleeps).toEqual([NAMED_LOCK_POLL_MS]);
    wake(); // a poll while still held: waits again
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second).toBe(false);
    expect(sleeps).toEqual([100, 100]);
    release();
    release(); // a second release does nothing
    wake();
    (await waiting)();
    expect(second).toBe(true);
    expect(lock.isHeld('a')).toBe(false);
  });
});

describe('descriptor cache', () => {
  it('makes one call for concurrent requests of one module, whatever the case, and keeps the answer', async () => {
    vi.useFakeTimers();
    try {
      const answer = deferred<string>();
      const load = vi.fn(() => answer.promise);
      const cache = createDescriptorCache({ load });
      const calls = [cache.get('Thesis'), cache.get('thesis'), cache.get('THESIS')];
      await vi.advanceTimersByTimeAsync(250);
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith('thesis', {});
      answer.resolve('论文描述');
      await vi.advanceTimersByTimeAsync(NAMED_LOCK_POLL_MS);
      expect(await Promise.all(calls)).toEqual(['论文描述', '论文描述', '论文描述']);
      expect(await cache.get('Thesis')).toBe('论文描述');
      expect(cache.peek('THESIS')).toBe('论文描述');
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks each module once, and different modules at the same time', async () => {
    const load = vi.fn(async (module: string) => `${module}的描述`);
    const cache = createDescriptorCache({ load });
    expect(await Promise.all([cache.get('Thesis'), cache.get('Patent')])).toEqual(['thesis的描述', 'patent的描述']);
    await cache.get('patent');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again for a module it was told to forget (its descriptors changed), any case', async () => {
    const load = vi.fn(async (module: string) => `${module}的描述`);
    const cache = createDescriptorCache({ load });
    await cache.get('Thesis');
    cache.forget('THESIS');
    expect(cache.peek('thesis')).toBeUndefined();
    await cache.get('thesis');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed answer: the waiter asks again and the lock is free afterwards', async () => {
    vi.useFakeTimers();
    try {
      const lock = createNamedLock();
      const first = deferred<string>();
      const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('第二次');
      const cache = createDescriptorCache({ load, lock });
      const failing = cache.get('Thesis');
      const waiting = cache.get('Thesis');
      await vi.advanceTimersByTimeAsync(0);
      first.reject(new Error('网络错误'));
      await expect(failing).rejects.toThrow('网络错误');
      await vi.advanceTimersByTimeAsync(NAMED_LOCK_POLL_MS);
      expect(await waiting).toBe('第二次');
      expect(load).toHaveBeenCalledTimes(2);
      expect(lock.isHeld(descriptorLockName('Thesis'))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a silent call ahead of the page that fails: the page, waiting on the lock, asks again, not silently', async () => {
    vi.useFakeTimers();
    try {
      const ahead = deferred<string>();
      const load = vi.fn().mockReturnValueOnce(ahead.promise).mockResolvedValueOnce('论文描述');
      const cache = createDescriptorCache({ load });
      const silent = cache.get('Thesis', { silent: true });
      const page = cache.get('Thesis');
      await vi.advanceTimersByTimeAsync(0);
      ahead.reject(new Error('未登录'));
      await expect(silent).rejects.toThrow('未登录');
      await vi.advanceTimersByTimeAsync(NAMED_LOCK_POLL_MS);
      expect(await page).toBe('论文描述');
      expect(load.mock.calls).toEqual([
        ['thesis', { silent: true }],
        ['thesis', {}],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks GET /api/common/moduleStruts/{module in lower case} once per HTTP client', async () => {
    const struts: ModuleStruts = { Name: 'Thesis', FieldInfoStruts: [], RelateFields: [] } as unknown as ModuleStruts;
    const http = { get: vi.fn(async () => struts) };
    const cache = moduleStrutsCache(http as never);
    expect(moduleStrutsCache(http as never)).toBe(cache);
    await Promise.all([cache.get('Thesis'), cache.get('thesis')]);
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get).toHaveBeenCalledWith('/api/common/moduleStruts/thesis', undefined, {});
  });
});
