/**
 * GET /api/RecordHistory/{module}/{id}: a record's change history, newest first, each field's values as people read
 * them. The server formats them — with the list's own cell formatter (core/adapter/formatValue.ts, as the server's
 * export does) over the values' display objects (recordOutput.ts) — because a related record named by an old value
 * may since be deleted or out of the reader's reach, and the client's formatters only name what a record carries.
 */
import { fieldColumn } from '../../core/adapter/listColumns.js';
import { formatCell } from '../../core/adapter/formatValue.js';
import { SENSITIVE_CHANGED, type FieldChange } from '../../core/history/changedFields.js';
import type { ApiRecord, RecordChangeAction, RecordFieldChange, RecordHistory, RecordHistoryEntry } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { ColumnValue } from '../platform/db/types.js';
import { notFound } from '../platform/http/httpError.js';
import { CHANGE_TABLE } from './changeHistory.js';
import { RECORD_NOT_FOUND } from './moduleService.js';
import { attachDisplayObjects } from './recordOutput.js';
import { isReachableRecord, type RecordScope } from './recordScope.js';
import { toWireValue } from './values.js';

/** The newest lines answered: a timeline to read, not an archive (the 操作日志 keeps them all). */
const MAX_ENTRIES = 500;

/**
 * The caller reads the history of a record they may Get. Once it is deleted, no row says whose it was or whom it
 * names: only a caller who reaches every row of the module reads it then.
 */
async function requireReadable(ctx: AppContext, module: CatalogueModule, id: string, scope: RecordScope): Promise<void> {
  const row = await ctx.db.selectFrom(module.name).selectAll().where('Id', '=', id).executeTakeFirst();
  const reachable = row ? await isReachableRecord(ctx.db, row, scope) : scope.ownerId === null && scope.read === null;
  if (!reachable) throw notFound(RECORD_NOT_FOUND);
}

export async function readRecordHistory(ctx: AppContext, module: CatalogueModule, id: string, scope: RecordScope): Promise<RecordHistory> {
  await requireReadable(ctx, module, id, scope);
  const rows = await ctx.db
    .selectFrom(CHANGE_TABLE)
    .selectAll()
    .where('ModuleName', '=', module.name)
    .where('Record_Id', '=', id)
    .orderBy('Id', 'desc')
    .limit(MAX_ENTRIES)
    .execute();
  // No rows: a record that never went through the record feature's writes (seeded, imported before history was kept).
  const entries = rows.length === 0 ? [] : await shownEntries(ctx, module, rows, scope.withheld ?? []);
  return { ModuleName: module.name, Business_Id: id, Entries: entries };
}

/** A stored line as read: its columns, Changes as the JSON text written. */
export interface StoredChangeLine {
  Id: string;
  Action: string;
  UserName: string;
  Address: string;
  Time: string;
  Changes: string;
}

/**
 * Lines of one module as people read them: each field's values formatted as the list shows them, the display objects
 * of all lines fetched at once; a `withheld` field (personal, the reader may not see) reads only 已修改.
 */
export async function shownEntries(
  ctx: AppContext,
  module: CatalogueModule,
  rows: readonly StoredChangeLine[],
  withheldFields: readonly string[],
): Promise<RecordHistoryEntry[]> {
  const withheld = new Set(withheldFields);
  const parsed = rows.map((row) => ({ row, changes: parseChanges(row.Changes) }));
  // Each line's old and new values as two records, their display objects fetched for all lines at once.
  const pairs = parsed.map(({ changes }) => ({ old: valuesRecord(module, changes, 'Old'), new: valuesRecord(module, changes, 'New') }));
  await attachDisplayObjects(
    ctx.db,
    ctx.catalogue,
    module,
    pairs.flatMap((pair) => [pair.old, pair.new]),
  );
  return parsed.map(({ row, changes }, index): RecordHistoryEntry => {
    const pair = pairs[index]!;
    return {
      Id: row.Id,
      Action: row.Action as RecordChangeAction,
      UserName: row.UserName,
      Address: row.Address,
      Time: row.Time,
      Changes: changes.map((change) => shownChange(module, change, withheld.has(change.Field), pair.old, pair.new)),
    };
  });
}

export function parseChanges(text: string): FieldChange[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as FieldChange[]) : [];
  } catch {
    return [];
  }
}

/** The line's values on one side, as the API carries them (a list as a list, a flag as a boolean). */
function valuesRecord(module: CatalogueModule, changes: readonly FieldChange[], side: 'Old' | 'New'): ApiRecord {
  const record: ApiRecord = {};
  for (const change of changes) {
    const field = module.fieldsByName.get(change.Field);
    if (field && !change.Sensitive) record[change.Field] = toWireValue(field.Type, change[side] as ColumnValue);
  }
  return record;
}

function shownChange(module: CatalogueModule, change: FieldChange, withheld: boolean, old: ApiRecord, next: ApiRecord): RecordFieldChange {
  const field = module.fieldsByName.get(change.Field);
  const label = field?.Description || change.Label;
  // A password, or a personal field the reader may not see: only that it changed.
  if (change.Sensitive || withheld) return { Field: change.Field, Label: label, Old: '', New: SENSITIVE_CHANGED, Hidden: true };
  // A field the module no longer has: its stored values as they were.
  if (!field) return { Field: change.Field, Label: label, Old: plainText(change.Old), New: plainText(change.New) };
  const column = fieldColumn(field);
  return { Field: change.Field, Label: label, Old: formatCell(column, old), New: formatCell(column, next) };
}

const plainText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
