/** Password hashes and login-failure counters, kept apart from the User module so they are never listed. */
import type { Db } from '../platform/db/types.js';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export interface CredentialRecord {
  User_Id: string;
  PasswordHash: string;
  FailedCount: number;
  LockedUntil: number;
  LastRole_Id: string | null;
}

export async function loadCredential(db: Db, userId: string): Promise<CredentialRecord | null> {
  const row = await db.selectFrom('Credential').selectAll().where('User_Id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    User_Id: userId,
    PasswordHash: String(row.PasswordHash ?? ''),
    FailedCount: Number(row.FailedCount ?? 0),
    LockedUntil: Number(row.LockedUntil ?? 0),
    LastRole_Id: row.LastRole_Id === null ? null : String(row.LastRole_Id),
  };
}

export async function savePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  const existing = await db.selectFrom('Credential').select('User_Id').where('User_Id', '=', userId).executeTakeFirst();
  if (existing) {
    await db.updateTable('Credential').set({ PasswordHash: passwordHash, FailedCount: 0, LockedUntil: 0 }).where('User_Id', '=', userId).execute();
  } else {
    await db.insertInto('Credential').values({ User_Id: userId, PasswordHash: passwordHash, FailedCount: 0, LockedUntil: 0, LastRole_Id: null }).execute();
  }
}

/** Counts a failure; the fifth in a row locks the account. Returns true when the account is now locked. */
export async function recordFailedLogin(db: Db, credential: CredentialRecord): Promise<boolean> {
  const failed = credential.FailedCount + 1;
  const locked = failed >= MAX_FAILED_LOGINS;
  await db.updateTable('Credential')
    .set({ FailedCount: locked ? 0 : failed, LockedUntil: locked ? Date.now() + LOCKOUT_MS : 0 })
    .where('User_Id', '=', credential.User_Id).execute();
  return locked;
}

export async function recordSuccessfulLogin(db: Db, userId: string): Promise<void> {
  await db.updateTable('Credential').set({ FailedCount: 0, LockedUntil: 0 }).where('User_Id', '=', userId).execute();
}

export async function rememberRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db.updateTable('Credential').set({ LastRole_Id: roleId }).where('User_Id', '=', userId).execute();
}

export async function deleteCredential(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('Credential').where('User_Id', '=', userId).execute();
}
