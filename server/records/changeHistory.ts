/**
 * A record's change history (修改记录): each create, update and delete through the record feature writes one
 * RecordChange row inside the write's own transaction — a change that commits has its line, one that fails has none.
 * The row keeps raw stored values (core/history/changedFields.ts); the reader shows them as people read them
 * (changeHistoryRead.ts), so a renamed option or a renamed related record reads as it is now.
 */
import { changedFields, type StoredRow } from '../../core/history/changedFields.js';
import type { RecordChangeAction } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { newId } from '../platform/db/ids.js';
import { nowText } from '../platform/db/time.js';
import type { Db } from '../platform/db/types.js';
import type { Actor } from './actor.js';

export const CHANGE_TABLE = 'RecordChange';
/** Who wrote a change the server made itself (seed, self-registration). */
const SYSTEM_WRITER = '系统';

/** The write-only values a write sets (a password): they are not stored on the row, so only the input shows them. */
export function writeOnlyInput(module: CatalogueModule, input: Readonly<Record<string, unknown>>): StoredRow {
  const values: Record<string, unknown> = {};
  for (const name of module.writeOnly) if (input[name] !== undefined) values[name] = input[name];
  return values;
}

/** One record's part of a write: its id and its stored values before and after (null: none). */
export interface ChangedRecord {
  recordId: string;
  before: StoredRow | null;
  after: StoredRow | null;
}

/** Rows a line insert binds at most: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters (9 a line). */
const LINES_PER_INSERT = 2_000;

/**
 * Writes the change's line in `trx`. `before` null: a new record; `after` null: a deleted one. An update that
 * changed no field still has its line (someone saved the record).
 */
export async function writeChange(
  trx: Db,
  module: CatalogueModule,
  action: RecordChangeAction,
  actor: Actor,
  recordId: string,
  before: StoredRow | null,
  after: StoredRow | null,
): Promise<void> {
  await writeChanges(trx, module, action, actor, [{ recordId, before, after }]);
}

/** The lines of a write of many records (an import's batch) in `trx`, a few statements for the lot. */
export async function writeChanges(
  trx: Db,
  module: CatalogueModule,
  action: RecordChangeAction,
  actor: Actor,
  records: readonly ChangedRecord[],
): Promise<void> {
  const time = nowText();
  const lines = records.map((record) => ({
    Id: newId(),
    ModuleName: module.name,
    Record_Id: record.recordId,
    Action: action,
    User_Id: actor.userId,
    UserName: actor.name ?? SYSTEM_WRITER,
    Address: actor.address ?? '',
    Time: time,
    Changes: JSON.stringify(changedFields(module.definition.FieldInfoStruts, module.writeOnly, record.before, record.after)),
  }));
  for (let i = 0; i < lines.length; i += LINES_PER_INSERT) {
    await trx
      .insertInto(CHANGE_TABLE)
      .values(lines.slice(i, i + LINES_PER_INSERT))
      .execute();
  }
}
