/** Password hashes and login-failure counters, kept apart from the User module so they are never listed. */
import type { Db } from '../db/types.js';
export declare const MAX_FAILED_LOGINS = 5;
export declare const LOCKOUT_MS: number;
export interface CredentialRecord {
    User_Id: string;
    PasswordHash: string;
    FailedCount: number;
    LockedUntil: number;
    LastRole_Id: string | null;
}
export declare function loadCredential(db: Db, userId: string): Promise<CredentialRecord | null>;
export declare function savePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void>;
/** Counts a failure; the fifth in a row locks the account. Returns true when the account is now locked. */
export declare function recordFailedLogin(db: Db, credential: CredentialRecord): Promise<boolean>;
export declare function recordSuccessfulLogin(db: Db, userId: string): Promise<void>;
export declare function rememberRole(db: Db, userId: string, roleId: string): Promise<void>;
export declare function deleteCredential(db: Db, userId: string): Promise<void>;
