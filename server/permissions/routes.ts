/** GET /api/Permission/Permissions: the nodes the active role holds (every node for admins). */
import type { FastifyPluginAsync } from 'fastify';
import type { PermissionNode } from '../../contract/index.js';
import { requireLogin } from './guard.js';

export const permissionRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/Permission/Permissions', async (request): Promise<PermissionNode[]> => {
    const auth = requireLogin(request);
    const permissions = app.appContext.permissions;
    const grants = auth.user.IsAdmin ? await permissions.allGrants() : await permissions.grantsFor(auth.roleId);
    return grants.nodes;
  });
};
