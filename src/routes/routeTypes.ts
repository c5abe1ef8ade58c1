import type { ComponentType } from 'react';
import type { PermissionAction } from '../../contract/index';
import type { HttpClient } from '../../providers/http/types';

/** What the guard must establish before showing an address. */
export type RouteAccess = { kind: 'anonymous' } | { kind: 'login' } | { kind: 'permission'; module: string; action: PermissionAction };

/** The address being opened: the path's parameters (`:module`, `:id`) and its query. */
export interface RouteAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/** Who may open a page: the same for every address, or decided per address (a generic module page names its module). */
export type RouteAccessRule = RouteAccess | ((address: RouteAddress) => RouteAccess);

/** One page of the app. The router, the guard, page and tab titles and the menu check all read these. */
export interface RouteEntry {
  /** A React Router pattern; segments compare case-insensitively. */
  path: string;
  /** Loaded when first opened (route-level code splitting); takes no props: it reads its address itself. */
  page: ComponentType;
  /** The page's title, or null when the page names itself after what it loads (a module's description, a department). */
  title: string | null;
  access: RouteAccessRule;
  /** Inside the shell (menu, toolbar, tabs, kept alive per tab) or a page of its own. */
  shell: 'inside' | 'outside';
  /**
   * The query picks a view within the page (审批中心's `?tab=`), not another record: one tab whatever the query, and
   * the tab follows the address visited. Unset, `?q=A` and `?q=B` are two tabs (two records).
   */
  oneTabPerPath?: boolean;
  /**
   * Starts the calls the page makes first (silently), when the app is opened at its address: they then travel beside
   * the session's calls instead of after the shell has rendered (D-PERF-4g).
   */
  prefetch?: (address: RouteAddress, http: HttpClient) => void;
}
