/** The identity of a request: its session, its user and the role that is active in that session. */
import type { UserRecord } from './users.js';
export interface AuthState {
    sessionId: string;
    user: UserRecord;
    /** The active role (one of user.roleIds), or null for a user without roles. */
    roleId: string | null;
}
