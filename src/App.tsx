import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { AppProviders } from '../providers';
import { ApiProvider } from './app/ApiContext';
import { registerNavigate } from './app/navigationBridge';
import { RequireAuth } from './layout/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { PAGE_ROUTES } from './routes/routeTable';

// Route-level code splitting: the form (rjsf + ajv) and the list load when first opened.
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const RegistPage = lazy(() => import('./pages/regist/RegistPage'));
const HomePage = lazy(() => import('./pages/home/HomePage'));
const ModuleListPage = lazy(() => import('./pages/module/ModuleListPage'));
const ModuleFormPage = lazy(() => import('./pages/module/ModuleFormPage'));

const pageFallback = <Spin style={{ display: 'block', margin: '64px auto' }} />;

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((url) => navigate(url));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

export function App({ providers }: { providers: AppProviders }) {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#3f51b5' } }}>
        <AntdApp>
          <ApiProvider providers={providers}>
            <Refine
              routerProvider={routerProvider}
              dataProvider={providers.dataProvider}
              authProvider={providers.authProvider}
              accessControlProvider={providers.accessControlProvider}
              notificationProvider={providers.notificationProvider}
              i18nProvider={providers.i18nProvider}
              options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false, reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } } } }}
            >
              <Suspense fallback={pageFallback}>
                <Routes>
                  <Route path={PAGE_ROUTES.login} element={<LoginPage />} />
                  <Route path={PAGE_ROUTES.regist} element={<RegistPage />} />
                  <Route
                    element={
                      <RequireAuth>
                        <AppLayout />
                      </RequireAuth>
                    }
                  >
                    <Route index element={<HomePage />} />
                    <Route path={PAGE_ROUTES.moduleList} element={<ModuleListPage />} />
                    <Route path={PAGE_ROUTES.moduleForm} element={<ModuleFormPage />} />
                  </Route>
                </Routes>
              </Suspense>
            </Refine>
          </ApiProvider>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
