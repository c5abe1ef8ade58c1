/**
 * The server closes a session's hub connections when the session ends somewhere else: a logout in another tab of this
 * browser, a password change, an expired or deleted session. Left alone, the page would go on showing what the person
 * may no longer read until their next action answered 401. On a close the app did not ask for, it asks the server who
 * is logged in — not silently: a 401 takes the page to the login page by the HTTP client's one rule (what was typed is
 * kept as a draft, as for any 401, and comes back after the login). Any other answer leaves the page as it is; the
 * connection helper reconnects within 10 s (a server that is down answers nothing, and the HTTP client shows nothing
 * for that).
 */
import { CURRENT_USER_URL } from '../../providers/auth/sessionStore';
import type { HttpClient } from '../../providers/http/types';
import type { HubClient } from './types';

export function watchSessionEnd(hub: Pick<HubClient, 'onClosedByServer'>, http: Pick<HttpClient, 'get'>): () => void {
  return hub.onClosedByServer(() => {
    http.get(CURRENT_USER_URL).catch(() => undefined);
  });
}
