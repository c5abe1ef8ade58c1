import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { decryptBlock, testKeyPair } from '../testing/rsa';
import { cancelTempLeave, setAccountRole, tempLeave } from './account';

const server = useApiServer();
const user: CurrentUser = {
  Id: 'u1',
  Name: '张三',
  Account: 'zs',
  Roles: [{ Id: 'r 3', Name: '科研人员', EnCode: '003' }],
  Curr: { Role_Id: 'r 3' },
  IsAdmin: false,
};

describe('account endpoints', () => {
  it('setAccountRole posts the role in the path, with no body, and answers the user', async () => {
    const seen = recorder();
    server.use(
      rest.post(`${API}/api/account/SetAccountRole/:roleId`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(user);
      }),
    );
    expect(await setAccountRole(testHttpClient().http, 'r 3')).toEqual(user);
    expect(seen.seen.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([['POST', '/api/account/SetAccountRole/r%203', '']]);
  });

  it('tempLeave posts /api/account/TempLeave; cancelTempLeave posts the password to /api/account/CancelTempLeave and answers the user', async () => {
    const seen = recorder();
    server.use(
      rest.post(`${API}/api/account/TempLeave`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(true);
      }),
      rest.post(`${API}/api/account/CancelTempLeave`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(user);
      }),
    );
    const { publicKey, privateKey } = testKeyPair();
    const { http } = testHttpClient(publicKey);
    expect(await tempLeave(http)).toBeUndefined();
    expect(await cancelTempLeave(http, 'Staff@2026')).toEqual(user);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname])).toEqual([
      ['POST', '/api/account/TempLeave'],
      ['POST', '/api/account/CancelTempLeave'],
    ]);
    expect(seen.seen[0].body).toBe('');
    // The password as Login sends it: one RSA block, nothing else in the body.
    const form = new URLSearchParams(seen.seen[1].body);
    expect([...form.keys()]).toEqual(['Password']);
    expect(decryptBlock(form.get('Password') ?? '', privateKey)).toBe('Staff@2026');
  });
});
