/** Accepts form-encoded (ASP.NET binding) and JSON bodies, and replaces encrypted bodies by their plain text. */
import type { FastifyInstance } from 'fastify';
import { parseAspNetForm } from './aspNetForm.js';
import { decryptBody, isEncryptedBody } from './decryptBody.js';
import type { RsaKeys } from './rsaKeys.js';

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export function installBodyParsing(app: FastifyInstance, keys: RsaKeys): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => {
    done(null, parseAspNetForm(body as string));
  });
  app.addHook('preValidation', async (request) => {
    if (isEncryptedBody(request.body)) request.body = decryptBody(request.body, keys);
  });
}
