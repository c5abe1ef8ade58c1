/**
 * GET /api/ProblemCompApply/Publicity?page=&size=: the project applications that passed review, for the public page
 * /ProblemCompApply/ProblemList (no login). Only public fields; paging bounded, bad paging a Chinese 400. The paging
 * keys are not PageIndex/PageSize on purpose: those make the app encrypt the call, and encrypted calls need a login.
 */
import type { FastifyPluginAsync } from 'fastify';
import { PUBLICITY_PAGE_INDEX_MAX, PUBLICITY_PAGE_SIZE_MAX, type PublicProblemApplicationPage } from '../../contract/index.js';
import { badRequest } from '../platform/http/httpError.js';

const APPROVED = '已通过';

const orNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** A whole number within [1, max] from the query, or its default when absent; anything else is refused. */
function pagingNumber(raw: unknown, fallback: number, max: number, label: string): number {
  if (raw === undefined || raw === '') return fallback;
  const text = String(raw);
  if (!/^\d{1,6}$/.test(text)) throw badRequest(`${label}应为1到${max}之间的整数`);
  const value = Number(text);
  if (value < 1 || value > max) throw badRequest(`${label}应为1到${max}之间的整数`);
  return value;
}

export const problemPublicityRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.appContext;

  app.get<{ Querystring: Record<string, unknown> }>('/api/ProblemCompApply/Publicity', async (request): Promise<PublicProblemApplicationPage> => {
    const pageIndex = pagingNumber(request.query.page, 1, PUBLICITY_PAGE_INDEX_MAX, '页码');
    const pageSize = pagingNumber(request.query.size, 10, PUBLICITY_PAGE_SIZE_MAX, '每页条数');
    const total = await db
      .selectFrom('ProblemCompApply')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('FlowStatus', '=', APPROVED)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('ProblemCompApply as a')
      .leftJoin('Dept as d', 'd.Id', 'a.Dept_Id')
      .leftJoin('Person as p', 'p.Id', 'a.Applicant_Id')
      .select(['a.Id', 'a.Name', 'a.CallName', 'a.Level', 'a.Source', 'a.ApplyDate', 'a.ApprovalResult', 'd.Name as DeptName', 'p.Name as ApplicantName'])
      .where('a.FlowStatus', '=', APPROVED)
      .orderBy('a.ApplyDate', 'desc')
      .orderBy('a.Id')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute();
    return {
      Total: Number(total?.n ?? 0),
      Data: rows.map((row) => ({
        Id: String(row.Id),
        Name: String(row.Name ?? ''),
        CallName: orNull(row.CallName),
        Level: orNull(row.Level),
        Source: orNull(row.Source),
        DeptName: orNull(row.DeptName),
        ApplicantName: orNull(row.ApplicantName),
        ApplyDate: orNull(row.ApplyDate),
        ApprovalResult: orNull(row.ApprovalResult),
      })),
    };
  });
};
