import { Suspense, useEffect } from 'react';
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
import { outsideRoutes } from './routes/outsideRoutes';
import { shellRoutes } from './routes/shellRoutes';

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
                  {outsideRoutes}
                  <Route
                    element={
                      <RequireAuth>
                        <AppLayout />
                      </RequireAuth>
                    }
                  >
                    {shellRoutes}
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
