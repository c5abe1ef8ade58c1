import { Route } from 'react-router';
import { PageTitle } from '../hooks/usePageTitle';
import { APP_ROUTES, NOT_FOUND_ROUTE } from './appRoutes';
import type { RouteEntry } from './routeTypes';

/** A page of the table with its title (a page titled null names itself). */
function RoutedPage({ entry }: { entry: RouteEntry }) {
  const Page = entry.page;
  return (
    <>
      {entry.title !== null ? <PageTitle title={entry.title} /> : null}
      <Page />
    </>
  );
}

// Keyed by path: moving between two pages of the same component (two essays) mounts the other page afresh.
function routeOf(entry: RouteEntry) {
  return <Route key={entry.path} path={entry.path} element={<RoutedPage key={entry.path} entry={entry} />} />;
}

/** The pages outside the shell, each on its own. */
export const outsideRouteElements = <>{APP_ROUTES.filter((entry) => entry.shell === 'outside').map(routeOf)}</>;

/** The pages inside the shell, and 页面不存在 for any other address. */
export const insideRouteElements = (
  <>
    {APP_ROUTES.filter((entry) => entry.shell === 'inside').map(routeOf)}
    {routeOf(NOT_FOUND_ROUTE)}
  </>
);
