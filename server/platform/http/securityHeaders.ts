/**
 * Headers on every response (D-SEC): no framing by other pages (frame-ancestors, X-Frame-Options — the clickjacking
 * half of the CSRF finding), no content sniffing, no full URLs in Referer to other sites, and a Content-Security-Policy
 * that lets the app load only its own scripts.
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from './originCheck.js';

/** The WebSocket origin of an http(s) origin: the hub's socket to that server (http → ws, https → wss). */
export function webSocketOriginOf(origin: string): string {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

/**
 * The app's policy. style-src needs 'unsafe-inline': antd writes its CSS-in-JS as <style> elements at run time.
 * script-src needs 'unsafe-eval': the form's validator (@rjsf/validator-ajv8) compiles JSON Schemas with
 * `new Function`; inline scripts stay refused. connect-src is the app's own origin — 'self' also covers ws:/wss: to
 * the same host and port in CSP Level 3 browsers, so the hub connects — and, when the app talks to another server
 * (API_BASE_URL), that origin and its WebSocket form; no other host may be reached, by fetch or socket (D-SEC-10:
 * a bare ws:/wss: would let an injected script send data to any host). The API_BASE_URL server's files and avatars load
 * from there too.
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const api = apiBaseUrl ? originOf(apiBaseUrl) : null;
  const withApi = (sources: string): string => (api ? `${sources} ${api}` : sources);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    withApi("img-src 'self' data: blob:"),
    "font-src 'self' data:",
    api ? `connect-src 'self' ${api} ${webSocketOriginOf(api)}` : "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, apiBaseUrl: string | undefined): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(apiBaseUrl),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // onRequest, so that every answer carries them: errors, the not-found handler, static files, refused requests.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
