import { matchRoutes } from 'react-router';
import { APP_ROUTES, NOT_FOUND_ROUTE } from './appRoutes';
import type { RouteEntry } from './routeTypes';

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

// React Router's own ranking and matching, so the guard, the tabs and the menu check agree with what the router renders.
const MATCHABLE = APP_ROUTES.map((entry) => ({ path: entry.path, entry }));

/** The page of the table that answers an address (any case, trailing slash or not), or null. */
export function matchAppRoute(pathname: string): RouteMatch | null {
  const matches = matchRoutes(MATCHABLE, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf ? { entry: leaf.route.entry, params: leaf.params } : null;
}

/** The page shown at an address: the table's, else the shell's 页面不存在. */
export function pageAt(pathname: string): RouteMatch {
  return matchAppRoute(pathname) ?? { entry: NOT_FOUND_ROUTE, params: {} };
}

/**
 * Whether a menu path reaches a page of the app: a page of the table, and for the generic module pages a module of the
 * catalogue (`moduleNames` lower-cased: module names compare case-insensitively, as route segments do).
 */
export function resolvesToAppRoute(path: string, moduleNames: ReadonlySet<string>): boolean {
  const match = matchAppRoute(path.split('?')[0]);
  if (!match) return false;
  const module = match.params.module;
  return module === undefined || moduleNames.has(module.toLowerCase());
}
