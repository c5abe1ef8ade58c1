import { matchRoutes } from 'react-router';
import { APP_ROUTES, NOT_FOUND_ROUTE, reportEntry } from './appRoutes';
import { reportRouteFor, reportRoutesNow } from './reportRoutes';
import type { RouteEntry } from './routeTypes';

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

/** How many addresses a matcher remembers before it starts afresh (a session visits far fewer). */
const REMEMBERED_ADDRESSES = 500;

/**
 * React Router's own ranking and matching over some of the table, so the guard, the tabs and the menu check agree with
 * what the router renders; remembered per address. The table does not change, so neither does an address's match,
 * and React Router flattens and ranks the whole table (~230 routes) on every call: the shell asked for the same few
 * addresses dozens of times while a cold list rendered (D-PERF-4k).
 */
function routeMatcher(entries: readonly RouteEntry[]): (pathname: string) => RouteMatch | null {
  const table = entries.map((entry) => ({ path: entry.path, entry }));
  const known = new Map<string, RouteMatch | null>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered !== undefined) return remembered;
    const matches = matchRoutes(table, pathname);
    const leaf = matches?.[matches.length - 1];
    const match = leaf ? { entry: leaf.route.entry, params: leaf.params } : null;
    if (known.size >= REMEMBERED_ADDRESSES) known.clear();
    known.set(pathname, match);
    return match;
  };
}

/** The page of the table that answers an address (any case, trailing slash or not), or null. */
export const matchAppRoute = routeMatcher(APP_ROUTES);

const matchInsideRoute = routeMatcher(APP_ROUTES.filter((entry) => entry.shell === 'inside'));

/** The page inside the shell that the router renders at an address: a page of the table, else 页面不存在. */
export function insideEntryAt(pathname: string): RouteEntry {
  return matchInsideRoute(pathname)?.entry ?? NOT_FOUND_ROUTE;
}

/** The generic module pages (`/:module/list`…): a report claiming such an address (`/SJHCReport/List`) outranks them. */
export const isGenericEntry = (entry: RouteEntry) => entry.path.includes(':module');

/**
 * The page shown at an address: a page of the table with an address of its own; else a report answering it (once the
 * report routes have loaded); else the table's generic module page; else the shell's 页面不存在.
 */
export function pageAt(pathname: string): RouteMatch {
  const match = matchAppRoute(pathname);
  if (match && !isGenericEntry(match.entry)) return match;
  const report = reportRouteFor(reportRoutesNow() ?? [], pathname);
  if (report) return { entry: reportEntry(report), params: {} };
  return match ?? { entry: NOT_FOUND_ROUTE, params: {} };
}

/** Whether the page at an address is not known until the report routes have loaded (a generic page or none answers it). */
export function awaitsReportRoutes(pathname: string): boolean {
  if (reportRoutesNow() !== null) return false;
  const match = matchAppRoute(pathname);
  return !match || isGenericEntry(match.entry);
}

/**
 * Whether a menu path reaches a page of the app: a page of the table, and for the generic module pages a module of the
 * catalogue (`moduleNames` lower-cased: module names compare case-insensitively, as route segments do).
 */
export function resolvesToAppRoute(path: string, moduleNames: ReadonlySet<string>): boolean {
  const pathname = path.split('?')[0];
  if (reportRouteFor(reportRoutesNow() ?? [], pathname)) return true;
  const match = matchAppRoute(pathname);
  if (!match) return false;
  const module = match.params.module;
  return module === undefined || moduleNames.has(module.toLowerCase());
}
