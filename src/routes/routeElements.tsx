import { useSyncExternalStore } from 'react';
import { Route, useLocation } from 'react-router';
import { Spin } from 'antd';
import { PageTitle } from '../hooks/usePageTitle';
import { APP_ROUTES, isReportEntry, NOT_FOUND_ROUTE } from './appRoutes';
import { isGenericEntry, pageAt } from './routeMatch';
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
function routeOf(entry: RouteEntry) {
  const reportMayAnswer = entry === NOT_FOUND_ROUTE || isGenericEntry(entry);
  const element = reportMayAnswer ? <ReportAwarePage key={entry.path} entry={entry} /> : <RoutedPage key={entry.path} entry={entry} />;
  return <Route key={entry.path} path={entry.path} element={element} />;
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
