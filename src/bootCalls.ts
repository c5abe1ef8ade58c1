/**
 * The session's providers and the app's first calls (D-PERF-4j). The entry imports this module before React
 * DOM and antd, so its calls leave as soon as the few modules it needs have run: the rest of the boot chunk takes
 * noticeably longer to evaluate on a cold load, and every call after it (the permissions after the user, the page's
 * calls after the report routes) waited for an answer that could not be read while that evaluation held the main
 * thread. What this module imports stays light: the HTTP client, the session store, the route table's lazy entries.
 */
// The session's providers only (not the barrel): the data provider and the rest come with the shell (D-PERF-4f).
import { createSessionProviders } from '../providers/sessionProviders';
import { getApiBaseUrl } from '../providers/config';
import { navigateTo } from './app/navigationBridge';
import { lastUrl } from './layout/lastUrl';
import { alertNotificationApi } from './dialogs/alerts/alertNotificationApi';
import { startSession } from './session/startSession';
import { prefetchOpenedPage } from './routes/prefetchOpenedPage';

export const providers = createSessionProviders({
  baseUrl: getApiBaseUrl(),
  navigate: navigateTo,
  lastUrl: () => lastUrl() ?? window.location.pathname,
  // The HTTP layer's notices and Refine's toasts show in the AlertHost (countdown close button, 查看).
  notificationApi: alertNotificationApi,
});

// The session's calls, then the opened page's first calls and its code, leave now, before the first render
// (D-PERF-4g).
startSession(providers);
prefetchOpenedPage(providers.http, window.location);
