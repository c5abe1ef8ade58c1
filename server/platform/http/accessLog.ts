/**
 * One access-log line per request, written when its answer has gone, in place of Fastify's two (one on arrival with
 * the whole URL, one on completion) (D-SEC-17): the arrival line said nothing the completion line cannot, which now
 * carries the method, path and client address as well, and half the lines is half the log. Fields keep Fastify's names
 * (`reqId`, `req`, `res`, `responseTime`), so a reader of the old lines reads these. Errors and refusals are logged as
 * Fastify logs them.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * What the line says of the request: no headers, no body, no query string (the hub's socket carries its connection
 * token there, a people search its keyword: neither belongs in a log).
 */
function requestPart(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  const url = request.url;
  const query = url.indexOf('?');
  return { method: request.method, url: query < 0 ? url : url.slice(0, query), remoteAddress: request.ip };
}

export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: requestPart(request), res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
