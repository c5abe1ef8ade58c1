import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type {} from '../../appContext.js';

/**
 * Per-route rate limits. Generous enough for real use and the test suite; they exist to make password guessing and
 * RSA-decryption abuse slow, not to meter normal work. The routes limited by DECRYPTING_ROUTE_RATE_LIMIT are also the
 * only ones whose encrypted bodies are decrypted (encryptedBodies.ts).
 */
export const LOGIN_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };
export const DECRYPTING_ROUTE_RATE_LIMIT = { max: 3000, timeWindow: '1 minute' };
/**
 * 站内消息 (each pushed to its recipient at once, with a toast): what one user may send a minute, and what one user may
 * be sent a minute by everyone together, by either way in (the chat's send, the generic Post). A person chatting
 * sends a few a minute; a script sent 300 in a second and a half (D-CHAT-5).
 */
export const FRIEND_MESSAGE_SENDER_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const FRIEND_MESSAGE_RECIPIENT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * Whose budget a request spends: a logged-in caller's own session, an anonymous one's address. Behind a reverse
 * proxy every user has the proxy's address (request.ip is the client's only with TRUST_PROXY), so counting logged-in
 * calls per address would let a few busy users lock everyone out. The session is the one the resolver validated
 * (an invented cookie counts as anonymous), keyed by its id, which is the SHA-256 of the token, never the token.
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.auth ? `session:${request.auth.sessionId}` : `address:${request.ip}`;
}
