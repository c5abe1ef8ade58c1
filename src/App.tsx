import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { Spin } from 'antd';
import type { SessionProviders } from '../providers';
import { ApiProvider } from './app/ApiContext';
import { AppFrame } from './app/AppFrame';
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

// The shell (menu, header, tabs, notification bell and their antd parts) and Refine are a chunk of their own, loaded
// after login: the login page and the other pages outside the shell carry neither (issue 16, D-PERF-4f).
const RefineShell = lazyPage(() => import('./app/RefineShell'));

// A page inside the shell opened directly (a reload, a link): its code and the shell's are asked for now, beside the
// session check, rather than one after the other once the guard has decided.
if (typeof window !== 'undefined') {
  const opened = pageAt(window.location.pathname).entry;
  if (opened.shell === 'inside') {
    RefineShell.preload();
    preloadPage(opened.page);
  }
}

const pageFallback = <Spin style={{ display: 'block', margin: '64px auto' }} />;

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((url) => navigate(url));
    return () => registerNavigate(null);
  }, [navigate]);
  return null;
}

export function App({ providers }: { providers: SessionProviders }) {
  return (
    <BrowserRouter>
      <NavigationBridge />
      <ThemedConfigProvider>
        <AppFrame>
          <ApiProvider providers={providers}>
            <SessionBootstrap />
            <Suspense fallback={pageFallback}>
              <Routes>
                {outsideRouteElements}
                <Route
                  element={
                    <RequireAuth>
                      <PublicReportGate>
                        <RefineShell providers={providers} />
                      </PublicReportGate>
                    </RequireAuth>
                  }
                >
                  {insideRouteElements}
                </Route>
              </Routes>
            </Suspense>
          </ApiProvider>
          <AlertHost />
          <DialogHost />
        </AppFrame>
      </ThemedConfigProvider>
    </BrowserRouter>
  );
}
