import { MESSAGES } from '../../contract/errors';
import { HttpError } from './httpError';
import type { Notice } from './types';

/** Where the browser is when a call fails. */
export interface FailureLocation {
  /** Current path + query. */
  currentUrl: string;
  /** Last visited URL, carried to the login page. */
  lastUrl: string;
}

/** What to do about a failed response. */
export interface HttpFailure {
  error: HttpError;
  /** A toast to show, if any. */
  notice?: Notice;
  /** Navigate here (the login page with a redirect), if set. */
  navigateTo?: string;
}

/**
 * The error catalogue, as a pure decision:
 * - 401 → to `/login?redirect=<last URL>` unless already on /login;
 * - 503 → toast 系统正在更新,请稍后重试!;
 * - others with a Message → error toast with it (the generic 500 text is not shown) and reject with it;
 * - no Message → reject with 发生异常!.
 */
export function interpretHttpError(status: number, body: unknown, location: FailureLocation): HttpFailure {
  const message = messageOf(body);
  if (status === 401) {
    const error = new HttpError(message ?? MESSAGES.notLoggedIn, status, body);
    return isLoginPage(location.currentUrl) ? { error } : { error, navigateTo: loginUrl(location.lastUrl) };
  }
  if (status === 503) {
    return {
      error: new HttpError(message ?? MESSAGES.updating, status, body),
      notice: { type: 'error', message: MESSAGES.updating },
    };
  }
  if (message === undefined) return { error: new HttpError(MESSAGES.noMessage, status, body) };
  const error = new HttpError(message, status, body);
  return message === MESSAGES.generic500 ? { error } : { error, notice: { type: 'error', message } };
}

/** `/login?redirect=<url>`; the login page itself is never the redirect target. */
export function loginUrl(redirect: string): string {
  if (!redirect || isLoginPage(redirect)) return '/login';
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

export function isLoginPage(url: string): boolean {
  return /^\/login(?:[/?#]|$)/i.test(url);
}

/** The server's `{ Message }` (a lower-case `message` is accepted too); blank messages count as none. */
export function messageOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as { Message?: unknown; message?: unknown };
  const message = record.Message ?? record.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
