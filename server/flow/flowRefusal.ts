/** A refused flow transition as the HTTP answer: the core names the kind, the status code is the server's. */
import type { Refusal } from '../../core/flow/refusal.js';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../platform/http/httpError.js';

export function refusalError(refusal: Refusal): HttpError {
  switch (refusal.kind) {
    case 'badRequest':
      return badRequest(refusal.message);
    case 'forbidden':
      return forbidden(refusal.message);
    case 'notFound':
      return notFound(refusal.message);
    case 'conflict':
      return conflict(refusal.message);
  }
}
