/**
 * CSRF defence (D-SEC): a state-changing call (POST, PUT, DELETE, PATCH) and the hub's WebSocket upgrade are
 * accepted only from the server's own origin or one listed in ALLOWED_ORIGINS. SameSite=Lax alone does not stop a
 * page on another port of the same host (same site, other origin). Browsers always say where such a request comes
 * from (Origin, else Referer, and Sec-Fetch-Site); a request that says nothing at all is not from a browser page
 * (scripts, monitoring, the tests' injected calls), cannot carry a victim's cookie by a browser's doing, and passes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './httpError.js';

export const CROSS_ORIGIN_REFUSED = '拒绝来自其他站点的请求';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** `scheme://host[:port]` with default ports dropped, as browsers write Origin; null when not a URL. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const isWebSocketUpgrade = (request: FastifyRequest): boolean =>
  request.method === 'GET' && String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';

/** Where the browser says the request comes from: Origin, else the origin of Referer; undefined when neither is sent. */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin); // "null" (sandboxed frame, opaque redirect) → refused
  const referer = request.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/** The address the browser used: protocol and Host (X-Forwarded-Proto/-Host when TRUST_PROXY trusts the proxy). */
function ownOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const claimed = claimedOrigin(request);
  if (claimed === undefined) {
    const site = request.headers['sec-fetch-site'];
    return site !== 'cross-site' && site !== 'same-site';
  }
  return claimed !== null && (claimed === ownOrigin(request) || allowedOrigins.has(claimed));
}

export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null));
  const refuseOtherOrigins = async (request: FastifyRequest): Promise<void> => {
    if (!isAllowedOrigin(request, allowed)) throw forbidden(CROSS_ORIGIN_REFUSED);
  };
  // A state-changing call is refused before its body is read.
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING_METHODS.has(request.method)) await refuseOtherOrigins(request);
  });
  // An upgrade is refused once @fastify/websocket's own onRequest hook has seen it: only then does it close the
  // socket after the 403 (refused earlier, the connection would stay open).
  app.addHook('preValidation', async (request) => {
    if (isWebSocketUpgrade(request)) await refuseOtherOrigins(request);
  });
}
