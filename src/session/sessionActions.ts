import type { SessionStore } from '../../providers/auth/types';
import type { CurrentUser } from '../../contract/index';
import type { HttpClient } from '../../providers/http/types';
import * as accountApi from '../../providers/endpoints/account';

/** The page reloads 2 s after a role switch (SH-CONST-3). */
export const ROLE_SWITCH_RELOAD_MS = 2000;
export const ROLE_SWITCHED_MESSAGE = '切换角色成功';
export const LEAVE_PENDING_KEY = 'tempLeavePending';

/** What the session actions act upon; the app passes the real ones, tests pass fakes. */
export interface SessionActionDeps {
  http: Pick<HttpClient, 'post'>;
  session: Pick<SessionStore, 'getUser' | 'setUser' | 'clear' | 'invalidatePermissions'>;
  navigate: (to: string) => void;
  /** Closes every tab but home (the tabs' resetToHome). */
  resetTabs: () => void;
  success: (message: string) => void;
  reload: () => void;
  schedule: (run: () => void, ms: number) => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * Role switch (SH-ROLE-2, SH-ROLE-3): post the role; on success the active role is the answer's, permissions are
 * reloaded, home with only the home tab, a success message and a reload after 2 s. On failure the role leaves the list.
 * Returns whether the switch succeeded.
 */
export async function switchRole(roleId: string, deps: SessionActionDeps): Promise<boolean> {
  const user = deps.session.getUser();
  if (!user || user.Curr?.Role_Id === roleId) return false;
  try {
    const answer = await accountApi.setAccountRole(deps.http, roleId);
    const next: CurrentUser = answer && typeof answer === 'object' && answer.Id ? answer : { ...user, Curr: { Role_Id: roleId } };
    deps.session.setUser(next);
    deps.session.invalidatePermissions();
    deps.resetTabs();
    deps.navigate('/');
    deps.success(ROLE_SWITCHED_MESSAGE);
    deps.schedule(deps.reload, ROLE_SWITCH_RELOAD_MS);
    return true;
  } catch {
    const current = deps.session.getUser();
    if (current) deps.session.setUser({ ...current, Roles: current.Roles.filter((role) => role.Id !== roleId) });
    return false;
  }
}

/** Temporary leave: logs out locally, posts the leave, and the login page offers 取消离开. */
export async function tempLeave(deps: SessionActionDeps): Promise<void> {
  try {
    deps.storage?.setItem(LEAVE_PENDING_KEY, '1');
  } catch {
    // Without storage the login page cannot offer 取消离开; leaving still works.
  }
  try {
    await accountApi.tempLeave(deps.http);
  } finally {
    deps.session.clear();
    deps.resetTabs();
    deps.navigate('/login');
  }
}

/** Cancel leave: logs in again with the kept session; home when the call answers a user. */
export async function cancelTempLeave(deps: SessionActionDeps): Promise<boolean> {
  const user = await accountApi.cancelTempLeave(deps.http);
  try {
    deps.storage?.removeItem(LEAVE_PENDING_KEY);
  } catch {
    // Nothing to forget.
  }
  if (!user || typeof user !== 'object' || !user.Id) return false;
  deps.session.setUser(user);
  deps.navigate('/');
  return true;
}

export function isLeavePending(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(LEAVE_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}
