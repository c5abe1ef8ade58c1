/** Reading accounts: the User module's rows as the auth code needs them. */
import type { CurrentUser } from '../../contract/index.js';
import type { Db } from '../db/types.js';
export interface UserRecord {
    Id: string;
    Name: string;
    Account: string;
    IsAdmin: boolean;
    Enabled: boolean;
    roleIds: string[];
    Person_Id: string | null;
    HandIcon_Id: string | null;
}
export declare function loadUserById(db: Db, id: string): Promise<UserRecord | null>;
export declare function loadUserByAccount(db: Db, account: string): Promise<UserRecord | null>;
/** The active role: the wanted one when the user still has it, else the user's first role. */
export declare function resolveActiveRole(user: UserRecord, wanted: string | null | undefined): string | null;
export declare function buildCurrentUser(db: Db, user: UserRecord, roleId: string | null): Promise<CurrentUser>;
