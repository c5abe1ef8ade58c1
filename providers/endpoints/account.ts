/** The signed-in account's session calls: role switch and temporary leave. */
import type { CurrentUser } from '../../contract/index';
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

/** POST /api/account/CancelTempLeave: resumes the kept session; answers the user (or nothing when it is gone). */
export function cancelTempLeave(http: Pick<HttpClient, 'post'>): Promise<CurrentUser | undefined> {
  return http.post<CurrentUser | undefined>(CANCEL_TEMP_LEAVE_URL);
}
