import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { Refine } from '@refinedev/core';
import { refineProviderProps } from './app/refineProviderProps';
import { App as AntdApp, Spin } from 'antd';
import type { AppProviders } from '../providers';
import { createLiveProvider } from '../providers/live/createLiveProvider';
import { appHubClient } from './hub/appHubClient';
import { ApiProvider } from './app/ApiContext';
import { registerNavigate } from './app/navigationBridge';
import { RequireAuth } from './layout/RequireAuth';
import { ThemedConfigProvider } from './layout/settings/ThemedConfigProvider';
import { AlertHost } from './dialogs/alerts/AlertHost';
import { DialogHost } from './dialogs/DialogHost';
import { SessionBootstrap } from './session/SessionBootstrap';
import { insideRouteElements, outsideRouteElements } from './routes/routeElements';
import { PublicReportGate } from './routes/PublicReportGate';
import { lazyPage, preloadPage } from './routes/lazyPage';
import { pageAt } from './routes/routeMatch';

// The shell (menu, header, tabs, notification bell and their antd parts) is a chunk of its own, loaded after login:
// the login page carries none of it (issue 16).
const AppLayout = lazyPage(() => import('./layout/AppLayout').then((shell) => ({ default: shell.AppLayout })));

// A page inside the shell opened directly (a reload, a link): its code and the shell's are asked for now, beside the
// session check, rather than one after the other once the guard has decided.
if (typeof window !== 'undefined') {
  const opened = pageAt(window.location.pathname).entry;
  if (opened.shell === 'inside') {
    AppLayout.preload();
    preloadPage(opened.page);
  }
}

// Lists follow other users' changes through the hub (data_update); hidden tabs stay inactive until shown.
const liveProvider = createLiveProvider(appHubClient());

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
      <ThemedConfigProvider>
        <AntdApp>
          <ApiProvider providers={providers}>
            <Refine
              {...refineProviderProps(providers)}
              liveProvider={liveProvider}
              options={{ disableTelemetry: true, liveMode: 'auto', syncWithLocation: false, warnWhenUnsavedChanges: false, reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } } } }}
            >
              <SessionBootstrap />
              <Suspense fallback={pageFallback}>
                <Routes>
                  {outsideRouteElements}
                  <Route
                    element={
                      <RequireAuth>
                        <PublicReportGate>
                          <AppLayout />
                        </PublicReportGate>
                      </RequireAuth>
                    }
                  >
                    {insideRouteElements}
                  </Route>
                </Routes>
              </Suspense>
            </Refine>
          </ApiProvider>
          <AlertHost />
          <DialogHost />
        </AntdApp>
      </ThemedConfigProvider>
    </BrowserRouter>
  );
}
