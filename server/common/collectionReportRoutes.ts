/**
 * GET /api/CollectionReport/{deptId}: the public collection report of one department (the /sr/:id page): its
 * approved papers, patents and projects, with public fields only (titles, dates, categories; no people, no money,
 * no files). Readable without login, so it can be shared as a link.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../platform/db/types.js';
import { badRequest, notFound } from '../platform/http/httpError.js';
import type { CollectionReport } from '../../contract/index.js';

export const APPROVED = '已通过';
export const DEPT_NOT_FOUND = '科室不存在';

const orNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

async function approvedRows(db: Db, table: string, deptId: string, columns: string[], orderBy: string) {
  return db.selectFrom(table).select(columns).where('Dept_Id', '=', deptId).where('FlowStatus', '=', APPROVED).orderBy(orderBy, 'desc').limit(200).execute();
}

export const collectionReportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.appContext;

  app.get<{ Params: { id: string } }>('/api/CollectionReport/:id', async (request): Promise<CollectionReport> => {
    const id = request.params.id;
    if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw badRequest('报告编号格式不正确');
    const dept = await db.selectFrom('Dept').select(['Name', 'Category']).where('Id', '=', id).executeTakeFirst();
    if (!dept) throw notFound(DEPT_NOT_FOUND);
    const [theses, patents, projects] = await Promise.all([
      approvedRows(db, 'Thesis', id, ['Title', 'PublishDate', 'IncludedType'], 'PublishDate'),
      approvedRows(db, 'Patent', id, ['Name', 'PatentType', 'LegalStatus', 'GrantDate'], 'ApplyDate'),
      approvedRows(db, 'Problem', id, ['Name', 'Level', 'Source', 'StartDate', 'Status'], 'StartDate'),
    ]);
    return {
      DeptName: String(dept.Name ?? ''),
      Category: orNull(dept.Category),
      Theses: theses.map((r) => ({ Title: String(r.Title ?? ''), PublishDate: orNull(r.PublishDate), IncludedType: orNull(r.IncludedType) })),
      Patents: patents.map((r) => ({
        Name: String(r.Name ?? ''),
        PatentType: orNull(r.PatentType),
        LegalStatus: orNull(r.LegalStatus),
        GrantDate: orNull(r.GrantDate),
      })),
      Projects: projects.map((r) => ({
        Name: String(r.Name ?? ''),
        Level: orNull(r.Level),
        Source: orNull(r.Source),
        StartDate: orNull(r.StartDate),
        Status: orNull(r.Status),
      })),
    };
  });
};
