/**
 * Generic record operations for any catalogue module: list, get, create, update, delete, with descriptor
 * validation in a transaction (nothing written on failure), ownership and optimistic concurrency.
 */
import { MESSAGES, type ApiRecord, type PageResult } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { clearedImportFlags } from '../platform/catalogue/importColumns.js';
import { newId } from '../platform/db/ids.js';
import { serializableWrite } from '../platform/db/serializableWrite.js';
import { nowText } from '../platform/db/time.js';
import { writeGenerationsOf } from '../platform/db/writeGenerations.js';
import type { Db, Row } from '../platform/db/types.js';
import { badRequest, conflict, forbidden, notFound } from '../platform/http/httpError.js';
import type { Actor } from './actor.js';
import { writeChange, writeOnlyInput } from './changeHistory.js';
import { applyComputedFields } from './computedFields.js';
import { checkAgainstDatabase } from './dbChecks.js';
import { foreignFileProblem } from './fileOwnership.js';
import type { AfterCommit, AfterWrite } from './recordHooks.js';
import { canonicalInput } from './inputKeys.js';
import { runListQuery, type ListCounting } from './listQuery.js';
import type { ListCursor } from './listCursor.js';
import { readListBatch } from './listWalk.js';
import type { ListRequest } from './pagePara.js';
import { attachDisplayObjects, toApiRecord } from './recordOutput.js';
import { refuseWithheldQuery, withholdValues, withoutWithheldInput } from './personalFields.js';
import { isInReadScope, isReachableRecord, UNSCOPED, type RecordScope } from './recordScope.js';
import { mergeAndValidate } from './validation.js';
import { isBlank } from './values.js';

export const RECORD_NOT_FOUND = MESSAGES.recordNotFound;
export const NOT_OWNER = '只能操作自己的数据';
export const STALE_ROW_VERSION = '数据已被他人修改,请刷新后重试';

/** Whose rows an operation may touch: null = everyone's. */
export type OwnerScope = string | null;

export async function listRecords(
  ctx: AppContext,
  module: CatalogueModule,
  request: ListRequest,
  scope: RecordScope,
  counting: ListCounting = {},
): Promise<PageResult> {
  refuseWithheldQuery(module, request, scope.withheld);
  const { total, rows, capped } = await runListQuery(ctx.db, ctx.dialect, module, request, scope, counting);
  const records = withholdValues(
    rows.map((row) => toApiRecord(module, row)),
    scope.withheld,
  );
  const data = await attachDisplayObjects(ctx.db, ctx.catalogue, module, records);
  return capped ? { Total: total, Data: data, TotalCapped: true } : { Total: total, Data: data };
}

/** A batch of a whole list walked in its order (listWalk.ts), the records as listRecords answers them. */
export async function listBatch(
  ctx: AppContext,
  module: CatalogueModule,
  request: ListRequest,
  scope: RecordScope,
  size: number,
  cursor: ListCursor | null,
): Promise<{ records: ApiRecord[]; next: ListCursor | null }> {
  refuseWithheldQuery(module, request, scope.withheld);
  const { rows, next } = await readListBatch(ctx.db, ctx.dialect, module, request, scope, size, cursor);
  const records = withholdValues(
    rows.map((row) => toApiRecord(module, row)),
    scope.withheld,
  );
  return { records: await attachDisplayObjects(ctx.db, ctx.catalogue, module, records), next };
}

async function loadRow(db: Db, module: CatalogueModule, id: string): Promise<Row | undefined> {
  return db.selectFrom(module.name).selectAll().where('Id', '=', id).executeTakeFirst();
}

export async function getRecord(ctx: AppContext, module: CatalogueModule, id: string, scope: RecordScope): Promise<ApiRecord> {
  const row = await loadRow(ctx.db, module, id);
  // Someone else's row is reported as missing: its existence is none of the caller's business.
  if (!row || !(await isReachableRecord(ctx.db, row, scope))) throw notFound(RECORD_NOT_FOUND);
  const [record] = await attachDisplayObjects(ctx.db, ctx.catalogue, module, withholdValues([toApiRecord(module, row)], scope.withheld));
  return record;
}

/** The previous row of an update or delete: missing or outside the read scope is 404, someone else's is 403. */
async function loadChangedRow(ctx: AppContext, module: CatalogueModule, id: string, scope: RecordScope): Promise<Row> {
  const previous = await loadRow(ctx.db, module, id);
  if (!previous || !isInReadScope(previous, scope.read)) throw notFound(RECORD_NOT_FOUND);
  if (scope.ownerId !== null && previous.Create_User_Id !== scope.ownerId) throw forbidden(NOT_OWNER);
  return previous;
}

async function writeInTransaction(ctx: AppContext, module: CatalogueModule, work: (trx: Db) => Promise<void>): Promise<void> {
  try {
    await serializableWrite(ctx.db, ctx.dialect, work);
  } finally {
    // Once more after the commit: a total counted from a snapshot taken during the write is not kept (listTotals.ts).
    writeGenerationsOf(ctx.db)?.bump(module.name);
  }
}

export interface CreateOptions {
  /** Values the calling feature sets itself (a registration's 待审核), over the client's and the module hooks'. */
  serverValues?: Row;
  /** Personal fields the caller may not write nor read back (personalFields.ts). */
  withheld?: readonly string[];
}

