import type {} from '@fastify/rate-limit';

/**
 * Per-route rate limits (per client address). Generous enough for real use and the test suite; they exist to
 * make password guessing and RSA-decryption abuse slow, not to meter normal work.
 */
export const LOGIN_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };
export const DECRYPTING_ROUTE_RATE_LIMIT = { max: 3000, timeWindow: '1 minute' };
