import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../contract/index';
import { createHttpClient } from '../http/createHttpClient';
import { HttpError } from '../http/httpError';
import { createPublicKeyStore } from '../http/publicKeyStore';
import { API, formOf, useApiServer } from '../testing/apiServer';
import { decryptBlock, nodeEncryptor, testKeyPair } from '../testing/rsa';
import { createAuthProvider } from './createAuthProvider';
import { createHttpSessionSource, createSessionStore } from './sessionStore';

const server = useApiServer();
const { publicKey, privateKey } = testKeyPair();
const user: CurrentUser = {
  Id: 'u1',
  Name: '张三',
  Account: 'zs',
  Roles: [{ Id: 'r', Name: '科研秘书', EnCode: '001' }],
  Curr: { Role_Id: 'r' },
  IsAdmin: false,
};

function setup(currentUrl = '/login?redirect=%2Fthesis%2Flist') {
  const navigateToLogin = vi.fn();
  const notify = vi.fn();
  const http = createHttpClient({
    baseUrl: API,
    publicKeys: createPublicKeyStore(),
    encryptor: nodeEncryptor,
    notify,
    navigateToLogin,
    currentUrl: () => currentUrl,
  });
  const session = createSessionStore(createHttpSessionSource(http));
  const auth = createAuthProvider(http, session, { currentUrl: () => currentUrl, lastUrl: () => '/thesis/list' });
  return { http, session, auth, notify, navigateToLogin };
}

describe('createAuthProvider', () => {
  it('login fetches the key, sends the RSA-encrypted password and redirects to the redirect query', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.get(`${API}/api/account/PublicKey`, () => HttpResponse.json(publicKey)),
      rest.post(`${API}/api/account/Login`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json(user);
      }),
    );
    const { auth, session } = setup();
    expect(await auth.login({ account: 'zs', password: 'Secret#123' })).toEqual({ success: true, redirectTo: '/thesis/list' });
    expect(form.Account).toBe('zs');
    expect(form.Password).not.toBe('Secret#123');
    expect(decryptBlock(form.Password, privateKey)).toBe('Secret#123');
    expect(session.getUser()).toEqual(user);
  });

  it('login sends the plain password when no key can be had, and defaults to /', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.get(`${API}/api/account/PublicKey`, () => HttpResponse.error()),
      rest.post(`${API}/api/account/Login`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json(user);
      }),
    );
    const { auth } = setup('/login');
    expect(await auth.login({ account: 'zs', password: 'pw' })).toEqual({ success: true, redirectTo: '/' });
    expect(form).toEqual({ Account: 'zs', Password: 'pw' });
  });

  it('login failure answers 登录失败 with the server Message, without a toast of its own', async () => {
    server.use(
      rest.get(`${API}/api/account/PublicKey`, () => HttpResponse.json(publicKey)),
      rest.post(`${API}/api/account/Login`, () => HttpResponse.json({ Message: '账号或密码错误' }, { status: 400 })),
    );
    const { auth, notify } = setup();
    expect(await auth.login({ account: 'zs', password: 'bad' })).toEqual({ success: false, error: { name: '登录失败', message: '账号或密码错误' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('check asks GetCurrent once; a 401 answers unauthenticated with logout', async () => {
    let calls = 0;
    server.use(
      rest.get(`${API}/api/account/GetCurrent`, () => {
        calls += 1;
        return HttpResponse.json(user);
      }),
    );
    const { auth } = setup('/');
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(await auth.check()).toEqual({ authenticated: true });
    expect(await auth.getIdentity!()).toEqual(user);
    expect(calls).toBe(1);

    server.use(rest.get(`${API}/api/account/GetCurrent`, () => HttpResponse.json({ Message: '未登陆' }, { status: 401 })));
    const other = setup('/thesis/list');
    expect(await other.auth.check()).toMatchObject({ authenticated: false, redirectTo: '/login', logout: true });
    expect(other.navigateToLogin).not.toHaveBeenCalled();
    expect(await other.auth.getIdentity!()).toBeNull();
  });

  it('logout posts LogOut and clears user and permissions', async () => {
    let loggedOut = false;
    server.use(
      rest.get(`${API}/api/account/GetCurrent`, () => HttpResponse.json(user)),
      rest.get(`${API}/api/Permission/Permissions`, () => HttpResponse.json([])),
      rest.post(`${API}/api/account/LogOut`, () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { auth, session } = setup('/');
    await auth.check();
    await auth.getPermissions!();
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: '/login' });
    expect(loggedOut).toBe(true);
    expect(session.getUser()).toBeNull();
    expect(session.getPermissions()).toBeNull();
  });

  it('onError on 401 only: forgets the session locally and goes to the login page with the last URL, posting no LogOut', async () => {
    let logouts = 0;
    server.use(
      rest.post(`${API}/api/account/LogOut`, () => {
        logouts += 1;
        return HttpResponse.json(true);
      }),
    );
    const { auth, session } = setup('/');
    session.setUser(user);
    expect(await auth.onError(new HttpError('未登陆', 401))).toMatchObject({ logout: false, redirectTo: '/login?redirect=%2Fthesis%2Flist' });
    expect(session.getUser()).toBeNull();
    expect(logouts).toBe(0);
    expect(await auth.onError(new HttpError('权限不足', 403))).toEqual({});
  });

  it('register posts Regist; updatePassword posts rePassword and says 修改成功', async () => {
    const forms: Record<string, Record<string, string>> = {};
    server.use(
      rest.post(`${API}/api/account/Regist`, async ({ request }) => {
        forms.regist = await formOf(request);
        return HttpResponse.json({ Id: '9', Account: 'new', Name: '新人', AwaitingApproval: true });
      }),
      rest.post(`${API}/api/account/rePassword`, async ({ request }) => {
        forms.rePassword = await formOf(request);
        return HttpResponse.json(true);
      }),
    );
    const { auth } = setup('/');
    expect(await auth.register!({ Account: 'new', Password: 'p' })).toEqual({ success: true, awaitingApproval: true });
    expect(forms.regist).toEqual({ Account: 'new', Password: 'p' });
    const changed = await auth.updatePassword!({ oldPassword: 'a', newPassword: 'b', reNewPassword: 'b' });
    expect(changed).toEqual({ success: true, successNotification: { message: '修改成功' } });
    expect(forms.rePassword).toEqual({ oldPassword: 'a', newPassword: 'b', reNewPassword: 'b' });
  });
});
