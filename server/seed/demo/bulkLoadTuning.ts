/**
 * Loading many rows fast. Inserting into a table keeps every one of its indexes up to date row by row (about
 * three times the cost of the insert itself on a dozen indexes); building an index afterwards is one sort. So a
 * big load drops the module's secondary indexes (and sets its keyword index aside) and rebuilds them when it is
 * done, whatever happens. SQLite also gets a bigger page cache for the rebuild. Both go through Kysely, so PostgreSQL takes the same path.
 */
import { sql } from 'kysely';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import { moduleTableDefinition } from '../../platform/db/schemaSync.js';
import { indexName, syncTableIndexes } from '../../platform/db/tableIndexes.js';
import type { Db, DialectName } from '../../platform/db/types.js';
import { suspendKeywordIndex } from '../../records/index.js';

const BULK_CACHE_KIB = 512 * 1024;
/** Below this many rows, rebuilding the indexes costs more than it saves. */
export const DEFERRED_INDEX_THRESHOLD = 20_000;

export async function tuneForBulkLoad(db: Db, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`PRAGMA cache_size = ${sql.raw(String(-BULK_CACHE_KIB))}`.execute(db);
}

export async function withIndexesDeferred<T>(db: Db, dialect: DialectName, module: CatalogueModule, load: () => Promise<T>): Promise<T> {
  const table = moduleTableDefinition(module);
  for (const columns of table.indexes) await db.schema.dropIndex(indexName(table.name, columns)).ifExists().execute();
  let restoreKeywordIndex = async (): Promise<void> => undefined;
  try {
    // The keyword index too (D-PERF-16e): SQLite's FTS triggers are dropped and the FTS index rebuilt after the load.
    restoreKeywordIndex = await suspendKeywordIndex(db, dialect, module);
    return await load();
  } finally {
    // Those the table's list indexes cover stay dropped.
    await syncTableIndexes(db, dialect, [table]);
    await restoreKeywordIndex();
  }
}
