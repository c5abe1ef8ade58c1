/** Account and tenant: `/api/account/*`, `/api/Tenant/GetCurrent`. */

export interface RoleInfo {
  Id: string;
  Name: string;
  EnCode: string;
}

export interface CurrentUser {
  Id: string;
  Name: string;
  Account: string;
  Roles: RoleInfo[];
  /**
   * The active role. `Chosen` false: a person with several roles has not chosen one yet — the menu is the active role's,
   * the records they read are the union of their roles' data scopes (数据权限) until a switch (to any role, the active one
   * too) narrows them to that role's. Absent (a server that does not say): taken as chosen.
   */
  Curr: { Role_Id: string | null; Chosen?: boolean };
  IsAdmin: boolean;
  HandIconId?: string | null;
  /** The Person this account is, when there is one (department, work code). */
  Person_Id?: string | null;
  /**
   * An account an administrator created (or whose password an administrator set) must choose its own password before
   * anything else (D-SEC-15): until `rePassword` succeeds, the server answers every other call of the session with
   * 403 {@link PASSWORD_CHANGE_REQUIRED}.
   */
  MustChangePassword?: boolean;
}

/** The 403 answer to a session that must first change its initial password. */
export const PASSWORD_CHANGE_REQUIRED = '首次登录请先修改初始密码';

export interface Tenant {
  Id?: string;
  FullName: string;
  EnCode: string;
  HandIcon_Id?: string | null;
}

/**
 * Self-registration (`POST /api/account/Regist`, D-SEC-12). A registered account gets the public role; with the
 * server's REGISTRATION_APPROVAL setting it also waits, `User.RegistStatus` 待审核, until an administrator approves it
 * (`POST /api/User/ApproveRegist/{id}`, which needs 修改 on 用户).
 */
export const REGIST_STATUS = { pending: '待审核', approved: '已通过' } as const;

export interface RegistResult {
  Id: string;
  Account: string;
  Name: string;
  /** The account may log in only once an administrator has approved it. */
  AwaitingApproval: boolean;
}

export const REGISTRATION_MESSAGES = {
  /** The login's answer (400) to an account still waiting. */
  pending: '账号待管理员审核,审核通过后即可登录',
  /** What the registration page says next. */
  registeredActive: '现在即可登录。新账号为公众用户,只能查看公开信息和本人的数据;如需办理业务,请联系管理员分配角色。',
  registeredPending: '账号待管理员审核,审核通过后即可登录,请耐心等待。',
  /** Approving an account that is not waiting. */
  notPending: '该账号不在待审核状态',
  approved: '已通过审核,该账号现在可以登录',
} as const;
