/** Accepts form-encoded (ASP.NET binding) bodies beside Fastify's own JSON; a malformed one answers 400. */
import type { FastifyInstance } from 'fastify';
import { parseAspNetForm } from './aspNetForm.js';

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export function installBodyParsing(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    try {
      done(null, parseAspNetForm(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