export async function createRecord(ctx: AppContext, module: CatalogueModule, body: unknown, actor: Actor, options: CreateOptions = {}): Promise<ApiRecord> {
  const withheld = options.withheld ?? [];
  const input = withoutWithheldInput(canonicalInput(module, body), withheld);
  const hooks = ctx.recordHooks.hooksFor(module.name);
  const event = { ctx, module, input, mode: 'create', actor, previous: null } as const;
  const afterWrite: AfterWrite | undefined = await hooks.prepareWrite?.(event);
  const merged = mergeAndValidate(module.storedFields, input, null, { ...hooks.serverValues?.(event), ...options.serverValues });
  if (merged.error) throw badRequest(merged.error);
  applyComputedFields(module, merged.values);
  const now = nowText();
  const row: Row = {
    ...merged.values,
    Id: newId(),
    Create_Time: now,
    Modify_Time: now,
    Create_User_Id: actor.userId,
    Modify_User_Id: actor.userId,
    RowVersion: 1,
  };
  const changed = new Set(Object.keys(merged.values).filter((k) => merged.values[k] !== null));
  // Set by the transaction's last attempt (a retried one answers again); run only once it has committed.
  const after: { committed?: AfterCommit | void } = {};
  await writeInTransaction(ctx, module, async (trx) => {
    const problem =
      (await checkAgainstDatabase(trx, ctx.catalogue, module, merged.values, changed, null)) ??
      (await foreignFileProblem(trx, module, merged.values, changed, actor));
    if (problem) throw badRequest(problem);
    await trx.insertInto(module.name).values(row).execute();
    await writeChange(trx, module, '新增', actor, String(row.Id), null, { ...row, ...writeOnlyInput(module, input) });
    after.committed = await afterWrite?.(trx, row);
  });
  hooks.afterCommit?.(ctx);
  await after.committed?.();
  return getRecord(ctx, module, String(row.Id), { ...UNSCOPED, withheld });
}

export async function updateRecord(ctx: AppContext, module: CatalogueModule, body: unknown, actor: Actor, scope: RecordScope): Promise<ApiRecord> {
  // A form that showed a withheld field as 无权查看 sends nothing (or the emptied value) for it: the stored value stays.
  const input = withoutWithheldInput(canonicalInput(module, body), scope.withheld);
  const id = typeof input.Id === 'string' || typeof input.Id === 'number' ? String(input.Id).trim() : '';
  if (id === '') throw badRequest('Id是必填的');
  const previous = await loadChangedRow(ctx, module, id, scope);
  const previousVersion = Number(previous.RowVersion ?? 0);
  if (!isBlank(input.RowVersion) && Number(input.RowVersion) !== previousVersion) throw conflict(STALE_ROW_VERSION);
  const hooks = ctx.recordHooks.hooksFor(module.name);
  const event = { ctx, module, input, mode: 'update', actor, previous } as const;
  const afterWrite = await hooks.prepareWrite?.(event);
  const merged = mergeAndValidate(module.storedFields, input, previous, hooks.serverValues?.(event));
  if (merged.error) throw badRequest(merged.error);
  applyComputedFields(module, merged.values);
  // A correction that passes every check clears an imported row's abnormal flag (D-IMPORT-1).
  const changes: Row = {
    ...merged.values,
    ...clearedImportFlags(module.fieldsByName),
    Modify_Time: nowText(),
    Modify_User_Id: actor.userId,
    RowVersion: previousVersion + 1,
  };
  const after: { committed?: AfterCommit | void } = {};
  await writeInTransaction(ctx, module, async (trx) => {
    const problem =
      (await checkAgainstDatabase(trx, ctx.catalogue, module, merged.values, merged.changed, id)) ??
      (await foreignFileProblem(trx, module, merged.values, merged.changed, actor));
    if (problem) throw badRequest(problem);
    // The version in the WHERE clause makes a concurrent update lose cleanly instead of overwriting.
    const result = await trx.updateTable(module.name).set(changes).where('Id', '=', id).where('RowVersion', '=', previousVersion).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict(STALE_ROW_VERSION);
    // The version matched, so `previous` is exactly the row this update replaced.
    await writeChange(trx, module, '修改', actor, id, previous, { ...previous, ...changes, ...writeOnlyInput(module, input) });
    after.committed = await afterWrite?.(trx, { ...previous, ...changes });
  });
  hooks.afterCommit?.(ctx);
  await after.committed?.();
  return getRecord(ctx, module, id, { ...UNSCOPED, withheld: scope.withheld });
}

/** Answers the row as it was, for whoever is told of the deletion. */
export async function deleteRecord(ctx: AppContext, module: CatalogueModule, id: string, actor: Actor, scope: RecordScope): Promise<Row> {
  const previous = await loadChangedRow(ctx, module, id, scope);
  const hooks = ctx.recordHooks.hooksFor(module.name);
  const after: { committed?: AfterCommit | void } = {};
  await writeInTransaction(ctx, module, async (trx) => {
    // The row as it was deleted (`previous` may predate a concurrent update); none: someone deleted it first.
    const deleted = await trx.deleteFrom(module.name).where('Id', '=', id).returningAll().executeTakeFirst();
    if (deleted) await writeChange(trx, module, '删除', actor, id, deleted, null);
    after.committed = await hooks.afterDelete?.(trx, id);
  });
  hooks.afterCommit?.(ctx);
  await after.committed?.();
  return previous;
}
