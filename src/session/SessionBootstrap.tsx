import { useEffect } from 'react';
import { useApi } from '../app/ApiContext';

/**
 * The session start (SH-SESS-1, SH-CALL-2): on load the public key and the current user are fetched, then the
 * permissions (the bell loads the unread notifications once a user is known). Anonymous visitors stay anonymous: the
 * failure is expected and silent.
 */
export function SessionBootstrap() {
  const { session, http } = useApi();
  useEffect(() => {
    void http.loadPublicKey();
    session
      .loadUser()
      .then(() => session.loadPermissions())
      .catch(() => undefined);
  }, [session, http]);
  return null;
}
