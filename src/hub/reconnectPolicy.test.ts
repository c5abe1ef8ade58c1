import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backOffRetryPolicy, RECONNECT_DELAYS_MS, RECONNECT_JITTER, reconnectDelay } from './reconnectPolicy';

describe('reconnect back-off', () => {
  it('tries at once, then waits longer each time up to 30 s', () => {
    const policy = backOffRetryPolicy(() => 0.5);
    const waits = Array.from({ length: 9 }, (_, previousRetryCount) => policy.nextRetryDelayInMilliseconds({ previousRetryCount }));
    expect(waits).toEqual([0, 2000, 5000, 10000, 20000, 30000, 30000, 30000, 30000]);
  });

  it('never gives up, never waits less than the step before (less jitter) nor more than 36 s', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.double({ min: 0, max: 0.999999, noNaN: true }), (count, random) => {
        const wait = reconnectDelay(count, random);
        const base = RECONNECT_DELAYS_MS[Math.min(count, RECONNECT_DELAYS_MS.length - 1)];
        expect(wait).toBeGreaterThanOrEqual(Math.floor(base * (1 - RECONNECT_JITTER)));
        expect(wait).toBeLessThanOrEqual(Math.ceil(base * (1 + RECONNECT_JITTER)));
        expect(wait).toBeLessThanOrEqual(36_000);
      }),
    );
  });
});
