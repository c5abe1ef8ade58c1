/**
 * What the route guard needs to know about an address (shell spec §2, §4): whether it is open to anonymous visitors,
 * and which [module, page] permission it needs. Pure, so the guard's decisions are tested without a router.
 *
 * Module routes: `/{module}/list` needs [module, 'List']; `/{module}/add` needs [module, 'Add'] for a new record.
 * With `?q={id}` the same page opens an existing record to view or review (the bell's 审核/查看 links), so it needs
 * [module, 'List']: a reviewer holds List and Check but not Update, and the form itself (and the server, on save)
 * decides whether the record may be changed.
 */
export const ANONYMOUS_ROUTES: readonly string[] = [
  '/',
  '/DeptDocReport',
  '/ThreeProjectDeptReport',
  '/ALLReport',
  '/ProblemCompApply/ProblemList',
  '/ResearchAssistant/Templates',
  '/ResearchAssistant/Tutorial',
];

/** The 17 essay introduction pages, /Essay_A … /Essay_Q (public). */
export const ESSAY_ROUTES: readonly string[] = Array.from({ length: 17 }, (_, i) => `/Essay_${String.fromCharCode(65 + i)}`);

/** Pages outside the shell that anyone may open. */
export const PUBLIC_PAGES: readonly string[] = ['/login', '/regist', '/405', ...ESSAY_ROUTES];

export type RouteAccess =
  | { kind: 'anonymous' }
  | { kind: 'permission'; module: string; page: string }
  | { kind: 'login' };

const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();
const ANONYMOUS = new Set([...ANONYMOUS_ROUTES, ...PUBLIC_PAGES].map(normalise));

/** Whether anyone may open the address without logging in (route segments compare case-insensitively). */
export function isAnonymousRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return ANONYMOUS.has(path) || /^\/sr\/[^/]+$/.test(path);
}

/** The module and page name of a generic module route, or null for other pages. */
export function modulePage(pathname: string, search = ''): { module: string; page: string } | null {
  const match = /^\/([^/]+)\/(list|add)$/i.exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  const module = match[1];
  if (match[2].toLowerCase() === 'list') return { module, page: 'List' };
  const opensRecord = Boolean(new URLSearchParams(search).get('q'));
  return { module, page: opensRecord ? 'List' : 'Add' };
}

/** What the guard must establish before showing the address. */
export function routeAccess(pathname: string, search = ''): RouteAccess {
  if (isAnonymousRoute(pathname)) return { kind: 'anonymous' };
  const page = modulePage(pathname, search);
  return page ? { kind: 'permission', ...page } : { kind: 'login' };
}

export function forbiddenRedirectPath(target: string): string {
  return `/405?redirect=${encodeURIComponent(target)}`;
}
