/**
 * A deleted role leaves its holders at once (D-SEC-11): the role is taken out of every user's Role_Ids and their
 * sessions end, so their next call is 未登陆 and they log in again with what they still hold — not go on in a session
 * whose active role grants nothing any more.
 */
import { sql } from 'kysely';
import type { Db, DialectName } from '../platform/db/types.js';
import { containsText } from '../platform/db/containsText.js';
import { parseIdArray } from '../platform/db/idArray.js';
import { deleteSessionsOfUsers } from './sessions.js';

/** Takes `roleId` away from its holders and ends their sessions; answers the session ids ended. */
export async function releaseRoleHolders(db: Db, dialect: DialectName, roleId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // The LIKE narrows; the parsed list decides (an id that merely contains this one is not a holder).
    const rows = await trx
      .selectFrom('User')
      .select(['Id', 'Role_Ids'])
      .where(() => containsText(sql.ref('Role_Ids'), JSON.stringify(roleId), dialect))
      .execute();
    const holders: string[] = [];
    for (const row of rows) {
      const roleIds = parseIdArray(row.Role_Ids);
      if (!roleIds.includes(roleId)) continue;
      holders.push(String(row.Id));
      await trx
        .updateTable('User')
        .set({ Role_Ids: JSON.stringify(roleIds.filter((id) => id !== roleId)) })
        .where('Id', '=', row.Id as string)
        .execute();
    }
    return deleteSessionsOfUsers(trx, holders);
  });
}
