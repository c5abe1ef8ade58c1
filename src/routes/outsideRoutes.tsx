import { lazy } from 'react';
import { Route } from 'react-router';
import { PAGE_ROUTES } from './routeTable';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const RegistPage = lazy(() => import('../pages/regist/RegistPage'));

/** Pages outside the shell (shell spec §2 "Outside the shell"). */
export const outsideRoutes = (
  <>
    <Route path={PAGE_ROUTES.login} element={<LoginPage />} />
    <Route path={PAGE_ROUTES.regist} element={<RegistPage />} />
  </>
);
