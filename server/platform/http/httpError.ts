/** An error meant for the caller: its status and Chinese message are answered as `{Message}`. */
import { MESSAGES } from '../../../contract/index.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notLoggedIn = (): HttpError => new HttpError(401, MESSAGES.notLoggedIn);
export const forbidden = (message: string = MESSAGES.forbidden): HttpError => new HttpError(403, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
