import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLiveLease, LEASE_MS, leaseToken } from './buildLease.js';

describe('a build lease', () => {
  it('is live until LEASE_MS after it was taken or renewed, then runs out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 3 * LEASE_MS }), (taken, later) => {
        expect(isLiveLease(leaseToken(taken), taken + later)).toBe(later < LEASE_MS);
      }),
    );
  });

  it('is never a scheme hash, empty or anything else in the state row', () => {
    fc.assert(
      fc.property(fc.string(), (hash) => {
        fc.pre(!hash.startsWith('building:'));
        expect(isLiveLease(hash, 0)).toBe(false);
      }),
    );
    expect(isLiveLease('', 0)).toBe(false);
    expect(isLiveLease('building:not-a-time:x', 0)).toBe(false);
    expect(leaseToken(0)).not.toBe(leaseToken(0));
  });
});
