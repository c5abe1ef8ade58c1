/** Reading accounts: the User module's rows as the auth code needs them. */
import { REGIST_STATUS, type CurrentUser, type RoleInfo } from '../../contract/index.js';
import type { Db, Row } from '../platform/db/types.js';
import type { UserRecord } from '../platform/identity.js';
import { parseIdArray } from '../platform/db/idArray.js';
import { cachedRead, type CachedRead } from '../platform/db/generationCache.js';

export type { UserRecord };

export function toUserRecord(row: Row): UserRecord {
  return {
    Id: String(row.Id),
    Name: String(row.Name ?? ''),
    Account: String(row.Account ?? ''),
    IsAdmin: Number(row.IsAdmin) === 1,
    // A missing Enabled value (column added later) counts as enabled.
    Enabled: row.Enabled === null || row.Enabled === undefined || Number(row.Enabled) === 1,
    AwaitingApproval: row.RegistStatus === REGIST_STATUS.pending,
    roleIds: parseIdArray(row.Role_Ids),
    Person_Id: row.Person_Id === null || row.Person_Id === undefined ? null : String(row.Person_Id),
    HandIcon_Id: row.HandIcon_Id === null || row.HandIcon_Id === undefined ? null : String(row.HandIcon_Id),
  };
}

/** Accounts kept between requests where every write is seen at once (see sessions.ts). */
const USERS: CachedRead = { name: 'users', maxEntries: 20_000, exactOnly: true };

/** An account by id; the record may be shared between requests, so it is frozen. */
export function loadUserById(db: Db, id: string): Promise<UserRecord | null> {
  return cachedRead(
    db,
    USERS,
    'User',
    id,
    async () => {
      const row = await db.selectFrom('User').selectAll().where('Id', '=', id).executeTakeFirst();
      if (!row) return null;
      const user = toUserRecord(row);
      Object.freeze(user.roleIds);
      return Object.freeze(user);
    },
    (user) => user !== null,
  );
}

export async function loadUserByAccount(db: Db, account: string): Promise<UserRecord | null> {
  const row = await db.selectFrom('User').selectAll().where('Account', '=', account).executeTakeFirst();
  return row ? toUserRecord(row) : null;
}

/** The active role: the wanted one when the user still has it, else the user's first role. */
export function resolveActiveRole(user: UserRecord, wanted: string | null | undefined): string | null {
  return chosenRole(user, wanted) ?? user.roleIds[0] ?? null;
}

/** The role the person chose (the session's or the last login's), when they still hold it; null when none is chosen. */
export function chosenRole(user: UserRecord, wanted: string | null | undefined): string | null {
  return wanted && user.roleIds.includes(wanted) ? wanted : null;
}

/** The roles whose data scopes apply (AuthState.scopeRoleIds): the chosen one, else all the user's roles. */
export function scopeRolesOf(user: UserRecord, chosen: string | null): readonly string[] {
  return chosen !== null ? [chosen] : user.roleIds;
}

/**
 * The account as the app reads it. `chosen`: the session's role was chosen by the person (Curr.Chosen false: not yet,
 * their data scope is then the union of their roles'; the switch may narrow it to the role shown as active).
 */
export async function buildCurrentUser(db: Db, user: UserRecord, roleId: string | null, chosen: boolean): Promise<CurrentUser> {
  const roles: RoleInfo[] = [];
  if (user.roleIds.length > 0) {
    const rows = await db.selectFrom('Role').select(['Id', 'Name', 'EnCode']).where('Id', 'in', user.roleIds).execute();
    const byId = new Map(rows.map((r) => [String(r.Id), r]));
    for (const id of user.roleIds) {
      const row = byId.get(id);
      if (row) roles.push({ Id: id, Name: String(row.Name ?? ''), EnCode: String(row.EnCode ?? '') });
    }
  }
  return {
    Id: user.Id,
    Name: user.Name,
    Account: user.Account,
    Roles: roles,
    Curr: { Role_Id: roleId, Chosen: chosen || user.roleIds.length <= 1 },
    IsAdmin: user.IsAdmin,
    HandIconId: user.HandIcon_Id,
    Person_Id: user.Person_Id,
  };
}
