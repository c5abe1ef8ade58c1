/**
 * Where encrypted bodies are decrypted (SH-HTTP-4, D-SEC): only on the routes that take them — the list and page
 * calls, which the client encrypts (providers/http/isListRequest.ts) and which carry DECRYPTING_ROUTE_RATE_LIMIT —,
 * only for a logged-in caller (every one of those routes needs a login), and in preValidation, after the session
 * and the route's rate limit (both onRequest) and before the body is canonicalised and validated (wireValidation.ts). Anywhere else an encrypted body answers 400 without a block decrypted, so
 * no anonymous caller can spend the server's CPU on RSA.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '../../appContext.js';
import { decryptBody, isEncryptedBody } from './decryptBody.js';
import { badRequest, notLoggedIn } from './httpError.js';
import { checkInputShape } from './inputBounds.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from './rateLimits.js';
import type { RsaKeys } from './rsaKeys.js';

export const ENCRYPTED_BODY_NOT_ACCEPTED = '此接口不接受加密的请求数据';

/** The routes that take encrypted bodies are the ones limited as decrypting routes: one marker, one list. */
export function takesEncryptedBody(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { rateLimit?: unknown } | undefined;
  return config?.rateLimit === DECRYPTING_ROUTE_RATE_LIMIT;
}

export function installEncryptedBodies(app: FastifyInstance, keys: RsaKeys): void {
  app.addHook('preValidation', async (request) => {
    if (!isEncryptedBody(request.body)) return;
    if (!takesEncryptedBody(request)) throw badRequest(ENCRYPTED_BODY_NOT_ACCEPTED);
    if (!request.auth) throw notLoggedIn();
    const plain = await decryptBody(request.body, keys);
    checkInputShape(plain);
    request.body = plain;
  });
}
