/**
 * Which report answers an app address (`GET /api/report/routes`), so a report added by one descriptor file is reached
 * with no code. Loaded once per page load and shared by the guard, the tabs and the router; a failed load counts as no
 * report routes (the address then shows 页面不存在), never as an error.
 */
import type { ReportRoute } from '../../contract/index';

const normalise = (path: string) => (path.split('?')[0].replace(/\/+$/, '') || '/').toLowerCase();

/** The report answering an address (any case, trailing slash or not), or null. */
export function reportRouteFor(routes: readonly ReportRoute[], pathname: string): ReportRoute | null {
  const wanted = normalise(pathname);
  return routes.find((route) => normalise(route.Path) === wanted) ?? null;
}

/**
 * The one address a report's tab is kept under, whichever of its addresses was typed (`/FeeBudgetAccountReport` and
 * `/feebudgetreport/feebudgetaccountreport` are one report, so one tab): the first route the server lists for the
 * report answering the address, or null when no report answers it.
 */
export function reportTabPath(routes: readonly ReportRoute[], pathname: string): string | null {
  const route = reportRouteFor(routes, pathname);
  if (!route) return null;
  return normalise(routes.find((candidate) => candidate.Code === route.Code)?.Path ?? route.Path);
}

type State = { kind: 'idle' } | { kind: 'loading'; done: Promise<readonly ReportRoute[]> } | { kind: 'ready'; routes: readonly ReportRoute[] };

let state: State = { kind: 'idle' };
const listeners = new Set<() => void>();
const NONE: readonly ReportRoute[] = [];

function settle(routes: readonly ReportRoute[]) {
  state = { kind: 'ready', routes };
  for (const listener of listeners) listener();
}

/** Starts the one load (later calls share it). */
export function loadReportRoutes(fetchRoutes: () => Promise<ReportRoute[]>): Promise<readonly ReportRoute[]> {
  if (state.kind === 'ready') return Promise.resolve(state.routes);
  if (state.kind === 'loading') return state.done;
  const done = fetchRoutes().then(
    (routes) => routes,
    () => NONE,
  );
  state = { kind: 'loading', done };
  void done.then(settle);
  return done;
}

/** The routes once loaded; none while idle (nobody started a load: nothing routes to a report), null while loading. */
export function reportRoutesNow(): readonly ReportRoute[] | null {
  if (state.kind === 'ready') return state.routes;
  return state.kind === 'idle' ? NONE : null;
}

/** Resolves when the routes are known (at once when no load was started). */
export function reportRoutesSettled(): Promise<readonly ReportRoute[]> {
  if (state.kind === 'loading') return state.done;
  return Promise.resolve(state.kind === 'ready' ? state.routes : NONE);
}

export function subscribeReportRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test-only: back to no load. */
export function resetReportRoutes(): void {
  state = { kind: 'idle' };
}
