/**
 * Whose work reports a leader may read on the leader pages and annotate (D-REPORT-8). The institute's leaders —
 * administrators and the dean-type roles (SH-ROLE-2: codes 004 and 012, the roles with the dean menu) — annotate every
 * department's reports; anyone else holding Check on a report module (a 科室主任, whose Check is there for their
 * approval step) only the reports of people in their own department: the department of their person, and any
 * department they head. A report is of people in the department when both its author (Create_User_Id → User →
 * Person, which the server sets) and the person it reports on (报告人, Person_Id, when named) belong to it: the author
 * alone would let a clerk's reports about another department's people through, the 报告人 alone would let anyone
 * file a report into another department's queue. The report's Dept_Id, which its author chose, decides nothing.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AuthState } from '../platform/identity.js';
import type { Db, DynamicDb } from '../platform/db/types.js';

/** The active-role codes that annotate across the institute (the dean menu's codes, SH-ROLE-2). */
export const INSTITUTE_WIDE_ROLE_CODES: readonly string[] = ['004', '012'];

export type AnnotationScope = { kind: 'institute' } | { kind: 'departments'; deptIds: readonly string[] };

export async function annotationScopeOf(db: Db, auth: AuthState): Promise<AnnotationScope> {
  if (auth.user.IsAdmin) return { kind: 'institute' };
  if (auth.roleId !== null) {
    const role = await db.selectFrom('Role').select('EnCode').where('Id', '=', auth.roleId).executeTakeFirst();
    if (role && INSTITUTE_WIDE_ROLE_CODES.includes(String(role.EnCode))) return { kind: 'institute' };
  }
  const personId = auth.user.Person_Id;
  if (personId === null) return { kind: 'departments', deptIds: [] };
  const [own, headed] = await Promise.all([
    db.selectFrom('Person').select('Dept_Id').where('Id', '=', personId).executeTakeFirst(),
    db.selectFrom('Dept').select('Id').where('Leader_Id', '=', personId).execute(),
  ]);
  const deptIds = new Set<string>(headed.map((dept) => String(dept.Id)));
  if (own?.Dept_Id) deptIds.add(String(own.Dept_Id));
  return { kind: 'departments', deptIds: [...deptIds] };
}

/** The person a report is about. */
export const REPORTER_FIELD = 'Person_Id';

/** The scope as a condition on a report module's rows (the department ids are bound values). */
export function annotationScopeCondition(scope: AnnotationScope): ((eb: ExpressionBuilder<DynamicDb, string>) => Expression<SqlBool>) | null {
  if (scope.kind === 'institute') return null;
  if (scope.deptIds.length === 0) return () => sql<SqlBool>`1 = 0`;
  const deptIds = [...scope.deptIds];
  return (eb) => {
    const peopleInScope = () => eb.selectFrom('Person').select('Person.Id').where('Person.Dept_Id', 'in', deptIds);
    return eb.and([
      eb(sql.ref('Create_User_Id'), 'in', eb.selectFrom('User').select('User.Id').where('User.Person_Id', 'in', peopleInScope())),
      eb.or([eb(sql.ref(REPORTER_FIELD), 'is', null), eb(sql.ref(REPORTER_FIELD), 'in', peopleInScope())]),
    ]);
  };
}

/** Whether a report (by its author and its 报告人) lies in the scope. */
export async function isInAnnotationScope(db: Db, scope: AnnotationScope, report: Readonly<Record<string, unknown>>): Promise<boolean> {
  if (scope.kind === 'institute') return true;
  if (typeof report.Create_User_Id !== 'string' || scope.deptIds.length === 0) return false;
  const author = await db
    .selectFrom('User')
    .innerJoin('Person', 'Person.Id', 'User.Person_Id')
    .select('Person.Dept_Id')
    .where('User.Id', '=', report.Create_User_Id)
    .executeTakeFirst();
  if (!author?.Dept_Id || !scope.deptIds.includes(String(author.Dept_Id))) return false;
  const reporterId = report[REPORTER_FIELD];
  if (reporterId === null || reporterId === undefined || reporterId === '') return true;
  const reporter = await db.selectFrom('Person').select('Dept_Id').where('Id', '=', String(reporterId)).executeTakeFirst();
  return Boolean(reporter?.Dept_Id) && scope.deptIds.includes(String(reporter?.Dept_Id));
}
