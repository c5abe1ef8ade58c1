import { useEffect } from 'react';
import { useSessionApi } from '../app/ApiContext';
import { getReportRoutes } from '../../providers/endpoints/report';
import { loadReportRoutes } from '../routes/reportRoutes';

/**
 * The session start (SH-SESS-1, SH-CALL-2): on load the public key and the current user are fetched, then the
 * permissions (the bell loads the unread notifications once a user is known). Anonymous visitors stay anonymous: the
 * failure is expected and silent.
 */
export function SessionBootstrap() {
  const { session, http } = useSessionApi();
  useEffect(() => {
    void http.loadPublicKey();
    // Which addresses reports answer (anonymous, once): the guard, the tabs and the router wait for them on an address
    // no page of their own answers.
    void loadReportRoutes(() => getReportRoutes(http));
    session
      .loadUser()
      .then(() => session.loadPermissions())
      .catch(() => undefined);
  }, [session, http]);
  return null;
}
