/**
 * Who a request is: its session, its user and the role active in that session. Every feature reads it
 * (`request.auth`); the auth feature fills it from the session cookie.
 */

/** An account as the server's features need it. */
export interface UserRecord {
  Id: string;
  Name: string;
  Account: string;
  IsAdmin: boolean;
  Enabled: boolean;
  /** Self-registered and not yet approved by an administrator (D-SEC-12): no login, no session. */
  AwaitingApproval: boolean;
  roleIds: string[];
  Person_Id: string | null;
  HandIcon_Id: string | null;
}

/** The identity of a request: its session, its user and the role that is active in that session. */
export interface AuthState {
  sessionId: string;
  user: UserRecord;
  /** The active role (one of user.roleIds), or null for a user without roles. */
  roleId: string | null;
  /**
   * The roles whose data scopes (数据权限) are in force: the active one once the person has chosen it (the role switch,
   * kept for their next login), every role of theirs before — a user with several roles sees the union of their
   * scopes until a switch narrows it to one role's.
   */
  scopeRoleIds: readonly string[];
  /** The session may only change its initial password (D-SEC-15); every other call is refused before it runs. */
  mustChangePassword?: boolean;
}
