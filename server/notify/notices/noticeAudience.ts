/**
 * Who a notice reaches: the enabled users of the audience (everyone; holders of the roles; members of the departments
 * and of their sub-departments; the named people), never its sender. Resolved when the notice is released, so a
 * scheduled notice reaches the roles' and departments' members of that day. Every named id must exist.
 */
import { NOTICE_AUDIENCE_NAMES, NOTICE_MESSAGES, type NoticeAudience } from '../../../contract/notify.js';
import type { Db, Row } from '../../platform/db/types.js';
import { parseIdArray } from '../../platform/db/idArray.js';
import { badRequest } from '../../platform/http/httpError.js';

const isEnabled = (row: Row): boolean => row.Enabled === null || row.Enabled === undefined || Number(row.Enabled) === 1;

/** The ids of the table that exist among `ids`; a 400 when one does not. */
async function requireExisting(db: Db, table: string, ids: readonly string[]): Promise<Row[]> {
  const rows = await db
    .selectFrom(table)
    .select(['Id', 'Name'])
    .where('Id', 'in', [...ids])
    .execute();
  if (rows.length !== ids.length) throw badRequest(NOTICE_MESSAGES.audienceUnknown);
  return rows;
}

/** Checks the audience's ids exist (at publish time, before anything is written). */
export async function checkAudience(db: Db, audience: NoticeAudience): Promise<void> {
  if (audience.Kind === 'roles') await requireExisting(db, 'Role', audience.Ids);
  if (audience.Kind === 'depts') await requireExisting(db, 'Dept', audience.Ids);
  if (audience.Kind === 'users') await requireExisting(db, 'User', audience.Ids);
}

/** The departments and every department under them. */
async function withSubDepartments(db: Db, roots: readonly string[]): Promise<Set<string>> {
  const depts = await db.selectFrom('Dept').select(['Id', 'Parent_Id']).execute();
  const children = new Map<string, string[]>();
  for (const dept of depts) {
    const parent = dept.Parent_Id === null ? '' : String(dept.Parent_Id);
    children.set(parent, [...(children.get(parent) ?? []), String(dept.Id)]);
  }
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

export async function resolveRecipients(db: Db, audience: NoticeAudience, senderId: string): Promise<string[]> {
  const users = await db.selectFrom('User').select(['Id', 'Role_Ids', 'Person_Id', 'Enabled']).execute();
  let chosen = users.filter(isEnabled);
  if (audience.Kind === 'roles') {
    const roles = new Set(audience.Ids);
    chosen = chosen.filter((user) => parseIdArray(user.Role_Ids).some((id) => roles.has(id)));
  } else if (audience.Kind === 'depts') {
    const depts = await withSubDepartments(db, audience.Ids);
    const people = await db.selectFrom('Person').select(['Id', 'Dept_Id']).execute();
    const inDepts = new Set(people.filter((p) => p.Dept_Id !== null && depts.has(String(p.Dept_Id))).map((p) => String(p.Id)));
    chosen = chosen.filter((user) => user.Person_Id !== null && inDepts.has(String(user.Person_Id)));
  } else if (audience.Kind === 'users') {
    const named = new Set(audience.Ids);
    chosen = chosen.filter((user) => named.has(String(user.Id)));
  }
  return chosen.map((user) => String(user.Id)).filter((id) => id !== senderId);
}

/** The audience in words for the published lists: 全体人员, 按角色:科研人员、院长, … */
export async function describeAudience(db: Db, audience: NoticeAudience): Promise<string> {
  if (audience.Kind === 'all' || audience.Ids.length === 0) return NOTICE_AUDIENCE_NAMES[audience.Kind];
  const table = audience.Kind === 'roles' ? 'Role' : audience.Kind === 'depts' ? 'Dept' : 'User';
  const rows = await db.selectFrom(table).select(['Id', 'Name']).where('Id', 'in', audience.Ids).execute();
  const names = rows.map((row) => String(row.Name ?? ''));
  return `${NOTICE_AUDIENCE_NAMES[audience.Kind]}:${names.join('、')}`;
}
