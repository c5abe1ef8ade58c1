import { describe, expect, it, vi } from 'vitest';
import type { PermissionNode, CurrentUser } from '../../contract/index';
import { buildPermissionIndex } from '../../core/permissions/permissionIndex';
import { loadReportRoutes, resetReportRoutes } from '../routes/reportRoutes';
import { decideNow, decideRoute, GUARD_NO_USER_LOG, type GuardDeps } from './routeGuard';

const user: CurrentUser = { Id: 'u1', Name: '张三', Account: 'staff', Roles: [], Curr: { Role_Id: null }, IsAdmin: false };
const nodes: PermissionNode[] = [
  { Id: 'm', Name: '论文', EnCode: 'Thesis', Parent_Id: null } as PermissionNode,
  { Id: 'a', Name: '列表', EnCode: 'List', Parent_Id: 'm' } as PermissionNode,
];
const fast = { tenantPollMs: 1, userWaitMs: 30 };

function deps(
  over: Partial<GuardDeps['session']> = {},
  tenantReady = () => true,
): GuardDeps & { log: ReturnType<typeof vi.fn<(message: string, target: string) => void>> } {
  return {
    tenantReady,
    timing: fast,
    log: vi.fn<(message: string, target: string) => void>(),
    session: {
      getUser: () => user,
      loadUser: async () => user,
      getPermissions: () => nodes,
      getPermissionIndex: async () => buildPermissionIndex(nodes),
      ...over,
    },
  };
}

describe('route guard', () => {
  it('waits for the tenant name before deciding', async () => {
    let ready = false;
    setTimeout(() => (ready = true), 10);
    const decision = await decideRoute(
      '/',
      deps({}, () => ready),
    );
    expect(ready).toBe(true);
    expect(decision).toEqual({ kind: 'allow', remember: false });
  });

  it('lets anonymous routes through without a user', async () => {
    const d = deps({ getUser: () => null, loadUser: () => Promise.reject(new Error('未登陆')) });
    expect(await decideRoute('/ALLReport', d)).toEqual({ kind: 'allow', remember: false });
  });

  it('sends a visitor without a user to /login with the target and logs it', async () => {
    const d = deps({ getUser: () => null, loadUser: () => new Promise(() => undefined) });
    expect(await decideRoute('/Thesis/list?a=1', d)).toEqual({ kind: 'redirect', to: '/login?redirect=%2FThesis%2Flist%3Fa%3D1' });
    expect(d.log).toHaveBeenCalledWith(GUARD_NO_USER_LOG, '/Thesis/list?a=1');
  });

  it('sends a user without the module permission to /405 with the target', async () => {
    expect(await decideRoute('/Patent/list', deps())).toEqual({ kind: 'redirect', to: '/405?redirect=%2FPatent%2Flist' });
    expect(await decideRoute('/Thesis/list', deps())).toEqual({ kind: 'allow', remember: true });
    expect(await decideRoute('/Thesis/add', deps())).toEqual({ kind: 'redirect', to: '/405?redirect=%2FThesis%2Fadd' });
  });

  it('sends an account that must change its initial password to /changePassword, asking for no permissions', async () => {
    const flagged = { ...user, MustChangePassword: true };
    const getPermissionIndex = vi.fn(async () => buildPermissionIndex(nodes));
    const d = deps({ getUser: () => null, loadUser: async () => flagged, getPermissionIndex });
    expect(await decideRoute('/Thesis/list', d)).toEqual({ kind: 'redirect', to: '/changePassword?redirect=%2FThesis%2Flist' });
    expect(getPermissionIndex).not.toHaveBeenCalled();
    expect(decideNow('/', deps({ getUser: () => flagged }))).toEqual({ kind: 'redirect', to: '/changePassword?redirect=%2F' });
  });

  it('decides synchronously once user and permissions are in memory, not before', () => {
    expect(decideNow('/Thesis/list', deps())).toEqual({ kind: 'allow', remember: true });
    expect(decideNow('/Patent/list', deps())?.kind).toBe('redirect');
    expect(decideNow('/Thesis/list', deps({ getPermissions: () => null }))).toBeNull();
    expect(decideNow('/userCenter', deps({ getUser: () => null }))).toBeNull();
    expect(
      decideNow(
        '/',
        deps({}, () => false),
      ),
    ).toBeNull();
  });
});

describe('route guard and reports', () => {
  it('waits for the report routes on an address only a report may answer, then follows the report', async () => {
    try {
      let answer!: (routes: Array<{ Path: string; Code: string; Title: string; Anonymous: boolean }>) => void;
      void loadReportRoutes(() => new Promise((resolve) => (answer = resolve)));
      const visitor = deps({ getUser: () => null, loadUser: () => Promise.reject(new Error('未登陆')) });
      expect(decideNow('/PublicFigures', visitor)).toBeNull();
      // A page of its own address does not wait.
      expect(decideNow('/', visitor)).toEqual({ kind: 'allow', remember: false });
      const decision = decideRoute('/PublicFigures', visitor);
      answer([
        { Path: '/PublicFigures', Code: 'f', Title: '公开数据', Anonymous: true },
        { Path: '/SJHCReport/List', Code: 's', Title: '试剂', Anonymous: false },
      ]);
      expect(await decision).toEqual({ kind: 'allow', remember: false });
      // Once a generic page that needed [SJHCReport, List]: now a report, which the logged-in user may open and the server decides.
      expect(decideNow('/SJHCReport/List', deps())).toEqual({ kind: 'allow', remember: true });
    } finally {
      resetReportRoutes();
    }
  });
});
