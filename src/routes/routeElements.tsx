import { useMemo, useSyncExternalStore } from 'react';
import { Route, useLocation, useRoutes, type Location } from 'react-router';
import { Spin } from 'antd';
import { PageTitle } from '../hooks/usePageTitle';
import { APP_ROUTES, isReportEntry, NOT_FOUND_ROUTE } from './appRoutes';
import { insideEntryAt, isGenericEntry, pageAt } from './routeMatch';
import { reportRoutesNow, subscribeReportRoutes } from './reportRoutes';
import type { RouteEntry } from './routeTypes';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

/** A page of the table with its title (a page titled null names itself). */
function RoutedPage({ entry }: { entry: RouteEntry }) {
  const Page = entry.page;
  return (
    <>
      {entry.title !== null ? <PageTitle title={entry.title} /> : null}
      <ChunkErrorBoundary>
        <Page />
      </ChunkErrorBoundary>
    </>
  );
}

/**
 * A generic module page or 页面不存在: a report answering the address takes its place (reports come from descriptor
 * files, so the router cannot list them). Waits for the report routes, loaded once at start.
 */
function ReportAwarePage({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const routes = useSyncExternalStore(subscribeReportRoutes, reportRoutesNow);
  if (routes === null) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const shown = pageAt(pathname).entry;
  const page = isReportEntry(shown) ? shown : entry;
  return <RoutedPage key={page.path} entry={page} />;
}

// Keyed by path: moving between two pages of the same component (two essays) mounts the other page afresh.
function pageElementOf(entry: RouteEntry) {
  const reportMayAnswer = entry === NOT_FOUND_ROUTE || isGenericEntry(entry);
  return reportMayAnswer ? <ReportAwarePage key={entry.path} entry={entry} /> : <RoutedPage key={entry.path} entry={entry} />;
}

function routeOf(entry: RouteEntry) {
  return <Route key={entry.path} path={entry.path} element={pageElementOf(entry)} />;
}

/**
 * A tab's page at the tab's own address: the page of the table answering it, given to React Router as the only route
 * (it supplies the page's params, location and matches as <Routes> would), so each render of each tab does not have
 * the router rebuild and rank the whole table (D-PERF-4k).
 */
export function TabRoutes({ location }: { location: Location }) {
  const entry = insideEntryAt(location.pathname);
  const routes = useMemo(() => [{ path: entry.path, element: pageElementOf(entry) }], [entry]);
  return useRoutes(routes, location);
}

/** The pages outside the shell, each on its own. */
export const outsideRouteElements = <>{APP_ROUTES.filter((entry) => entry.shell === 'outside').map(routeOf)}</>;

/** The pages inside the shell, a report at an address one answers, and 页面不存在 for any other address. */
export const insideRouteElements = (
  <>
    {APP_ROUTES.filter((entry) => entry.shell === 'inside').map(routeOf)}
    {routeOf(NOT_FOUND_ROUTE)}
  </>
);
