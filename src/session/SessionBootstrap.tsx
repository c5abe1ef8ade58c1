import { useEffect } from 'react';
import { useApi } from '../app/ApiContext';

/**
 * Shell spec §4 "Session": on load the current user is fetched, then the permissions (the bell loads the unread
 * notifications once a user is known). Anonymous visitors stay anonymous: the failure is expected and silent.
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
