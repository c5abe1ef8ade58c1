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
  const changes = changedFields(module.definition.FieldInfoStruts, module.writeOnly, before, after);
  await trx
    .insertInto(CHANGE_TABLE)
    .values({
      Id: newId(),
      ModuleName: module.name,
      Record_Id: recordId,
      Action: action,
      User_Id: actor.userId,
      UserName: actor.name ?? SYSTEM_WRITER,
      Address: actor.address ?? '',
      Time: nowText(),
      Changes: JSON.stringify(changes),
    })
    .execute();
}
