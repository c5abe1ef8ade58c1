/** /api/common/moduleStruts and /api/Common/VerififyUnique: descriptor and uniqueness calls every module's form makes. */
import type { FastifyPluginAsync } from 'fastify';
import { VerifyUniqueBodySchema, type ModuleStruts, type VerifyUniqueBody } from '../../contract/index.js';
import { toModuleStruts } from '../platform/catalogue/catalogue.js';
import { badRequest } from '../platform/http/httpError.js';
import { requireAnyPermission, requireLogin } from '../permissions/index.js';
import { coerceForStorage, findModuleOrThrow, isTaken, isUnique, requireColumn } from '../records/index.js';

export const notUniqueFieldMessage = (field: string) => `${field}不是唯一字段,不能校验重复`;

export const moduleRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.appContext;

  app.get<{ Params: { m: string } }>('/api/common/moduleStruts/:m', async (request): Promise<ModuleStruts> => {
    requireLogin(request);
    return toModuleStruts(findModuleOrThrow(request, request.params.m));
  });

  // (sic) the institute API spells it VerififyUnique.
  app.post<{ Body: VerifyUniqueBody }>('/api/Common/VerififyUnique', { schema: { body: VerifyUniqueBodySchema } }, async (request): Promise<boolean> => {
    const body = request.body;
    const module = findModuleOrThrow(request, String(body.ModuleName ?? ''));
    await requireAnyPermission(request, module.name, ['List', 'Add', 'Update']);
    const keyValues = Array.isArray(body.KeyValues) ? body.KeyValues : [];
    if (keyValues.length === 0) throw badRequest('KeyValues是必填的');
    const pairs: Array<[string, unknown]> = keyValues.map((kv: unknown) => {
      const item = (typeof kv === 'object' && kv !== null ? kv : {}) as { Key?: unknown; Value?: unknown };
      const column = requireColumn(module, item.Key);
      // Only fields that must be unique are asked about: any other column (Create_User_Id, say) would let a caller
      // probe values in other people's records (D-SEC-3).
      if (!column.field || !isUnique(column.field)) throw badRequest(notUniqueFieldMessage(column.field?.Description ?? column.name));
      const coerced = coerceForStorage(column.field, item.Value);
      if (!coerced.ok) throw badRequest(coerced.message);
      return [column.name, coerced.value];
    });
    const selfId = typeof body.Id === 'string' && body.Id !== '' ? body.Id : null;
    return isTaken(ctx.db, module.name, pairs, selfId);
  });
};
