import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './rateLimits.js';

const request = (ip: string, sessionId: string | null): FastifyRequest =>
  ({ ip, auth: sessionId === null ? null : { sessionId, user: {}, roleId: null } }) as unknown as FastifyRequest;

describe('rateLimitKey', () => {
  it('counts a logged-in caller per session and an anonymous one per address', () => {
    expect(rateLimitKey(request('10.0.0.1', 'ab12'))).toBe('session:ab12');
    expect(rateLimitKey(request('10.0.0.1', 'cd34'))).toBe('session:cd34');
    expect(rateLimitKey(request('10.0.0.1', null))).toBe('address:10.0.0.1');
    expect(rateLimitKey(request('10.0.0.2', null))).toBe('address:10.0.0.2');
  });
});
