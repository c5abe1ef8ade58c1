import type { SessionProviders } from '../../providers/sessionProviders';
import { getReportRoutes } from '../../providers/endpoints/report';
import { tenantStoreOf } from '../hooks/useTenant';
import { loadReportRoutes } from '../routes/reportRoutes';
import { noteSessionHeld } from './sessionExpiry';

/**
 * The session start (SH-SESS-1, SH-CALL-2): the tenant, the public key and the current user, then the permissions
 * (the bell loads the unread notifications once a user is known). Made as the app's code starts, before the first
 * render, so these calls are not held back by it (D-PERF-4g). Anonymous visitors stay anonymous: the failure
 * is expected and silent.
 */
export function startSession({ session, http }: Pick<SessionProviders, 'session' | 'http'>): void {
  tenantStoreOf(http).load();
  void http.loadPublicKey();
  // Which addresses reports answer (anonymous, once): the guard, the tabs and the router wait for them on an address
  // no page of their own answers.
  void loadReportRoutes(() => getReportRoutes(http));
  // While someone is logged in, this tab holds a session: if it ends without a logout, the login page says so.
  // Noted when a user arrives (not on every change of the store: a late change during a logout must not note it again).
  let heldBy: string | null = null;
  session.subscribe(() => {
    const userId = session.getUser()?.Id ?? null;
    if (userId !== null && userId !== heldBy) noteSessionHeld();
    heldBy = userId;
  });
  session
    .loadUser()
    // An account that must first change its initial password may read nothing else yet (D-SEC-15).
    .then((user) => (user.MustChangePassword ? undefined : session.loadPermissions()))
    .catch(() => undefined);
}
