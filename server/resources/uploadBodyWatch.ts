/**
 * Watches the raw body of an upload while the multipart parser reads it, for what the parser does not say: whether
 * the closing delimiter (`--boundary--`) arrived — @fastify/multipart ends a body cut off between parts as if it were
 * complete — whether the client went away, and whether the upload stopped making progress. Either of the last two
 * aborts `signal`, so whoever waits on the upload stops waiting and cleans up instead of hanging.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../platform/http/httpError.js';
import { UPLOAD_MESSAGES } from './uploadMessages.js';

/** No byte from the client and none written to disk for this long: the upload is given up. */
export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;

export interface UploadBodyWatch {
  readonly signal: AbortSignal;
  /** Progress made elsewhere (bytes written to disk): restarts the idle clock. */
  touch(): void;
  /** True once the body's closing delimiter has been read. */
  closingSeen(): boolean;
  /** Rejects with the abort reason as soon as the upload is abandoned, whatever `promise` is doing. */
  race<T>(promise: Promise<T>): Promise<T>;
  stop(): void;
}

export function watchUploadBody(raw: IncomingMessage, boundary: string, idleTimeoutMs: number): UploadBodyWatch {
  const controller = new AbortController();
  const closing = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let closed = false;
  let idle: NodeJS.Timeout | undefined;

  const abort = (error: HttpError): void => {
    if (!controller.signal.aborted) controller.abort(error);
  };
  const touch = (): void => {
    clearTimeout(idle);
    if (!controller.signal.aborted) idle = setTimeout(() => abort(new HttpError(408, UPLOAD_MESSAGES.stalled)), idleTimeoutMs);
  };
  const onData = (chunk: Buffer): void => {
    touch();
    if (closed) return;
    // The delimiter may straddle two chunks: search the end of the previous one together with this one.
    const window = Buffer.concat([tail, chunk]);
    closed = window.includes(closing);
    tail = window.subarray(Math.max(0, window.length - closing.length + 1));
  };
  const onClose = (): void => {
    if (!raw.complete) abort(new HttpError(400, UPLOAD_MESSAGES.clientGone));
  };
  const onError = (): void => abort(new HttpError(400, UPLOAD_MESSAGES.clientGone));

  raw.on('data', onData);
  raw.on('close', onClose);
  raw.on('error', onError);
  touch();

  return {
    signal: controller.signal,
    touch,
    closingSeen: () => closed,
    race<T>(promise: Promise<T>): Promise<T> {
      const { signal } = controller;
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      return new Promise<T>((resolve, reject) => {
        const onAbort = (): void => reject(signal.reason as Error);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
    stop(): void {
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('close', onClose);
      raw.off('error', onError);
    },
  };
}
