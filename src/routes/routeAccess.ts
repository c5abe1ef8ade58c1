import { ANONYMOUS_PATHS } from './anonymousPaths';
import { pageAt } from './routeMatch';
import type { RouteAccess } from './routeTypes';

const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();
const ANONYMOUS_SET = new Set(ANONYMOUS_PATHS.map(normalise));

/**
 * What the guard must establish before showing an address: the listed anonymous addresses first (pages or not),
 * then the access of the page that answers it. An address no page answers shows 页面不存在 to a logged-in user.
 */
export function routeAccess(pathname: string, search = ''): RouteAccess {
  if (ANONYMOUS_SET.has(normalise(pathname))) return { kind: 'anonymous' };
  const { entry, params } = pageAt(pathname);
  return typeof entry.access === 'function' ? entry.access({ params, search }) : entry.access;
}

export function forbiddenRedirectPath(target: string): string {
  return `/405?redirect=${encodeURIComponent(target)}`;
}
