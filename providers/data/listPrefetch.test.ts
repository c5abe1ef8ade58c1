import { describe, expect, it } from 'vitest';
import { createListPrefetch, listCallKey } from './listPrefetch';

describe('list prefetch', () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('hands a started call to the first identical call, once', async () => {
    const { now } = clock();
    const prefetch = createListPrefetch<string>({ ttlMs: 3000, now });
    let calls = 0;
    const key = listCallKey('/api/benchlist/List', { PageIndex: 1, PageSize: 10 });
    prefetch.start(key, async () => `page ${++calls}`);
    prefetch.start(key, async () => `page ${++calls}`);
    expect(calls).toBe(1);
    expect(await prefetch.take(listCallKey('/api/BenchList/List', { PageIndex: 1, PageSize: 10 }))).toBe('page 1');
    expect(prefetch.take(key)).toBeUndefined();
  });

  it('does not hand over a call for another page or one that has grown old', () => {
    const { now, advance } = clock();
    const prefetch = createListPrefetch<string>({ ttlMs: 3000, now });
    prefetch.start(listCallKey('/api/Thesis/List', { PageIndex: 1, PageSize: 10 }), async () => 'first page');
    expect(prefetch.take(listCallKey('/api/Thesis/List', { PageIndex: 2, PageSize: 10 }))).toBeUndefined();
    advance(3001);
    expect(prefetch.take(listCallKey('/api/Thesis/List', { PageIndex: 1, PageSize: 10 }))).toBeUndefined();
  });

  it('forgets a call that failed, so the next one asks the server', async () => {
    const prefetch = createListPrefetch<string>({ ttlMs: 3000 });
    const key = listCallKey('/api/Thesis/List', { PageIndex: 1, PageSize: 10 });
    prefetch.start(key, async () => {
      throw new Error('网络错误');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch.take(key)).toBeUndefined();
  });

  it('gives the answer once it has come, for that call only and while fresh, and forgets it as it is taken', async () => {
    const { now, advance } = clock();
    const prefetch = createListPrefetch<string>({ ttlMs: 3000, now });
    const key = listCallKey('/api/Thesis/List', { PageIndex: 1, PageSize: 10 });
    let answer: (value: string) => void = () => undefined;
    prefetch.start(key, () => new Promise<string>((resolve) => (answer = resolve)));
    expect(prefetch.takeAnswered(key)).toBeUndefined();
    advance(40);
    answer('first page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch.takeAnswered(listCallKey('/api/Thesis/List', { PageIndex: 2, PageSize: 10 }))).toBeUndefined();
    expect(prefetch.takeAnswered(key)).toEqual({ answer: 'first page', answeredAt: 40 });
    // Taken: the page's next call reaches the server.
    expect(prefetch.takeAnswered(key)).toBeUndefined();
    expect(prefetch.take(key)).toBeUndefined();
    prefetch.start(key, async () => 'again');
    await new Promise((resolve) => setTimeout(resolve, 0));
    advance(3001);
    expect(prefetch.takeAnswered(key)).toBeUndefined();
  });
});
