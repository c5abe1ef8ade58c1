/**
 * An extra list call over a catalogue module, for features whose callers expect another path or extra fields
 * (`/api/Person/PersonPageList`): the same access rules, owner scope, rate limit and paging as `/api/{M}/List`.
 */
import type { FastifyInstance } from 'fastify';
import { PageParaSchema, type ApiRecord, type PagePara, type PageResult } from '../../contract/index.js';
import { DECRYPTING_ROUTE_RATE_LIMIT } from '../platform/http/rateLimits.js';
import { findModuleOrThrow, requireModuleAccess } from './access.js';
import { listRecords } from './moduleService.js';
import { readListRequest } from './pagePara.js';

export function registerListRoute(app: FastifyInstance, path: string, moduleName: string, decorate: (row: ApiRecord) => void = () => {}): void {
  const ctx = app.appContext;
  app.post<{ Body: PagePara }>(
    path,
    { config: { rateLimit: DECRYPTING_ROUTE_RATE_LIMIT }, schema: { body: PageParaSchema } },
    async (request): Promise<PageResult> => {
      const module = findModuleOrThrow(request, moduleName);
      const access = await requireModuleAccess(request, module, 'List');
      const page = await listRecords(ctx, module, readListRequest(request.body), access.scope);
      page.Data.forEach(decorate);
      return page;
    },
  );
}
