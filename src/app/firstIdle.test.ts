import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstIdle, resetFirstIdleForTests, whenIdle } from './firstIdle';

afterEach(() => {
  resetFirstIdleForTests();
  vi.useRealTimers();
});

describe('firstIdle', () => {
  it('waits for the first idle moment, asks for it once, and answers at once afterwards', async () => {
    const runs: Array<() => void> = [];
    const schedule = vi.fn((run: () => void) => void runs.push(run));
    let settled = 0;
    void firstIdle(schedule).then(() => (settled += 1));
    void firstIdle(schedule).then(() => (settled += 1));
    await Promise.resolve();
    expect(settled).toBe(0);
    expect(schedule).toHaveBeenCalledTimes(1);
    runs[0]!();
    await Promise.resolve();
    expect(settled).toBe(2);
    await firstIdle(schedule);
    expect(schedule).toHaveBeenCalledTimes(1);
  });

  it('runs on a short timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
