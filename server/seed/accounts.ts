/**
 * The demo accounts created on first start (README and tests use them), each linked to a person of a department.
 * Besides one account per everyday role, the approval flows (server/flow/seeds/) need people to name: two finance
 * reviewers and two ethics experts (so a 会签 step has two voices), the institute office's director, and a
 * department head with an account (心血管内科, staff's department) so a 部门负责人 step reaches someone.
 */

export interface SeedAccount {
  Account: string;
  Password: string;
  Name: string;
  /** Role codes; the first is the role active at first login. */
  RoleCodes: string[];
  IsAdmin: boolean;
  /** The department of the account's person (a name of referenceData DEPARTMENTS). */
  DeptName: string;
  /** The person leads the department (Dept.Leader_Id): a 部门负责人 step asks this account. */
  LeadsDept?: boolean;
}

export const SEED_ACCOUNTS = {
  admin: { Account: 'admin', Password: 'Admin@2026', Name: '周建华', RoleCodes: ['001'], IsAdmin: true, DeptName: '科研处' },
  reviewer: { Account: 'reviewer', Password: 'Review@2026', Name: '林晓雯', RoleCodes: ['002'], IsAdmin: false, DeptName: '科研处' },
  staff: { Account: 'staff', Password: 'Staff@2026', Name: '陈思远', RoleCodes: ['003'], IsAdmin: false, DeptName: '心血管内科' },
  // The dean also does research: a second role lets the role switch be tried out.
  dean: { Account: 'dean', Password: 'Dean@2026', Name: '王立群', RoleCodes: ['004', '003'], IsAdmin: false, DeptName: '普外科' },
  vicedean: { Account: 'vicedean', Password: 'Vice@2026', Name: '刘敏', RoleCodes: ['012'], IsAdmin: false, DeptName: '肿瘤科' },
  // Staff's department head: approves the 科室主任审核 steps of staff's applications, and files research of his own.
  director: {
    Account: 'director',
    Password: 'Director@2026',
    Name: '黄志远',
    RoleCodes: ['008', '003'],
    IsAdmin: false,
    DeptName: '心血管内科',
    LeadsDept: true,
  },
  finance1: { Account: 'finance1', Password: 'Finance1@2026', Name: '赵雅琴', RoleCodes: ['005'], IsAdmin: false, DeptName: '财务处', LeadsDept: true },
  finance2: { Account: 'finance2', Password: 'Finance2@2026', Name: '孙浩宇', RoleCodes: ['005'], IsAdmin: false, DeptName: '财务处' },
  ethics1: { Account: 'ethics1', Password: 'Ethics1@2026', Name: '何文静', RoleCodes: ['006'], IsAdmin: false, DeptName: '神经内科' },
  ethics2: { Account: 'ethics2', Password: 'Ethics2@2026', Name: '郑国栋', RoleCodes: ['006'], IsAdmin: false, DeptName: '药学部' },
  office: { Account: 'office', Password: 'Office@2026', Name: '唐秀兰', RoleCodes: ['007'], IsAdmin: false, DeptName: '院办公室', LeadsDept: true },
} as const satisfies Record<string, SeedAccount>;

export type SeedAccountKey = keyof typeof SEED_ACCOUNTS;

/** The accounts the approval flows name by account (Users nodes): the finance reviewers sign 会签 steps together. */
export const FINANCE_ACCOUNTS = [SEED_ACCOUNTS.finance1.Account, SEED_ACCOUNTS.finance2.Account] as const;
