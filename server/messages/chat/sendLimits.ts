/**
 * How often 站内消息 may be sent (D-CHAT-5): each message is pushed to its recipient at once, with a
 * toast, so a script sending hundreds a second floods a colleague's screen. Counted per sender (all their sessions
 * together) and per recipient (all senders together), by @fastify/rate-limit's counters, in Redis when REDIS_URL is
 * set like every other limit, so instances share them. Both ways in ask it: the chat's send and the generic Post.
 */
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FRIEND_MESSAGE_ERRORS } from '../../../contract/index.js';
import { HttpError } from '../../platform/http/httpError.js';
import { FRIEND_MESSAGE_RECIPIENT_RATE_LIMIT, FRIEND_MESSAGE_SENDER_RATE_LIMIT } from '../../platform/http/rateLimits.js';

/** Longer is no user id of ours (the send is refused as unknown); it is not worth a counter of its own. */
const MAX_COUNTED_ID_LENGTH = 64;

const idText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

export type SendAdmission = (request: FastifyRequest, input: Readonly<Record<string, unknown>>) => Promise<void>;

export function sendAdmission(app: FastifyInstance): SendAdmission {
  // The recipient of the request being counted: the limiter's key is made from the request alone.
  const recipients = new WeakMap<FastifyRequest, string>();
  const bySender = app.createRateLimit({
    ...FRIEND_MESSAGE_SENDER_RATE_LIMIT,
    keyGenerator: (request) => `friend-message-sender:${request.auth?.user.Id ?? ''}`,
  });
  const byRecipient = app.createRateLimit({
    ...FRIEND_MESSAGE_RECIPIENT_RATE_LIMIT,
    keyGenerator: (request) => `friend-message-recipient:${recipients.get(request) ?? ''}`,
  });
  const refuse = () => new HttpError(429, FRIEND_MESSAGE_ERRORS.sendTooFast);

  return async (request, input) => {
    // Only logged-in callers with Add reach here; the server itself (no request) is never limited.
    if (!request.auth) return;
    const sender = await bySender(request);
    if (!sender.isAllowed && sender.isExceeded) throw refuse();
    const recipient = idText(input.Receiver_Id);
    // A blank or overlong receiver is refused by the create itself and reaches nobody.
    if (recipient === '' || recipient.length > MAX_COUNTED_ID_LENGTH) return;
    recipients.set(request, recipient);
    const received = await byRecipient(request);
    if (!received.isAllowed && received.isExceeded) throw refuse();
  };
}
