import { lazy } from 'react';
import { Route, useParams } from 'react-router';
import { ESSAY_PAGES } from '../pages/essay/essayPages';
import { PAGE_ROUTES } from './routeTable';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const RegistPage = lazy(() => import('../pages/regist/RegistPage'));
const ForbiddenPage = lazy(() => import('../pages/forbidden/ForbiddenPage'));
const CollectionReportPage = lazy(() => import('../pages/collectionReport/CollectionReportPage'));
const EssayPage = lazy(() => import('../pages/essay/EssayPage'));

/** /sr/:id passes its id to the page as a prop (shell spec §2). */
function CollectionReportRoute() {
  const { id = '' } = useParams();
  return <CollectionReportPage key={id} id={id} />;
}

/** Pages outside the shell (shell spec §2 "Outside the shell"), and the public essay pages, open to anyone. */
export const outsideRoutes = (
  <>
    <Route path={PAGE_ROUTES.login} element={<LoginPage />} />
    <Route path={PAGE_ROUTES.regist} element={<RegistPage />} />
    <Route path={PAGE_ROUTES.forbidden} element={<ForbiddenPage />} />
    <Route path={PAGE_ROUTES.collectionReport} element={<CollectionReportRoute />} />
    {ESSAY_PAGES.map((page) => (
      <Route key={page.code} path={page.path} element={<EssayPage key={page.code} page={page} />} />
    ))}
  </>
);
