import type { HttpError as RefineHttpError } from '@refinedev/core';

/**
 * What every failed call rejects with: Refine's HttpError shape (`message`, `statusCode`), so Refine's hooks
 * show and handle it (and authProvider.onError sees the status).
 */
export class HttpError extends Error implements Pick<RefineHttpError, 'message' | 'statusCode'> {
  readonly statusCode: number;
  /** The parsed error body, when there was one. */
  readonly body: unknown;
  /**
   * Whether the error catalogue already acted on it for the person (an error toast of its message, the way to the
   * login page): a caller that would say something itself says nothing more. Set by the client that sent the call.
   */
  handled = false;

  constructor(message: string, statusCode: number, body?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
