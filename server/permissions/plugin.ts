/**
 * The permissions feature: the permission tree call, the cache of role grants dropped whenever a Role or Permission
 * is saved (here or, over the hub's bus, on another instance), and the hub's "who may hear of this module" answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { connectHubToPermissions, GRANT_MODULES } from './hubPermissions.js';
import { permissionRoutes } from './routes.js';

export const permissionsPlugin: FastifyPluginAsync = async (app) => {
  const { recordHooks, permissions } = app.appContext;
  // A saved Role or Permission changes who may do what: drop the cached grants once the write has committed.
  for (const module of GRANT_MODULES) recordHooks.forModule(module, { afterCommit: () => permissions.invalidate() });
  connectHubToPermissions(app.hub, permissions);
  await app.register(permissionRoutes);
};
