import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { reportRouteFor, reportRoutesNow, subscribeReportRoutes } from '../../routes/reportRoutes';
import NotFoundPage from '../notFound/NotFoundPage';
import { ReportPage } from './ReportPage';

/** The report that answers this page's address (the route table sends here only when one does). */
export default function ReportRoutePage() {
  const { pathname } = useLocation();
  const routes = useSyncExternalStore(subscribeReportRoutes, reportRoutesNow);
  const route = reportRouteFor(routes ?? [], pathname);
  return route ? <ReportPage key={route.Code} code={route.Code} /> : <NotFoundPage />;
}
