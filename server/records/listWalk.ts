/**
 * A whole list read batch after batch in the list's own order (a server export, D-DOWN-3): each batch starts after
 * the last row of the one before (its sort value and Id, the order's tie-break), so a batch deep in a million rows
 * costs what the first does, and a row written meanwhile moves no other row into or out of a batch (as OFFSET would).
 * The conditions and the order are the list API's (listQuery.ts): the walk reaches exactly the rows the list shows.
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, DialectName, Row } from '../platform/db/types.js';
import { afterCursorParts, cursorOf, readAfterCursor, type ListCursor } from './listCursor.js';
import { listConditions, listOrder, orderPage, whereAll, type Condition, type ListScope } from './listQuery.js';
import { keywordIndexedTables } from './syncKeywordIndexes.js';
import type { ListRequest } from './pagePara.js';

export async function readListBatch(
  db: Db,
  dialect: DialectName,
  module: CatalogueModule,
  request: ListRequest,
  scope: ListScope,
  size: number,
  cursor: ListCursor | null,
): Promise<{ rows: Row[]; next: ListCursor | null }> {
  const { sortColumn, mode } = listOrder(module, request);
  const conditions = listConditions(module, request, scope, dialect, keywordIndexedTables(db).has(module.name));
  // The rows after the cursor part by part, in the list's order, each a range of the list index (listCursor.ts): as
  // one OR condition PostgreSQL walked the index from its start to every batch, filtering — a whole walk quadratic.
  const read = (more: Condition[], limit: number): Promise<Row[]> =>
    orderPage(
      db
        .selectFrom(module.name)
        .selectAll()
        .where(whereAll([...conditions, ...more])),
      sortColumn,
      mode,
      dialect,
    )
      .limit(limit)
      .execute();
  const rows = cursor ? await readAfterCursor(afterCursorParts(sortColumn, mode, cursor), size, (part, limit) => read([part], limit)) : await read([], size);
  const last = rows.at(-1);
  return { rows, next: last ? cursorOf(last, sortColumn) : null };
}
