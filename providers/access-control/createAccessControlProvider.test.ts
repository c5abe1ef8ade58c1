import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpSessionSource, createSessionStore } from '../auth/sessionStore';
import type { PermissionNode } from '../../contract/index';
import { createHttpClient } from '../http/createHttpClient';
import { createPublicKeyStore } from '../http/publicKeyStore';
import { API, useApiServer } from '../testing/apiServer';
import { nodeEncryptor } from '../testing/rsa';
import { createAccessControlProvider, toPermissionAction } from './createAccessControlProvider';

const server = useApiServer();
const nodes: PermissionNode[] = [
  { Id: 'm1', Name: '论文', EnCode: 'Thesis', Parent_Id: null },
  ...['List', 'Add', 'Update', 'Check'].map((code) => ({ Id: `t-${code}`, Name: code, EnCode: code, Parent_Id: 'm1' })),
];

function setup() {
  let calls = 0;
  server.use(
    rest.get(`${API}/api/Permission/Permissions`, () => {
      calls += 1;
      return HttpResponse.json(nodes);
    }),
  );
  const publicKeys = createPublicKeyStore();
  publicKeys.set(null);
  const http = createHttpClient({ baseUrl: API, publicKeys, encryptor: nodeEncryptor, currentUrl: () => '/' });
  const session = createSessionStore(createHttpSessionSource(http));
  return { provider: createAccessControlProvider(session), session, calls: () => calls };
}

describe('createAccessControlProvider', () => {
  it('maps Refine actions to permission codes', () => {
    expect(['list', 'show', 'create', 'edit', 'delete', 'Check', 'GroupList'].map(toPermissionAction)).toEqual([
      'List',
      'List',
      'Add',
      'Update',
      'Delete',
      'Check',
      'GroupList',
    ]);
  });

  it('answers many checks with exactly one Permissions call', async () => {
    const { provider, calls } = setup();
    const checks = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        provider.can({ resource: i % 2 ? 'Thesis' : 'thesis', action: ['list', 'create', 'edit', 'delete', 'Check'][i % 5] }),
      ),
    );
    expect(checks.slice(0, 5)).toEqual([{ can: true }, { can: true }, { can: true }, { can: false, reason: '权限不足' }, { can: true }]);
    await provider.can({ resource: 'Patent', action: 'list' });
    expect(calls()).toBe(1);
  });

  it('uses resource meta.permission as the module when given, and allows resource-less checks', async () => {
    const { provider } = setup();
    expect(
      await provider.can({ resource: 'thesisList', action: 'list', params: { resource: { name: 'thesisList', meta: { permission: 'Thesis' } } } }),
    ).toEqual({ can: true });
    expect(await provider.can({ action: 'list' })).toEqual({ can: true });
  });

  it('denies when permissions cannot be loaded', async () => {
    const { provider } = setup();
    server.use(rest.get(`${API}/api/Permission/Permissions`, () => HttpResponse.json({ Message: '未登陆' }, { status: 401 })));
    expect(await provider.can({ resource: 'Thesis', action: 'list' })).toEqual({ can: false, reason: '权限不足' });
  });

  it('keeps checks in memory with buttons hidden when unauthorized', () => {
    expect(setup().provider.options).toEqual({
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      queryOptions: { staleTime: Infinity },
    });
  });
});
