import { afterEach, describe, expect, it, vi } from 'vitest';
import { NegotiationStore } from './negotiation.js';

const secret = Buffer.from('a shared secret of the instances');

afterEach(() => {
  vi.useRealTimers();
});

describe('hub negotiation tokens', () => {
  it('are taken once, by the user they were given to, on any instance with the same secret', () => {
    const answer = new NegotiationStore(secret).negotiate('u1', 1);
    const token = answer.connectionToken ?? '';
    const otherInstance = new NegotiationStore(secret);
    expect(otherInstance.isPending(token, 'u2')).toBe(false);
    expect(otherInstance.isPending(token, 'u1')).toBe(true);
    expect(otherInstance.claim(token, 'u1')).toBe(answer.connectionId);
    expect(otherInstance.claim(token, 'u1')).toBeNull();
    expect(new NegotiationStore(Buffer.from('another deployment')).claim(token, 'u1')).toBeNull();
  });

  it('refuse a changed token and an expired one', () => {
    vi.useFakeTimers();
    const store = new NegotiationStore(secret);
    const token = store.negotiate('u1', 1).connectionToken ?? '';
    const [body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: 'u2' })).toString('base64url');
    expect(store.claim(`${forged}.${mac}`, 'u2')).toBeNull();
    vi.advanceTimersByTime(61_000);
    expect(store.claim(token, 'u1')).toBeNull();
  });

  it('version 0 hands out the token as the connection id', () => {
    const store = new NegotiationStore(secret);
    const answer = store.negotiate('u1', 0);
    expect(answer.connectionToken).toBeUndefined();
    expect(store.claim(answer.connectionId, 'u1')).toMatch(/^[\w-]{22}$/);
  });
});
