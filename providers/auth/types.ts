import type { CurrentUser, PermissionNode } from '../../contract/index';
import type { PermissionIndex } from '../../core/permissions/permissionIndex';

/** Where the session store gets its data (the HTTP client in the app, plain functions in tests). */
export interface SessionSource {
  fetchCurrentUser(): Promise<CurrentUser>;
  fetchPermissions(): Promise<PermissionNode[]>;
}

/**
 * The logged-in session shared by the auth and access-control providers (and the app's guard and menus):
 * the current user and the active role's permission tree, each loaded once.
 */
export interface SessionStore {
  /** The current user, if known. */
  getUser(): CurrentUser | null;
  setUser(user: CurrentUser | null): void;
  /** `GET /api/account/GetCurrent` once; concurrent callers share the call; a failure is not cached. */
  loadUser(): Promise<CurrentUser>;
  /** Polls until a user is known: `attempts` × `intervalMs` (10 × 100 ms), then rejects Error('未登陆'). */
  waitForUser(attempts?: number, intervalMs?: number): Promise<CurrentUser>;
  /** The permission nodes (`GET /api/Permission/Permissions`), loaded once. */
  loadPermissions(): Promise<PermissionNode[]>;
  /** The loaded permission nodes, or null before they arrive. */
  getPermissions(): PermissionNode[] | null;
  /** Polls until permissions have loaded: 20 × 100 ms; rejects Error('权限加载超时'). */
  waitForPermissions(attempts?: number, intervalMs?: number): Promise<PermissionNode[]>;
  /** The permission tree indexed for checks (built once per load). */
  getPermissionIndex(): Promise<PermissionIndex>;
  /** The index now if the permissions have loaded (so a first render can show what they allow), else null. */
  permissionIndexNow(): PermissionIndex | null;
  /** Forget the permissions (after a role switch) so the next check loads them again. */
  invalidatePermissions(): void;
  /** Logout: forget user and permissions. */
  clear(): void;
  /** Notified whenever user or permissions change (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

export interface LoginParams {
  account: string;
  password: string;
  /** Where to go after login; defaults to the `redirect` query of the current URL, then '/'. */
  redirect?: string;
}

export interface RegisterParams {
  [field: string]: unknown;
}

export interface UpdatePasswordParams {
  oldPassword: string;
  newPassword: string;
  reNewPassword: string;
}

export interface AuthProviderOptions {
  /** Current path + query (for the login page's `redirect` query). */
  currentUrl?: () => string;
  /** Last visited URL (for the redirect after a 401). */
  lastUrl?: () => string;
}
