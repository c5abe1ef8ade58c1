/**
 * The auth feature: each request's session resolved into `request.auth` (a root-level hook, so every feature sees
 * it), the account and tenant calls, and the User module's write-only password and administrator flag.
 */
import { rootPlugin } from '../platform/rootPlugin.js';
import { accountRoutes } from './accountRoutes.js';
import { releaseRoleHolders } from './deletedRoleHolders.js';
import { registrationRoutes } from './registrationRoutes.js';
import { installSessionResolver } from './sessionResolver.js';
import { liveSessionIds } from './sessions.js';
import { tenantRoutes } from './tenantRoutes.js';
import { userHooks } from './userRecordHooks.js';

export const authPlugin = rootPlugin(async (app) => {
  installSessionResolver(app);
  const { recordHooks, passwords, db, dialect } = app.appContext;
  // The hub is registered after this feature: reached when a write has committed, never before the server is up.
  const endHubSessions = (sessionIds: readonly string[]) => app.hub.endSessions(sessionIds);
  recordHooks.forModule('User', userHooks(passwords, endHubSessions));
  // A deleted role leaves its holders, whose sessions end (D-SEC-11).
  recordHooks.usePolicy({
    async afterDelete(_ctx, module, id) {
      if (module.name === 'Role') await endHubSessions(await releaseRoleHolders(db, dialect, id));
    },
  });
  await app.register(accountRoutes);
  await app.register(registrationRoutes);
  await app.register(tenantRoutes);
  // Hub connections last no longer than their session (D-SEC-1): the hub's periodic check asks the session store.
  // On ready, because the hub is registered after this feature.
  app.addHook('onReady', async () => app.hub.useLiveSessions((sessionIds) => liveSessionIds(app.appContext.db, sessionIds)));
});
