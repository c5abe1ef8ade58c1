/**
 * The facts a department data scope is decided by: each department's parent, a person's department, an account's
 * person. Every scoped list call and every live update a 科室主任's socket may hear asks them; they are read once per
 * write of their table (generationCache.ts cachedRead) instead of per call and per socket.
 */
import { cachedRead } from '../platform/db/generationCache.js';
import type { Db } from '../platform/db/types.js';

const DEPT_TABLE = 'Dept';
const PERSON_TABLE = 'Person';
const USER_TABLE = 'User';
const DEPT_COLUMN = 'Dept_Id';

const PARENTS = { name: 'scopeDeptParents', maxEntries: 1 };
const PERSON_DEPT = { name: 'scopePersonDept', maxEntries: 10_000 };
const USER_PERSON = { name: 'scopeUserPerson', maxEntries: 10_000 };

const idOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/** Each department's parent (null at the top). */
export function departmentParents(db: Db): Promise<ReadonlyMap<string, string | null>> {
  return cachedRead(db, PARENTS, DEPT_TABLE, '', async () => {
    const rows = await db.selectFrom(DEPT_TABLE).select(['Id', 'Parent_Id']).execute();
    return new Map(rows.map((d) => [String(d.Id), idOrNull(d.Parent_Id)]));
  });
}

/** The department of a person (人员's 科室), null when none. */
export function personDepartment(db: Db, personId: string): Promise<string | null> {
  return cachedRead(db, PERSON_DEPT, PERSON_TABLE, personId, async () => {
    const person = await db.selectFrom(PERSON_TABLE).select(DEPT_COLUMN).where('Id', '=', personId).executeTakeFirst();
    return idOrNull(person?.[DEPT_COLUMN]);
  });
}

/** The department of an account's person, null when the account has no person or the person no department. */
export async function userDepartment(db: Db, userId: string): Promise<string | null> {
  const personId = await cachedRead(db, USER_PERSON, USER_TABLE, userId, async () => {
    const user = await db.selectFrom(USER_TABLE).select('Person_Id').where('Id', '=', userId).executeTakeFirst();
    return idOrNull(user?.Person_Id);
  });
  return personId === null ? null : personDepartment(db, personId);
}
