import { MESSAGES } from '../../contract/errors';

/** Texts never shown as an error toast: the generic 500 text and 未登陆 (a 401 goes to the login page). */
const SILENT_ERROR_TEXTS: ReadonlySet<string> = new Set([MESSAGES.generic500, MESSAGES.notLoggedIn]);

/**
 * The HTTP layer toasts a server Message, and Refine then reports the same rejected call again
 * ("错误 (状态码: 400)" + the Message as description). This filter lets one toast per text through within a
 * short window, so the user sees each message once.
 */
export function createErrorToastFilter(windowMs = 3000, now: () => number = Date.now) {
  const shownAt = new Map<string, number>();
  return {
    /** Whether an error toast about `text` should be shown now (and remember it if so). */
    shouldShow(text: string | undefined): boolean {
      if (!text) return true;
      if (SILENT_ERROR_TEXTS.has(text)) return false;
      const time = now();
      for (const [key, at] of shownAt) if (time - at > windowMs) shownAt.delete(key);
      if (shownAt.has(text)) return false;
      shownAt.set(text, time);
      return true;
    },
  };
}
