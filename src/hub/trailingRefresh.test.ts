import { describe, expect, it } from 'vitest';
import { createTrailingRefresh, type RefreshClock } from './trailingRefresh';

/** A clock moved by hand: no real time passes in this spec. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const clock: RefreshClock = {
    setTimer: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimer: (timer) => void timers.delete(timer as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.run();
      }
    }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('trailing refresh', () => {
  it('runs once after a burst of requests, and again for a later one', () => {
    const { clock, advance } = fakeClock();
    let runs = 0;
    const refresh = createTrailingRefresh(() => (runs += 1), 500, clock);
    refresh.request();
    advance(200);
    refresh.request();
    refresh.request();
    expect(runs).toBe(0);
    advance(300);
    expect(runs).toBe(1);
    refresh.request();
    advance(500);
    expect(runs).toBe(2);
  });

  it('runs nothing once disposed', () => {
    const { clock, advance, pending } = fakeClock();
    let runs = 0;
    const refresh = createTrailingRefresh(() => (runs += 1), 500, clock);
    refresh.request();
    refresh.dispose();
    advance(1000);
    expect([runs, pending()]).toEqual([0, 0]);
  });
});
