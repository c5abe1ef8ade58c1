import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../contract/index';
import { HttpError } from '../../providers/http/httpError';
import {
  cancelTempLeave,
  isLeavePending,
  LEAVE_SESSION_GONE,
  ROLE_SWITCH_FAILED_MESSAGE,
  ROLE_SWITCH_RELOAD_MS,
  ROLE_SWITCHED_MESSAGE,
  switchRole,
  tempLeave,
  type SessionActionDeps,
} from './sessionActions';
import { MISMATCH_MESSAGE, passwordFieldError, SAME_PASSWORD_MESSAGE } from '../../core/rules/changePassword';

const dean: CurrentUser = {
  Id: 'u4',
  Name: '院长',
  Account: 'dean',
  IsAdmin: false,
  Curr: { Role_Id: 'r4' },
  Roles: [
    { Id: 'r4', Name: '院长', EnCode: '004' },
    { Id: 'r3', Name: '科研人员', EnCode: '003' },
  ],
};

function fakeDeps(post: (url: string, body?: unknown) => Promise<unknown>, start: CurrentUser = dean) {
  let user: CurrentUser | null = start;
  const storage = new Map<string, string>();
  const deps = {
    http: { post: vi.fn(post), encryptText: vi.fn(async (text: string) => `rsa(${text})`) },
    session: {
      getUser: () => user,
      setUser: vi.fn((next: CurrentUser | null) => void (user = next)),
      clear: vi.fn(() => void (user = null)),
      invalidatePermissions: vi.fn(),
    },
    navigate: vi.fn(),
    resetTabs: vi.fn(),
    success: vi.fn(),
    failure: vi.fn(),
    reload: vi.fn(),
    schedule: vi.fn(),
    storage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    },
  };
  return { deps: deps as unknown as SessionActionDeps & typeof deps, user: () => user };
}

describe('role switch', () => {
  it('posts the role, takes the answer as the user, reloads permissions, goes home with one tab and reloads after 2 s', async () => {
    const answer = { ...dean, Curr: { Role_Id: 'r3' } };
    const { deps, user } = fakeDeps(async () => answer);
    expect(await switchRole('r3', deps)).toBe(true);
    expect(deps.http.post).toHaveBeenCalledWith('/api/account/SetAccountRole/r3');
    expect(user()?.Curr.Role_Id).toBe('r3');
    expect(deps.session.invalidatePermissions).toHaveBeenCalled();
    expect(deps.resetTabs).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/');
    expect(deps.success).toHaveBeenCalledWith(ROLE_SWITCHED_MESSAGE);
    expect(deps.schedule).toHaveBeenCalledWith(deps.reload, ROLE_SWITCH_RELOAD_MS);
  });

  it('does nothing for the active role and removes a role the server refuses, whose message the client showed', async () => {
    const refused = Object.assign(new HttpError('角色不存在', 400, { Message: '角色不存在' }), { handled: true });
    const { deps, user } = fakeDeps(async () => Promise.reject(refused));
    expect(await switchRole('r4', deps)).toBe(false);
    expect(deps.http.post).not.toHaveBeenCalled();
    expect(await switchRole('r3', deps)).toBe(false);
    expect(user()?.Roles.map((role) => role.Id)).toEqual(['r4']);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.failure).not.toHaveBeenCalled();
  });

  it('says the switch failed when nothing else did (no answer, or an answer without a message)', async () => {
    for (const failure of [new HttpError('发生异常!', 0), new HttpError('发生异常!', 500), new TypeError('Failed to fetch')]) {
      const { deps, user } = fakeDeps(async () => Promise.reject(failure));
      expect(await switchRole('r3', deps)).toBe(false);
      expect(user()?.Roles.map((role) => role.Id)).toEqual(['r4']);
      expect(deps.failure).toHaveBeenCalledWith(ROLE_SWITCH_FAILED_MESSAGE);
      expect(deps.success).not.toHaveBeenCalled();
    }
  });

  it('chooses the active role while no role is chosen (the union of data scopes), not once it is', async () => {
    const unchosen = { ...dean, Curr: { Role_Id: 'r4', Chosen: false } };
    const { deps, user } = fakeDeps(async () => ({ ...dean, Curr: { Role_Id: 'r4', Chosen: true } }), unchosen);
    expect(await switchRole('r4', deps)).toBe(true);
    expect(deps.http.post).toHaveBeenCalledWith('/api/account/SetAccountRole/r4');
    expect(user()?.Curr.Chosen).toBe(true);
    expect(await switchRole('r4', deps)).toBe(false);
    expect(deps.http.post).toHaveBeenCalledTimes(1);
  });
});

describe('temporary leave', () => {
  it('logs out locally, posts the leave and remembers it; cancel with the password resumes and goes home', async () => {
    const { deps, user } = fakeDeps(async (url) => (url.endsWith('CancelTempLeave') ? dean : true));
    await tempLeave(deps);
    expect(deps.http.post).toHaveBeenCalledWith('/api/account/TempLeave');
    expect(user()).toBeNull();
    expect(deps.navigate).toHaveBeenLastCalledWith('/login');
    expect(isLeavePending(deps.storage)).toBe(true);
    expect(await cancelTempLeave('Dean@2026', deps)).toEqual({ outcome: 'resumed' });
    expect(deps.http.post).toHaveBeenLastCalledWith('/api/account/CancelTempLeave', { Password: 'rsa(Dean@2026)' }, { silent: true, encrypt: 'never' });
    expect(user()?.Id).toBe('u4');
    expect(deps.navigate).toHaveBeenLastCalledWith('/');
    expect(isLeavePending(deps.storage)).toBe(false);
  });

  it('keeps the leave pending after a wrong password, and forgets it once the session is gone', async () => {
    let answer: HttpError = new HttpError('密码错误', 400, { Message: '密码错误' });
    const { deps, user } = fakeDeps(async (url) => {
      if (url.endsWith('CancelTempLeave')) throw answer;
      return true;
    });
    await tempLeave(deps);
    expect(await cancelTempLeave('wrong', deps)).toEqual({ outcome: 'retry', message: '密码错误' });
    expect(isLeavePending(deps.storage)).toBe(true);
    expect(user()).toBeNull();
    answer = new HttpError('未登陆', 401, { Message: '未登陆' });
    expect(await cancelTempLeave('Dean@2026', deps)).toEqual({ outcome: 'gone', message: LEAVE_SESSION_GONE });
    expect(isLeavePending(deps.storage)).toBe(false);
    expect(deps.navigate).toHaveBeenLastCalledWith('/login');
  });
});

describe('change-password rules', () => {
  it('gives the spec messages in order', () => {
    expect(passwordFieldError('oldPassword', {})).toBe('原密码是必填的');
    expect(passwordFieldError('oldPassword', { oldPassword: '123' })).toBe('原密码长度要求在[6,20]之间');
    expect(passwordFieldError('newPassword', { newPassword: 'abcdefgh' })).toBe('密码强度不对,要求8-16位大小写字母+数字+特殊符号');
    expect(passwordFieldError('newPassword', { oldPassword: 'Staff@2026', newPassword: 'Staff@2026' })).toBe(SAME_PASSWORD_MESSAGE);
    expect(passwordFieldError('newPassword', { oldPassword: 'Staff@2026', newPassword: 'Staff@2027' })).toBeNull();
    expect(passwordFieldError('reNewPassword', { newPassword: 'Staff@2027' })).toBe('确认密码是必填的');
    expect(passwordFieldError('reNewPassword', { newPassword: 'Staff@2027', reNewPassword: 'Staff@2028' })).toBe(MISMATCH_MESSAGE);
  });
});
