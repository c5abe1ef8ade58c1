/**
 * Generic writes to approval modules: FlowStatus moves only through /api/FlowState (never set by Post/Put),
 * and a record under review or decided is read-only (审核中的数据不可修改).
 */
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Caller } from '../../core/permissions/caller.js';
import { recordActionRefusal } from '../../core/permissions/recordActions.js';
import type { OwnerScope } from '../records/index.js';
import { removeItemsOfRecord } from './flowDynamicStore.js';
import { recordStatus } from './flowRecord.js';
import type { RecordWrite } from '../../core/flow/lock.js';
import { refusalError } from './flowRefusal.js';

const isFlowModule = (module: CatalogueModule): boolean => module.definition.Server?.Flow === true;

/** The body without FlowStatus for approval modules (a new record starts 未提交; an edit keeps the status). */
export function withoutFlowStatus(module: CatalogueModule, body: unknown): unknown {
  if (!isFlowModule(module) || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([key]) => key.toLowerCase() !== 'flowstatus'));
}

function idOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const entry = Object.entries(body as Record<string, unknown>).find(([key]) => key.toLowerCase() === 'id');
  const value = entry?.[1];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * Refuses (with the policy's status and message) a change or delete that core's record action policy does not let
 * through — the rule the list's row actions are offered by. Missing records and someone else's records are left to the
 * generic code (404, 403 只能操作自己的数据), so the flow state of a foreign record is never revealed.
 */
export async function assertFlowAllowsWrite(
  ctx: AppContext,
  module: CatalogueModule,
  idOrBody: string | unknown,
  write: RecordWrite,
  caller: Caller,
  owner: OwnerScope,
): Promise<void> {
  if (!isFlowModule(module)) return;
  const id = typeof idOrBody === 'string' ? idOrBody : idOf(idOrBody);
  if (id === '') return;
  const row = await ctx.db.selectFrom(module.name).select(['FlowStatus', 'Create_User_Id']).where('Id', '=', id).executeTakeFirst();
  if (!row || (owner !== null && row.Create_User_Id !== owner)) return;
  const record = { module: module.name, flowStatus: recordStatus(row), ownerId: row.Create_User_Id === null ? null : String(row.Create_User_Id) };
  const refused = recordActionRefusal(write === 'update' ? 'Update' : 'Delete', record, caller);
  if (refused) throw refusalError(refused);
}

/** A deleted record takes its flow messages with it. */
export async function forgetFlowOfRecord(ctx: AppContext, module: CatalogueModule, id: string): Promise<void> {
  if (isFlowModule(module)) await removeItemsOfRecord(ctx.db, module.name, id);
}
