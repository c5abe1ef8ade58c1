import { lazy, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spin } from 'antd';
import { useSessionApi } from '../app/ApiContext';
import { isReportEntry } from './appRoutes';
import { pageAt } from './routeMatch';
import { reportRouteFor, reportRoutesNow, subscribeReportRoutes } from './reportRoutes';

// Loaded only for a visitor of a public report: the page, its layout and the chart library.
const PublicReportLayout = lazy(() => import('../pages/report/PublicReportLayout'));

/** Whether nobody is logged in: null while the session is being asked. */
function useIsVisitor(ask: boolean): boolean | null {
  const { session } = useSessionApi();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const [visitor, setVisitor] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ask || user) return;
    let cancelled = false;
    session.loadUser().then(
      () => !cancelled && setVisitor(false),
      () => !cancelled && setVisitor(true),
    );
    return () => {
      cancelled = true;
    };
  }, [ask, user, session]);
  return user ? false : visitor;
}

/**
 * Around the shell: a visitor without a login who opens an anonymous report sees it in a public layout of its own
 * (logo, title, the report, footer) — aggregate figures only, no menu; everyone else gets the shell.
 */
export function PublicReportGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = useSyncExternalStore(subscribeReportRoutes, reportRoutesNow);
  const route = routes && isReportEntry(pageAt(pathname).entry) ? reportRouteFor(routes, pathname) : null;
  const isPublic = route?.Anonymous === true;
  const visitor = useIsVisitor(isPublic);
  if (!route || !isPublic || visitor === false) return <>{children}</>;
  const spinner = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  if (visitor === null) return spinner;
  return <PublicReportLayout route={route} />;
}
