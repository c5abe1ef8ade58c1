import type { AuthActionResponse, OpenNotificationParams } from '@refinedev/core';

/**
 * Log in, register and log out as Refine's useLogin / useRegister / useLogout do them (same notifications, keys,
 * redirects and auth-store refresh), without Refine: the pages outside the shell (登录, 注册, 权限不足) do not mount
 * `<Refine>`, so Refine core stays out of the first page a visitor downloads (D-PERF-4f).
 */
export type AuthActionKind = 'login' | 'register' | 'logout';

export interface AuthActionDeps {
  open(params: OpenNotificationParams): void;
  close(key: string): void;
  go(to: string, replace: boolean): void;
  /** Refetches Refine's auth queries (check, identity, permissions) in the shared query client. */
  invalidateAuth(): void;
  schedule(run: () => void, ms: number): void;
}

/** Refine's error notification per action: its key and the fallbacks for an error without name or message. */
const ERROR_NOTICE: Record<AuthActionKind, { key: string; message: string; description: string }> = {
  login: { key: 'login-error', message: 'Login Error', description: 'Invalid credentials' },
  register: { key: 'register-error', message: 'Register Error', description: 'Error while registering' },
  logout: { key: 'useLogout-error', message: 'Logout Error', description: 'Something went wrong during logout' },
};

const SUCCESS_KEY: Record<AuthActionKind, string> = { login: 'login-success', register: 'register-success', logout: 'logout-success' };

function errorNotice(kind: AuthActionKind, error: { name?: string; message?: string } | undefined): OpenNotificationParams {
  const notice = ERROR_NOTICE[kind];
  return { key: notice.key, type: 'error', message: error?.name || notice.message, description: error?.message || notice.description };
}

/**
 * Runs one auth action and applies its outcome. `target` is the login's `?to=` or the logout's `redirectPath`, which
 * outrank the provider's `redirectTo` as in Refine. Resolves with the provider's answer; rejects as the call did.
 */
export async function runAuthAction(
  kind: AuthActionKind,
  call: () => Promise<AuthActionResponse>,
  deps: AuthActionDeps,
  target?: string | false,
): Promise<AuthActionResponse> {
  let result: AuthActionResponse;
  try {
    result = await call();
  } catch (error) {
    deps.open(errorNotice(kind, error as Error));
    throw error;
  }
  const { success, error, redirectTo, successNotification } = result;
  if (success) {
    deps.close(ERROR_NOTICE[kind].key);
    if (successNotification)
      deps.open({ key: SUCCESS_KEY[kind], type: 'success', message: successNotification.message, description: successNotification.description });
  }
  if (error || !success) deps.open(errorNotice(kind, error));
  if (kind === 'login') {
    const to = target || redirectTo;
    if (success && to) deps.go(to, true);
    deps.schedule(deps.invalidateAuth, 32);
  } else if (kind === 'register') {
    if (redirectTo) deps.go(redirectTo, true);
    if (success) deps.schedule(deps.invalidateAuth, 32);
  } else {
    const to = target ?? redirectTo;
    if (to) deps.go(to, false);
    deps.invalidateAuth();
  }
  return result;
}
