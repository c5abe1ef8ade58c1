/** Account and tenant: `/api/account/*`, `/api/Tenant/GetCurrent`. */

export interface RoleInfo {
  Id: string;
  Name: string;
  EnCode: string;
}

export interface CurrentUser {
  Id: string;
  Name: string;
  Account: string;
  Roles: RoleInfo[];
  Curr: { Role_Id: string | null };
  IsAdmin: boolean;
  HandIconId?: string | null;
  /** The Person this account is, when there is one (department, work code). */
  Person_Id?: string | null;
}

export interface Tenant {
  Id?: string;
  FullName: string;
  EnCode: string;
  HandIcon_Id?: string | null;
}
