import { buildPermissionIndex, type PermissionIndex } from '../../core/permissions/permissionIndex';
import type { SessionStore } from '../../providers/auth/types';
import type { PermissionNode } from '../../contract/index';
import { loginRedirectPath } from '../layout/lastUrl';
import { forbiddenRedirectPath, routeAccess } from '../routes/routeAccess';
import { awaitsReportRoutes } from '../routes/routeMatch';
import { reportRoutesSettled } from '../routes/reportRoutes';

/** Tenant-name polling every 100 ms; the guard waits 2000 ms for the user (SH-CONST-7). */
export const GUARD_TIMING = { tenantPollMs: 100, userWaitMs: 2000 } as const;
export const GUARD_NO_USER_LOG = '未登陆: 跳转登录页';

export type GuardDecision = { kind: 'allow'; remember: boolean } | { kind: 'redirect'; to: string };

/** Where an account that must change its initial password goes, whatever page it asked for (D-SEC-15). */
export function initialPasswordPath(target: string): string {
  return `/changePassword?redirect=${encodeURIComponent(target)}`;
}

export interface GuardDeps {
  /** Whether the tenant name has arrived (or its call has settled). */
  tenantReady(): boolean;
  session: Pick<SessionStore, 'getUser' | 'loadUser' | 'getPermissions' | 'getPermissionIndex'>;
  log?: (message: string, target: string) => void;
  timing?: { tenantPollMs: number; userWaitMs: number };
}

const indexes = new WeakMap<readonly PermissionNode[], PermissionIndex>();
function indexOf(nodes: readonly PermissionNode[]): PermissionIndex {
  let index = indexes.get(nodes);
  if (!index) indexes.set(nodes, (index = buildPermissionIndex(nodes)));
  return index;
}

function split(target: string): [string, string] {
  const at = target.indexOf('?');
  return at < 0 ? [target, ''] : [target.slice(0, at), target.slice(at)];
}

function permissionDecision(target: string, index: PermissionIndex, module: string, action: string): GuardDecision {
  return index.can(module, action) ? { kind: 'allow', remember: true } : { kind: 'redirect', to: forbiddenRedirectPath(target) };
}

/**
 * The decision when everything it needs is in memory already (tenant, user, permissions), else null. Navigating
 * inside the shell is then decided synchronously, so the shell never unmounts for a check.
 */
export function decideNow(target: string, deps: GuardDeps): GuardDecision | null {
  if (!deps.tenantReady()) return null;
  const [pathname, search] = split(target);
  // An address a report may answer waits for the report routes (loaded once at start): they decide its access.
  if (awaitsReportRoutes(pathname)) return null;
  const access = routeAccess(pathname, search);
  const known = deps.session.getUser();
  if (known?.MustChangePassword) return { kind: 'redirect', to: initialPasswordPath(target) };
  if (access.kind === 'anonymous') return { kind: 'allow', remember: false };
  if (!known) return null;
  if (access.kind === 'login') return { kind: 'allow', remember: true };
  const nodes = deps.session.getPermissions();
  return nodes ? permissionDecision(target, indexOf(nodes), access.module, access.action) : null;
}

/**
 * The route guard (SH-GUARD-1 to SH-GUARD-4): wait for the tenant name; anonymous routes pass; otherwise wait up to 2 s
 * for the user (none → console message and /login?redirect=target); a page that needs a permission then needs [module,
 * action] from the permission tree (missing → /405?redirect=target). The user is awaited before the permission check,
 * so an anonymous visitor of a module page is sent to log in rather than told they lack permission.
 */
export async function decideRoute(target: string, deps: GuardDeps): Promise<GuardDecision> {
  const timing = deps.timing ?? GUARD_TIMING;
  while (!deps.tenantReady()) await sleep(timing.tenantPollMs);
  const [pathname, search] = split(target);
  await reportRoutesSettled();
  const access = routeAccess(pathname, search);
  if (access.kind === 'anonymous') return { kind: 'allow', remember: false };
  const user = deps.session.getUser() ?? (await userWithin(deps.session.loadUser(), timing.userWaitMs));
  if (!user) {
    (deps.log ?? console.info)(GUARD_NO_USER_LOG, target);
    return { kind: 'redirect', to: loginRedirectPath(target) };
  }
  if (user.MustChangePassword) return { kind: 'redirect', to: initialPasswordPath(target) };
  if (access.kind === 'login') return { kind: 'allow', remember: true };
  try {
    const index = await deps.session.getPermissionIndex();
    return permissionDecision(target, index, access.module, access.action);
  } catch {
    return { kind: 'redirect', to: forbiddenRedirectPath(target) };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The user if the load answers within `ms`; null on timeout or failure (not logged in). */
function userWithin<T>(load: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    load.then(
      (user) => {
        clearTimeout(timer);
        resolve(user);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}
