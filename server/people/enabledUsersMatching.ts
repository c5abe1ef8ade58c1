/**
 * The people pickers that need no List on User or Person (转办/加签/自选 candidates, a notice's audience) find users
 * through this one query: enabled users whose name, account or work code contains the keyword, with their department,
 * answering only what a picker shows. The keyword is bounded by the caller and bound as a LIKE pattern.
 */
import { sql } from 'kysely';
import type { DialectName, Db } from '../platform/db/types.js';
import { containsText } from '../platform/db/containsText.js';

export interface DirectoryUser {
  Id: string;
  Name: string;
  Account: string;
  DeptName: string | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `roleIds`: only holders of one of these roles (Role_Ids is JSON text: each id is looked for with its quotes). */
export async function enabledUsersMatching(
  db: Db,
  dialect: DialectName,
  keyword: string,
  limit: number,
  roleIds?: readonly string[],
): Promise<DirectoryUser[]> {
  let query = db
    .selectFrom('User as u')
    .leftJoin('Person as p', 'p.Id', 'u.Person_Id')
    .leftJoin('Dept as d', 'd.Id', 'p.Dept_Id')
    .select(['u.Id as Id', 'u.Name as Name', 'u.Account as Account', 'd.Name as DeptName'])
    // A missing Enabled value (column added later) counts as enabled, as at login.
    .where((eb) => eb.or([eb('u.Enabled', '=', 1), eb('u.Enabled', 'is', null)]));
  if (roleIds !== undefined) {
    if (roleIds.length === 0) return [];
    query = query.where((eb) => eb.or(roleIds.map((id) => containsText(sql.ref('u.Role_Ids'), JSON.stringify(id), dialect))));
  }
  if (keyword !== '') {
    query = query.where((eb) => eb.or(['u.Name', 'u.Account', 'p.WorkCode'].map((column) => containsText(sql.ref(column), keyword, dialect))));
  }
  const rows = await query.orderBy('u.Name').orderBy('u.Account').limit(limit).execute();
  return rows.map((row) => ({
    Id: text(row.Id),
    Name: text(row.Name),
    Account: text(row.Account),
    DeptName: row.DeptName === null || row.DeptName === undefined ? null : text(row.DeptName),
  }));
}
