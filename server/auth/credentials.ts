/**
 * Password hashes and the last chosen role, kept apart from the User module so they are never listed. Login failures
 * are counted in LoginThrottle (loginThrottle.ts), not here: unknown accounts have to be counted too.
 */
import type { Db } from '../platform/db/types.js';

export interface CredentialRecord {
  User_Id: string;
  PasswordHash: string;
  LastRole_Id: string | null;
  /** Set by an administrator: the account chooses its own password at its next login (D-SEC-15). */
  MustChangePassword: boolean;
}

export async function loadCredential(db: Db, userId: string): Promise<CredentialRecord | null> {
  const row = await db.selectFrom('Credential').select(['PasswordHash', 'LastRole_Id', 'MustChangePassword']).where('User_Id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    User_Id: userId,
    PasswordHash: row.PasswordHash,
    LastRole_Id: row.LastRole_Id,
    MustChangePassword: row.MustChangePassword === 1,
  };
}

/** Marks (or clears) that the account must choose its own password at its next login. */
export async function setMustChangePassword(db: Db, userId: string, must: boolean): Promise<void> {
  await db
    .updateTable('Credential')
    .set({ MustChangePassword: must ? 1 : 0 })
    .where('User_Id', '=', userId)
    .execute();
}

export async function savePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  const existing = await db.selectFrom('Credential').select('User_Id').where('User_Id', '=', userId).executeTakeFirst();
  if (existing) {
    await db.updateTable('Credential').set({ PasswordHash: passwordHash }).where('User_Id', '=', userId).execute();
  } else {
    await db.insertInto('Credential').values({ User_Id: userId, PasswordHash: passwordHash, LastRole_Id: null }).execute();
  }
}

/**
 * The same password hashed again at today's cost (at login). Only when the stored hash is still the one that was
 * verified: a password changed in the meantime is not overwritten with the old one.
 */
export async function replacePasswordHash(db: Db, userId: string, verifiedHash: string, newHash: string): Promise<void> {
  await db.updateTable('Credential').set({ PasswordHash: newHash }).where('User_Id', '=', userId).where('PasswordHash', '=', verifiedHash).execute();
}

export async function rememberRole(db: Db, userId: string, roleId: string): Promise<void> {
  await db.updateTable('Credential').set({ LastRole_Id: roleId }).where('User_Id', '=', userId).execute();
}

export async function deleteCredential(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('Credential').where('User_Id', '=', userId).execute();
}
