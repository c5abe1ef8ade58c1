/** People: the remote select of a person (`POST /api/Person/PersonPageList`) also answers each person's department name. */
import type { FastifyPluginAsync } from 'fastify';
import type { ApiRecord } from '../../contract/index.js';
import { registerListRoute } from '../records/index.js';

export const peoplePlugin: FastifyPluginAsync = async (app) => {
  registerListRoute(app, '/api/Person/PersonPageList', 'Person', (row) => {
    const dept = row.Dept as ApiRecord | null | undefined;
    row.DeptName = typeof dept?.Name === 'string' ? dept.Name : null;
  });
};
