/**
 * Self-registration (D-SEC-12): `POST /api/account/Regist` creates an account with the public role (公众用户,
 * schemas/roles.json), which sees public pages, its own records and nobody's personal data; an administrator grants
 * more. With REGISTRATION_APPROVAL the account also waits (RegistStatus 待审核) until an administrator approves it
 * (`POST /api/User/ApproveRegist/{id}`, 修改 on 用户): the login answers 账号待管理员审核 until then.
 */
import { REGIST_STATUS, REGISTRATION_MESSAGES, type RegistResult } from '../../contract/index.js';
import { isStrongPassword } from '../../core/rules/checks.js';
import { RULE_MESSAGES } from '../../core/rules/messages.js';
import type { AppContext } from '../appContext.js';
import { nowText } from '../platform/db/time.js';
import { badRequest, notFound } from '../platform/http/httpError.js';
import { createRecord, RECORD_NOT_FOUND, SYSTEM_ACTOR, type Actor } from '../records/index.js';

/** The role a registered account gets (schemas/roles.json). Without it (a database seeded before it): no role at all. */
export const PUBLIC_ROLE_CODE = '009';

/** REGISTRATION_APPROVAL: true/1/yes/on or false/0/no/off (default off); anything else stops the start. */
export function readRegistrationApproval(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(text)) return false;
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  throw new Error(`REGISTRATION_APPROVAL 应为 true 或 false,而不是 ${value}`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

export interface Registration {
  account: unknown;
  name: unknown;
  /** Decrypted already. */
  password: string;
  phone: unknown;
  email: unknown;
}

/** Creates the account, validated like any User record; the server alone sets its role, flags and status. */
export async function registerAccount(ctx: AppContext, input: Registration): Promise<RegistResult> {
  if (!isStrongPassword(input.password)) throw badRequest(RULE_MESSAGES.passwordStrength);
  const publicRole = await ctx.db.selectFrom('Role').select('Id').where('EnCode', '=', PUBLIC_ROLE_CODE).executeTakeFirst();
  const userModule = ctx.catalogue.find('User');
  if (!userModule) throw new Error('User module missing from the catalogue');
  const awaitingApproval = ctx.registrationApproval;
  const created = await createRecord(
    ctx,
    userModule,
    {
      Account: text(input.account).trim(),
      Name: text(input.name).trim(),
      Password: input.password,
      Phone: text(input.phone),
      Email: text(input.email),
      Role_Ids: publicRole ? [String(publicRole.Id)] : [],
      IsAdmin: false,
      Enabled: true,
    },
    SYSTEM_ACTOR,
    { serverValues: { RegistStatus: awaitingApproval ? REGIST_STATUS.pending : REGIST_STATUS.approved } },
  );
  return { Id: String(created.Id), Account: String(created.Account), Name: String(created.Name), AwaitingApproval: awaitingApproval };
}

/** An administrator's approval of a waiting account: from now on it logs in. */
export async function approveRegistration(ctx: AppContext, userId: string, actor: Actor): Promise<void> {
  const row = await ctx.db.selectFrom('User').select(['Id', 'RegistStatus', 'RowVersion']).where('Id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(RECORD_NOT_FOUND);
  if (row.RegistStatus !== REGIST_STATUS.pending) throw badRequest(REGISTRATION_MESSAGES.notPending);
  const result = await ctx.db
    .updateTable('User')
    .set({ RegistStatus: REGIST_STATUS.approved, Modify_Time: nowText(), Modify_User_Id: actor.userId, RowVersion: Number(row.RowVersion ?? 0) + 1 })
    .where('Id', '=', userId)
    .where('RegistStatus', '=', REGIST_STATUS.pending)
    .executeTakeFirst();
  // Approved by another administrator meanwhile: the account is approved either way.
  if (Number(result.numUpdatedRows) !== 1) throw badRequest(REGISTRATION_MESSAGES.notPending);
}
