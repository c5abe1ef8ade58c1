/** The signed-in account's session calls: role switch and temporary leave. */
import type { CurrentUser, LeaveReturnBody } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const setAccountRoleUrl = (roleId: string) => `/api/account/SetAccountRole/${encodeURIComponent(roleId)}`;
export const TEMP_LEAVE_URL = '/api/account/TempLeave';
export const CANCEL_TEMP_LEAVE_URL = '/api/account/CancelTempLeave';

/** POST /api/account/SetAccountRole/{roleId}: makes the role the active one; answers the user (or nothing). */
export function setAccountRole(http: Pick<HttpClient, 'post'>, roleId: string): Promise<CurrentUser | undefined> {
  return http.post<CurrentUser | undefined>(setAccountRoleUrl(roleId));
}

/** POST /api/account/TempLeave: the session is kept on the server for 取消离开. */
export async function tempLeave(http: Pick<HttpClient, 'post'>): Promise<void> {
  await http.post(TEMP_LEAVE_URL);
}

/**
 * POST /api/account/CancelTempLeave `{ Password }`: resumes the kept session once the password is given again
 * (D-SEC-1); answers the user. The password goes as Login sends it: one RSA block, plain only when it cannot be
 * encrypted. Silent: the caller shows a wrong password beside the field.
 */
export async function cancelTempLeave(http: Pick<HttpClient, 'post' | 'encryptText'>, password: string): Promise<CurrentUser | undefined> {
  const encrypted = await http.encryptText(password);
  return http.post<CurrentUser | undefined>(CANCEL_TEMP_LEAVE_URL, { Password: encrypted ?? password } satisfies LeaveReturnBody, {
    silent: true,
    encrypt: 'never',
  });
}

export const approveRegistUrl = (userId: string) => `/api/User/ApproveRegist/${encodeURIComponent(userId)}`;

/** POST /api/User/ApproveRegist/{id}: an administrator lets a self-registered account, waiting for approval, log in. */
export async function approveRegistration(http: Pick<HttpClient, 'post'>, userId: string): Promise<void> {
  await http.post(approveRegistUrl(userId));
}
