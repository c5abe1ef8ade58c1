import { lazy } from 'react';
import { Route } from 'react-router';
import { PAGE_ROUTES } from './routeTable';

// Route-level code splitting: each page loads when first opened.
const HomePage = lazy(() => import('../pages/home/HomePage'));
const ModuleListPage = lazy(() => import('../pages/module/ModuleListPage'));
const ModuleFormPage = lazy(() => import('../pages/module/ModuleFormPage'));
const UserCenterPage = lazy(() => import('../pages/userCenter/UserCenterPage'));
const TenantCenterPage = lazy(() => import('../pages/tenantCenter/TenantCenterPage'));
const SettingPage = lazy(() => import('../pages/setting/SettingPage'));
const LoginLogPage = lazy(() => import('../pages/loginLog/LoginLogPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const AboutEditPage = lazy(() => import('../pages/about/AboutEditPage'));
const CompanyRulesCenterPage = lazy(() => import('../pages/companyRules/CompanyRulesCenterPage'));
const MapPage = lazy(() => import('../pages/map/MapPage'));

/** Pages inside the shell: the general pages, then the generic module pages. */
export const shellRoutes = (
  <>
    <Route index element={<HomePage />} />
    <Route path={PAGE_ROUTES.userCenter} element={<UserCenterPage />} />
    <Route path={PAGE_ROUTES.tenantCenter} element={<TenantCenterPage />} />
    <Route path={PAGE_ROUTES.setting} element={<SettingPage />} />
    <Route path={PAGE_ROUTES.loginLog} element={<LoginLogPage />} />
    <Route path={PAGE_ROUTES.about} element={<AboutPage />} />
    {/* A static segment outranks /:module/add, so /about/add is this page, not the generic form. */}
    <Route path={PAGE_ROUTES.aboutEdit} element={<AboutEditPage />} />
    <Route path={PAGE_ROUTES.companyRulesCenter} element={<CompanyRulesCenterPage />} />
    <Route path={PAGE_ROUTES.map} element={<MapPage />} />
    <Route path={PAGE_ROUTES.moduleList} element={<ModuleListPage />} />
    <Route path={PAGE_ROUTES.moduleForm} element={<ModuleFormPage />} />
  </>
);
