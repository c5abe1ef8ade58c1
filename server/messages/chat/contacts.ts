/**
 * The colleague directory whoever may write (新增 on 站内消息) searches to write to someone (D-CHAT-1: without List on
 * Person): enabled users other than the caller, found by name, work code or department, answered with what a directory
 * shows and nothing private (no account, phone, mail or roles).
 */
import { sql, type RawBuilder } from 'kysely';
import { CONTACT_SEARCH_LIMIT, type FriendContact } from '../../../contract/index.js';
import type { Db, DialectName } from '../../platform/db/types.js';
import { containsText } from '../../platform/db/containsText.js';

/** The user's display columns, joined from their person and department; `u` is the User table's alias. */
export const contactColumns = sql`${sql.ref('u.Id')} as ${sql.id('ContactId')}, ${sql.ref('u.Name')} as ${sql.id('ContactName')}, ${sql.ref('p.WorkCode')} as ${sql.id('WorkCode')}, ${sql.ref('d.Name')} as ${sql.id('DeptName')}`;
export const contactJoins = sql`left join ${sql.table('Person')} p on p.${sql.id('Id')} = u.${sql.id('Person_Id')} left join ${sql.table('Dept')} d on d.${sql.id('Id')} = p.${sql.id('Dept_Id')}`;

/** Disabled users (Enabled 0) are not reachable; a user whose flag was never set is enabled. */
export const enabledUser = sql`(u.${sql.id('Enabled')} is null or u.${sql.id('Enabled')} = 1)`;

export interface ContactRow {
  ContactId: string;
  ContactName: string | null;
  WorkCode: string | null;
  DeptName: string | null;
}

export function toContact(row: ContactRow): FriendContact {
  return { Id: String(row.ContactId), Name: row.ContactName ?? '', WorkCode: row.WorkCode ?? null, DeptName: row.DeptName ?? null };
}

function matches(dialect: DialectName, keyword: string): RawBuilder<unknown> {
  const contains = (column: RawBuilder<unknown>) => containsText(column, keyword, dialect);
  return sql`(${contains(sql`u.${sql.id('Name')}`)} or ${contains(sql`p.${sql.id('WorkCode')}`)} or ${contains(sql`d.${sql.id('Name')}`)})`;
}

/** Up to CONTACT_SEARCH_LIMIT colleagues matching `keyword` (all of them, by name, when it is empty). */
export async function searchContacts(db: Db, dialect: DialectName, callerId: string, keyword: string): Promise<FriendContact[]> {
  const filter = keyword === '' ? sql`1 = 1` : matches(dialect, keyword);
  const result = await sql<ContactRow>`
    select ${contactColumns} from ${sql.table('User')} u ${contactJoins}
    where ${enabledUser} and u.${sql.id('Id')} <> ${callerId} and ${filter}
    order by u.${sql.id('Name')}, u.${sql.id('Id')} limit ${CONTACT_SEARCH_LIMIT}`.execute(db);
  return result.rows.map(toContact);
}

/** The enabled user `userId` as a contact, or undefined (unknown or disabled). */
export async function findContact(db: Db, userId: string): Promise<FriendContact | undefined> {
  const result = await sql<ContactRow>`
    select ${contactColumns} from ${sql.table('User')} u ${contactJoins}
    where ${enabledUser} and u.${sql.id('Id')} = ${userId}`.execute(db);
  const row = result.rows[0];
  return row ? toContact(row) : undefined;
}
