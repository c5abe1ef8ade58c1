/**
 * The auth feature: each request's session resolved into `request.auth` (a root-level hook, so every feature sees
 * it), the account and tenant calls, and the User module's write-only password and administrator flag.
 */
import { rootPlugin } from '../platform/rootPlugin.js';
import { accountRoutes } from './accountRoutes.js';
import { installSessionResolver } from './sessionResolver.js';
import { liveSessionIds } from './sessions.js';
import { tenantRoutes } from './tenantRoutes.js';
import { userHooks } from './userRecordHooks.js';

export const authPlugin = rootPlugin(async (app) => {
  installSessionResolver(app);
  app.appContext.recordHooks.forModule('User', userHooks(app.appContext.passwords));
  await app.register(accountRoutes);
  await app.register(tenantRoutes);
  // Hub connections last no longer than their session (D-SEC-1): the hub's periodic check asks the session store.
  // On ready, because the hub is registered after this feature.
  app.addHook('onReady', async () => app.hub.useLiveSessions((sessionIds) => liveSessionIds(app.appContext.db, sessionIds)));
});
