/**
 * A module's own indexes beside its list indexes (server/platform/db/tableIndexes.ts), on SQLite and PostgreSQL (npm
 * run test:postgres): once a table is big enough for list indexes, its own index on a column a list index leads with
 * goes (every write paid for both), and no start makes it again; one no list index covers stays (on PostgreSQL also
 * one on a list index's sort column, kept there in another order); when the covering indexes go, it comes back. A test of the modules themselves, from their sources, over a database opened by them.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newId } from '../../server/platform/db/ids.js';
import { insertMany } from '../../server/platform/db/insertMany.js';
import { moduleTableDefinition, syncSchema } from '../../server/platform/db/schemaSync.js';
import { presentIndexes, syncTableIndexes } from '../../server/platform/db/tableIndexes.js';
import { LIST_INDEX_MIN_ROWS, syncListIndexes } from '../../server/records/syncListIndexes.js';
import { openedFromSources } from './sourceContext.js';

const context = openedFromSources();

async function thesisIndexes(): Promise<Map<string, string[]>> {
  const { db, dialect } = context().ctx;
  return (await presentIndexes(db, dialect)).get('Thesis') ?? new Map();
}

describe("a module's own indexes", () => {
  it('give way to the list indexes that lead with their columns, and come back when those go', async () => {
    const { db, dialect, catalogue } = context().ctx;
    const small = await thesisIndexes();
    expect(small.get('ix_Thesis_Dept_Id')).toEqual(['Dept_Id']);
    expect([...small.keys()].some((name) => name.startsWith('lx_'))).toBe(false);

    const columns = moduleTableDefinition(catalogue.find('Thesis')!).columns.filter((column) =>
      ['Id', 'Create_Time', 'RowVersion', 'Title', 'Dept_Id'].includes(column.name),
    );
    const rows = Array.from({ length: LIST_INDEX_MIN_ROWS }, (_, i) => ({
      Id: newId(),
      Create_Time: `2026-11-${String(1 + (i % 28)).padStart(2, '0')} 08:00:00`,
      RowVersion: 1,
      Title: `索引测试${i}`,
      Dept_Id: `dept-${i % 9}`,
    }));
    await db.transaction().execute((trx) => insertMany(trx, { db, dialect, table: 'Thesis', columns }, rows));
    await syncListIndexes(db, dialect, catalogue);
    const big = await thesisIndexes();
    // PostgreSQL keeps a list index's sort column NULLS FIRST: an ORDER BY in the default order needs the own index.
    const postgres = dialect === 'postgres';
    expect(big.get('lx_Thesis_Dept_Id_Create_Time_Id')).toEqual(postgres ? ['Dept_Id'] : ['Dept_Id', 'Create_Time', 'Id']);
    expect(big.has('ix_Thesis_Dept_Id')).toBe(false);
    expect(big.has('ix_Thesis_Create_Time')).toBe(postgres);
    // No list index leads with the journal: its own index stays.
    expect(big.get('ix_Thesis_Journal_Id')).toEqual(['Journal_Id']);

    // A start (schema sync) does not make the covered index again.
    await syncSchema(db, dialect, catalogue);
    expect((await thesisIndexes()).has('ix_Thesis_Dept_Id')).toBe(false);
    const lookup = await db.selectFrom('Thesis').select('Id').where('Dept_Id', '=', 'dept-3').execute();
    expect(lookup).toHaveLength(rows.filter((row) => row.Dept_Id === 'dept-3').length);

    // The list indexes leading with Dept_Id gone (a descriptor without them): the module's own index is back.
    for (const name of [...big.keys()].filter((name) => big.get(name)?.[0] === 'Dept_Id')) await sql`drop index ${sql.id(name)}`.execute(db);
    await syncTableIndexes(db, dialect, [moduleTableDefinition(catalogue.find('Thesis')!)]);
    const after = await thesisIndexes();
    expect(after.get('ix_Thesis_Dept_Id')).toEqual(['Dept_Id']);
    expect(after.has('ix_Thesis_Create_Time')).toBe(postgres);
  }, 120_000);

  it('count only plain leading columns: an expression index covers nothing past its first expression', async () => {
    const { db } = context().ctx;
    await sql`create index "ix_probe_expr" on "Thesis" ((lower("Title")), "Journal_Id")`.execute(db);
    await sql`create index "ix_probe_partial" on "Thesis" ("Journal_Id", "Title") where "Title" is not null`.execute(db);
    const indexes = await thesisIndexes();
    expect(indexes.get('ix_probe_expr')).toEqual([]);
    expect(indexes.has('ix_probe_partial')).toBe(false);
    expect(indexes.get('ix_Thesis_Journal_Id')).toEqual(['Journal_Id']);
    await sql`drop index "ix_probe_expr"`.execute(db);
    await sql`drop index "ix_probe_partial"`.execute(db);
  });
});
