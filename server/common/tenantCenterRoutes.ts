/**
 * The enterprise centre's calls: GET /api/Tenant/Statistics (row counts of the institute, login required) and
 * POST /api/Tenant/Update (administrators only): FullName, EnCode and an optional icon (an uploaded image Resource).
 */
import type { FastifyPluginAsync } from 'fastify';
import { TenantUpdateSchema, type Tenant, type TenantUpdateBody } from '../../contract/index.js';
import type { Db } from '../platform/db/types.js';
import { badRequest, forbidden, notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import type { TenantStatistics } from '../../contract/index.js';

/** Which table each statistic counts. */
export const STATISTIC_TABLES: Record<keyof TenantStatistics, string> = {
  Depts: 'Dept',
  People: 'Person',
  Theses: 'Thesis',
  Patents: 'Patent',
  Projects: 'Problem',
};

export interface TenantUpdateInput {
  FullName: string;
  EnCode: string;
  HandIcon_Id: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Checks the edit form's fields; answers the first problem in Chinese, or the cleaned input. */
export function validateTenantUpdate(body: unknown): { error: string } | { value: TenantUpdateInput } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const FullName = text(input.FullName);
  const EnCode = text(input.EnCode);
  const icon = text(input.HandIcon_Id);
  if (FullName === '') return { error: '单位全称是必填的' };
  if (FullName.length < 2 || FullName.length > 100) return { error: '单位全称长度要求在[2,100]之间' };
  if (EnCode === '') return { error: '单位编码是必填的' };
  if (!/^[A-Za-z0-9_-]{2,30}$/.test(EnCode)) return { error: '单位编码只能包含字母、数字、下划线和短横线,长度2-30' };
  return { value: { FullName, EnCode, HandIcon_Id: icon === '' ? null : icon } };
}

async function countRows(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const tenantCenterRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.appContext;

  app.get('/api/Tenant/Statistics', async (request): Promise<TenantStatistics> => {
    requireLogin(request);
    const entries = await Promise.all(Object.entries(STATISTIC_TABLES).map(async ([key, table]) => [key, await countRows(db, table)] as const));
    return Object.fromEntries(entries) as unknown as TenantStatistics;
  });

  app.post<{ Body: TenantUpdateBody }>('/api/Tenant/Update', { schema: { body: TenantUpdateSchema } }, async (request): Promise<Tenant> => {
    const auth = requireLogin(request);
    if (!auth.user.IsAdmin) throw forbidden();
    const checked = validateTenantUpdate(request.body);
    if ('error' in checked) throw badRequest(checked.error);
    const { value } = checked;
    if (value.HandIcon_Id !== null) {
      const icon = await db.selectFrom('Resource').select(['Id', 'ContentType']).where('Id', '=', value.HandIcon_Id).executeTakeFirst();
      if (!icon) throw badRequest('单位图标文件不存在');
      if (!icon.ContentType.startsWith('image/')) throw badRequest('单位图标必须是图片');
    }
    const tenant = await db.selectFrom('Tenant').select('Id').orderBy('Id').executeTakeFirst();
    if (!tenant) throw notFound('租户不存在');
    await db
      .updateTable('Tenant')
      .set({ FullName: value.FullName, EnCode: value.EnCode, HandIcon_Id: value.HandIcon_Id })
      .where('Id', '=', tenant.Id)
      .execute();
    return { Id: tenant.Id, ...value };
  });
};
