/** GET /api/Tenant/GetCurrent: the institute's name and icon, readable before login (the login page shows it). */
import type { FastifyPluginAsync } from 'fastify';
import type { Tenant } from '../../contract/index.js';
import { notFound } from '../platform/http/httpError.js';

export const tenantRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/Tenant/GetCurrent', async (): Promise<Tenant> => {
    const row = await app.appContext.db.selectFrom('Tenant').selectAll().orderBy('Id').executeTakeFirst();
    if (!row) throw notFound('租户不存在');
    return { Id: row.Id, FullName: row.FullName, EnCode: row.EnCode, HandIcon_Id: row.HandIcon_Id };
  });
};
