/** The demo accounts created on first start (README and tests use them). One per role, each linked to a person. */

export interface SeedAccount {
  Account: string;
  Password: string;
  Name: string;
  /** Role codes; the first is the role active at first login. */
  RoleCodes: string[];
  IsAdmin: boolean;
}

export const SEED_ACCOUNTS = {
  admin: { Account: 'admin', Password: 'Admin@2026', Name: '周建华', RoleCodes: ['001'], IsAdmin: true },
  reviewer: { Account: 'reviewer', Password: 'Review@2026', Name: '林晓雯', RoleCodes: ['002'], IsAdmin: false },
  staff: { Account: 'staff', Password: 'Staff@2026', Name: '陈思远', RoleCodes: ['003'], IsAdmin: false },
  // The dean also does research: a second role lets the role switch be tried out.
  dean: { Account: 'dean', Password: 'Dean@2026', Name: '王立群', RoleCodes: ['004', '003'], IsAdmin: false },
  vicedean: { Account: 'vicedean', Password: 'Vice@2026', Name: '刘敏', RoleCodes: ['012'], IsAdmin: false },
} as const satisfies Record<string, SeedAccount>;

export type SeedAccountKey = keyof typeof SEED_ACCOUNTS;
