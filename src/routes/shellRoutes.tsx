import { lazy } from 'react';
import { Route } from 'react-router';
import { PAGE_ROUTES } from './routeTable';

// Route-level code splitting: each page loads when first opened.
const HomePage = lazy(() => import('../pages/home/HomePage'));
const ModuleListPage = lazy(() => import('../pages/module/ModuleListPage'));
const ModuleFormPage = lazy(() => import('../pages/module/ModuleFormPage'));

/** Pages inside the shell: the general pages, then the generic module pages. */
export const shellRoutes = (
  <>
    <Route index element={<HomePage />} />
    <Route path={PAGE_ROUTES.moduleList} element={<ModuleListPage />} />
    <Route path={PAGE_ROUTES.moduleForm} element={<ModuleFormPage />} />
  </>
);
