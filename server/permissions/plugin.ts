/**
 * The permissions feature: the permission tree call, the cache of role grants dropped whenever a Role or Permission
 * is saved (here or, over the hub's bus, on another instance), and the hub's "who may hear of this module" answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { connectHubToPermissions, GRANT_MODULES } from './hubPermissions.js';
import { permissionRoutes } from './routes.js';
import { grantDeletePolicy, grantWriteHooks } from './grantWrites.js';

export const permissionsPlugin: FastifyPluginAsync = async (app) => {
  const { recordHooks, permissions, catalogue, db } = app.appContext;
  // Only administrators write grants; a saved Role or Permission drops the cached grants once committed.
  for (const module of GRANT_MODULES)
    recordHooks.forModule(
      module,
      grantWriteHooks(
        () => permissions.invalidate(),
        (name) => catalogue.find(name) !== undefined,
      ),
    );
  recordHooks.usePolicy(grantDeletePolicy);
  connectHubToPermissions(app.hub, permissions, db, catalogue);
  await app.register(permissionRoutes);
};
