// antd's styles of the default theme, rendered at build time (scripts/antdStyles): its components skip writing them.
// First of all imports, so the app's own style sheets come after it and win over antd's at equal specificity, as they
// did over the styles antd inserts at the start of <head>.
import 'virtual:antd-static-styles.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd';
// The session's providers only (not the barrel): the data provider and the rest come with the shell (D-PERF-4f).
import { createSessionProviders } from '../providers/sessionProviders';
import { getApiBaseUrl } from '../providers/config';
import { navigateTo } from './app/navigationBridge';
import { lastUrl } from './layout/lastUrl';
import { alertNotificationApi } from './dialogs/alerts/alertNotificationApi';
import { App } from './App';
import { startSession } from './session/startSession';
import { prefetchOpenedPage } from './routes/prefetchOpenedPage';
import './styles.css';

// antd 5's static notification/Modal render through this with React 19 (its legacy ReactDOM.render is gone).
unstableSetRender((node, container) => {
  const host = container as Element & { __antdRoot?: Root };
  host.__antdRoot ??= createRoot(host);
  const root = host.__antdRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__antdRoot;
  };
});

const providers = createSessionProviders({ baseUrl: getApiBaseUrl(), navigate: navigateTo, lastUrl: () => lastUrl() ?? window.location.pathname,
  // The HTTP layer's notices and Refine's toasts show in the AlertHost (countdown close button, 查看).
  notificationApi: alertNotificationApi,
});

// The session's calls, then the opened page's first calls and its code, leave now, before the first render (issue 16,
// D-PERF-4g).
startSession(providers);
prefetchOpenedPage(providers.http, window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App providers={providers} />
  </StrictMode>,
);
