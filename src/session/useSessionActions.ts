import { useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useAuthAction } from './useAuthAction';
import type { CurrentUser } from '../../contract/index';
import { useSessionApi } from '../app/ApiContext';
import { cancelTempLeave, switchRole, tempLeave, LEAVE_PENDING_KEY, type SessionActionDeps } from './sessionActions';
import { resetTabsToHome } from './tabsReset';
import { endUserDrafts } from '../forms/drafts/formDraft';
import { appHubClient } from '../hub/appHubClient';
import { useApp } from '../app/AppHolders';
import { noteLoggedOut } from './sessionExpiry';

const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The server closes a session's hub connections when the session ends (log out, temporary leave): close ours first,
 * so the end is the app's own and not reported as a lost connection.
 */
const closeHub = (): Promise<void> =>
  appHubClient()
    .stop()
    .catch(() => undefined);

/** The current user from the session store (null for an anonymous visitor); re-renders on login, logout, role switch. */
export function useCurrentUser(): CurrentUser | null {
  const { session } = useSessionApi();
  return useSyncExternalStore(session.subscribe, session.getUser);
}

/** Logout, temporary leave, cancel leave and role switch, bound to the app's session, router and messages. */
export function useSessionActions() {
  const { http, session } = useSessionApi();
  const navigate = useNavigate();
  const { message } = useApp();
  const { mutate: logoutAction } = useAuthAction<object>('logout');
  return useMemo(() => {
    const deps: SessionActionDeps = {
      http,
      session,
      navigate: (to) => navigate(to),
      resetTabs: resetTabsToHome,
      success: (text) => void message.success(text),
      failure: (text) => void message.error(text),
      reload: () => window.location.reload(),
      schedule: (run, ms) => void setTimeout(run, ms),
      storage: browserStorage(),
    };
    return {
      /** Clears the user and every tab but home, then /login (the auth provider's logout posts LogOut; the action redirects). */
      logout: () => {
        browserStorage()?.removeItem(LEAVE_PENDING_KEY);
        noteLoggedOut();
        // Logging out on purpose drops the unsaved forms with the tabs: the next person at this computer must not
        // find them (an expired session keeps them).
        const userId = session.getUser()?.Id;
        if (userId) endUserDrafts(typeof sessionStorage === 'undefined' ? null : sessionStorage, userId);
        resetTabsToHome();
        void closeHub().then(() => logoutAction({}));
      },
      tempLeave: () => {
        noteLoggedOut();
        return closeHub().then(() => tempLeave(deps));
      },
      cancelTempLeave: (password: string) => cancelTempLeave(password, deps),
      switchRole: (roleId: string) => switchRole(roleId, deps),
    };
  }, [http, session, navigate, message, logoutAction]);
}
