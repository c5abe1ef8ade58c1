import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { Spin } from 'antd';
import type { SessionProviders } from '../providers';
import { ApiProvider } from './app/ApiContext';
import { AppFrame } from './app/AppFrame';
import { registerNavigate } from './app/navigationBridge';
import { guardSpinner, RequireAuth } from './layout/RequireAuth';
import { ThemedConfigProvider } from './layout/settings/ThemedConfigProvider';
import { AlertHost } from './dialogs/alerts/AlertHost';
import { DialogHost } from './dialogs/DialogHost';
import { insideRouteElements, outsideRouteElements } from './routes/routeElements';
import { PublicReportGate } from './routes/PublicReportGate';
import { RefineShell } from './app/refineShellPage';
import { WhenPageLoaded } from './routes/WhenPageLoaded';

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
            <Suspense fallback={pageFallback}>
              <Routes>
                {outsideRouteElements}
                <Route
                  element={
                    <RequireAuth>
                      <PublicReportGate>
                        <WhenPageLoaded page={RefineShell} fallback={guardSpinner}>
                          <RefineShell providers={providers} />
                        </WhenPageLoaded>
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
