import type { AuthProvider } from '@refinedev/core';
import type { CurrentUser, LoginBody, PasswordChangeBody, RegistResult } from '../../contract/index';
import { MESSAGES } from '../../contract/errors';
import { HttpError, isHttpError } from '../http/httpError';
import { loginUrl } from '../http/interpretHttpError';
import type { HttpClient } from '../http/types';
import type { AuthProviderOptions, LoginParams, RegisterParams, SessionStore, UpdatePasswordParams } from './types';

export const LOGIN_URL = '/api/account/Login';
export const LOGOUT_URL = '/api/account/LogOut';
export const REGISTER_URL = '/api/account/Regist';
export const CHANGE_PASSWORD_URL = '/api/account/rePassword';
export const LOGIN_FAILED = '登录失败';
export const PASSWORD_CHANGED = '修改成功';

/**
 * Refine's AuthProvider over the institute's account API; the session store it fills is the one the access-control
 * provider and the app's guard read. Calls are silent: Refine reports the outcome (no double toast).
 */
export function createAuthProvider(http: HttpClient, session: SessionStore, options: AuthProviderOptions = {}): AuthProvider {
  const currentUrl = options.currentUrl ?? (() => (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`));
  const lastUrl = options.lastUrl ?? currentUrl;

  return {
    async login({ account, password, redirect }: LoginParams) {
      // One RSA block for the password; when it cannot be encrypted (no key, too long) it goes plain.
      const encrypted = await http.encryptText(password);
      try {
        const user = await http.post<CurrentUser | undefined>(LOGIN_URL, { Account: account, Password: encrypted ?? password } satisfies LoginBody, {
          silent: true,
          encrypt: 'never',
        });
        session.clear();
        if (user && typeof user === 'object' && 'Id' in user) session.setUser(user);
        return { success: true, redirectTo: redirect ?? redirectQuery(currentUrl()) ?? '/' };
      } catch (error) {
        return { success: false, error: { name: LOGIN_FAILED, message: errorMessage(error) } };
      }
    },

    async logout() {
      try {
        await http.post(LOGOUT_URL, undefined, { silent: true });
      } catch {
        // The session may be gone already (401); logging out locally is what matters.
      }
      session.clear();
      return { success: true, redirectTo: '/login' };
    },

    async check() {
      try {
        await session.loadUser();
        return { authenticated: true };
      } catch (error) {
        return {
          authenticated: false,
          redirectTo: '/login',
          logout: true,
          error: error instanceof Error ? error : new Error(MESSAGES.notLoggedIn),
        };
      }
    },

    async onError(error: unknown) {
      if (isHttpError(error) ? error.statusCode === 401 : statusOf(error) === 401) {
        // The server's session is gone already: forget it here and go to the login page, but post no LogOut. Refine's
        // `logout: true` would post one, and that call can land after the person has logged in again on /login (the
        // cookie is then the new session's), ending the new session at once — a login ↔ logout loop.
        // A late 401 from the old session only makes the guard ask GetCurrent again.
        session.clear();
        return { logout: false, redirectTo: loginUrl(lastUrl()), error: error instanceof Error ? error : undefined };
      }
      return {};
    },

    async getIdentity() {
      try {
        return await session.loadUser();
      } catch {
        return null;
      }
    },

    getPermissions: () => session.loadPermissions(),

    async register(params: RegisterParams) {
      try {
        // The password travels like the login's: one RSA block when a key is held.
        const password = typeof params.Password === 'string' ? params.Password : null;
        const encrypted = password === null ? null : await http.encryptText(password);
        const body = encrypted ? { ...params, Password: encrypted } : params;
        const answer = await http.post<Partial<RegistResult> | null>(REGISTER_URL, body, { silent: true, encrypt: 'never' });
        // No redirect: the registration page says what happens next (log in now, or wait for an administrator).
        return { success: true, awaitingApproval: answer?.AwaitingApproval === true };
      } catch (error) {
        return { success: false, error: { name: '注册失败', message: errorMessage(error) } };
      }
    },

    async updatePassword({ oldPassword, newPassword, reNewPassword }: UpdatePasswordParams) {
      try {
        await http.post(CHANGE_PASSWORD_URL, { oldPassword, newPassword, reNewPassword } satisfies PasswordChangeBody, { silent: true });
        return { success: true, successNotification: { message: PASSWORD_CHANGED } };
      } catch (error) {
        return { success: false, error: { name: '修改失败', message: errorMessage(error) } };
      }
    },
  };
}

/** The `redirect` query of a URL (path + query), if any. */
export function redirectQuery(url: string): string | undefined {
  const query = url.split('?')[1];
  if (!query) return undefined;
  const redirect = new URLSearchParams(query.split('#')[0]).get('redirect');
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;
}

function errorMessage(error: unknown): string {
  if (error instanceof HttpError || error instanceof Error) return error.message;
  return MESSAGES.noMessage;
}

function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const status = (error as { statusCode?: unknown; status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
