import type { SessionStore } from '../../providers/auth/types';
import type { CurrentUser } from '../../contract/index';
import type { HttpClient } from '../../providers/http/types';
import * as accountApi from '../../providers/endpoints/account';
import { isHttpError } from '../../providers/http/httpError';
import { LEAVE_PENDING_KEY } from './leavePending';

/** The page reloads 2 s after a role switch (SH-CONST-3). */
export const ROLE_SWITCH_RELOAD_MS = 2000;
export const ROLE_SWITCHED_MESSAGE = '切换角色成功';
/** Said when a switch failed and nothing else told the person why (no answer, an answer without a message). */
export const ROLE_SWITCH_FAILED_MESSAGE = '切换角色失败,该角色已从列表中移除';
export { isLeavePending, LEAVE_PENDING_KEY } from './leavePending';
export const LEAVE_SESSION_GONE = '离开前的登录已失效,请重新登录';
export const CANCEL_LEAVE_FAILED = '取消离开失败,请重试';

/** What the session actions act upon; the app passes the real ones, tests pass fakes. */
export interface SessionActionDeps {
  http: Pick<HttpClient, 'post' | 'encryptText'>;
  session: Pick<SessionStore, 'getUser' | 'setUser' | 'clear' | 'invalidatePermissions'>;
  navigate: (to: string) => void;
  /** Closes every tab but home (the tabs' resetToHome). */
  resetTabs: () => void;
  success: (message: string) => void;
  failure: (message: string) => void;
  reload: () => void;
  schedule: (run: () => void, ms: number) => void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * Whether the switch may go to a role: any role but the active one — that one too while no role is chosen
 * (`Curr.Chosen` false: the person reads the union of their roles' data scopes, and choosing the active role narrows it).
 */
export function isSwitchTarget(user: Pick<CurrentUser, 'Curr'>, roleId: string): boolean {
  return user.Curr?.Role_Id !== roleId || user.Curr?.Chosen === false;
}

/**
 * Role switch (SH-ROLE-2, SH-ROLE-3): post the role; on success the active role is the answer's, permissions are
 * reloaded, home with only the home tab, a success message and a reload after 2 s. On failure the role leaves the list,
 * and the person is told unless the failed call already said why (its message shown). Returns whether it succeeded.
 */
export async function switchRole(roleId: string, deps: SessionActionDeps): Promise<boolean> {
  const user = deps.session.getUser();
  if (!user || !isSwitchTarget(user, roleId)) return false;
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
  } catch (error) {
    const current = deps.session.getUser();
    if (current) deps.session.setUser({ ...current, Roles: current.Roles.filter((role) => role.Id !== roleId) });
    if (!(isHttpError(error) && error.handled)) deps.failure(ROLE_SWITCH_FAILED_MESSAGE);
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

/** How a cancel-leave went: resumed, refused for now (wrong password, wait: try again), or the session is gone. */
export type CancelLeaveResult = { outcome: 'resumed' } | { outcome: 'retry'; message: string } | { outcome: 'gone'; message: string };

function forgetLeave(storage: SessionActionDeps['storage']): void {
  try {
    storage?.removeItem(LEAVE_PENDING_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Cancel leave (SH-SESS-5): logs in again with the kept session and the password; home when the call answers a user.
 * A refusal other than 401 keeps the leave pending so the password can be typed again.
 */
export async function cancelTempLeave(password: string, deps: SessionActionDeps): Promise<CancelLeaveResult> {
  let user: CurrentUser | undefined;
  try {
    user = await accountApi.cancelTempLeave(deps.http, password);
  } catch (error) {
    if (isHttpError(error) && error.statusCode === 401) {
      forgetLeave(deps.storage);
      return { outcome: 'gone', message: LEAVE_SESSION_GONE };
    }
    return { outcome: 'retry', message: isHttpError(error) && error.message ? error.message : CANCEL_LEAVE_FAILED };
  }
  forgetLeave(deps.storage);
  if (!user || typeof user !== 'object' || !user.Id) return { outcome: 'gone', message: LEAVE_SESSION_GONE };
  deps.session.setUser(user);
  deps.navigate('/');
  return { outcome: 'resumed' };
}
