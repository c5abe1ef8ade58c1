/**
 * PostgreSQL keeps the row counts of large tables (server/records/keptRowCounts.ts): after any sequence of writes —
 * inserts of several rows, updates that move rows between 流程状态 or not, deletes, a truncate, writes in serializable
 * transactions, folding of the lines — the kept total of the table and of each 流程状态 equals COUNT(*), and a list
 * answers with it. SQLite keeps none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openSqliteDatabase, type OpenedDatabase } from '../../server/platform/db/database.js';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { readCompiledRows } from '../../server/platform/db/rawSqlite.js';
import { writeGenerationsOf } from '../../server/platform/db/writeGenerations.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import { compactKeptCounts, COMPACT_AFTER, keptCountQuery, keptCountTables, ROW_COUNTS_TABLE, syncKeptRowCounts } from '../../server/records/keptRowCounts.js';
import { runListQuery } from '../../server/records/listQuery.js';
import { readListRequest } from '../../server/records/pagePara.js';
import { UNSCOPED } from '../../server/records/recordScope.js';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';

const definition: ModuleDefinition = {
  Name: 'CountedPaper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'FlowStatus', Description: '审核状态', Type: 'String' },
  ],
  Server: { Flow: true },
};
const module = describeModule('Test', 'CountedPaper.json', definition);
const plainDefinition: ModuleDefinition = {
  Name: 'CountedNote',
  Description: '笔记',
  RelateFields: ['Title'],
  FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String' }],
};
const plain = describeModule('Test', 'CountedNote.json', plainDefinition);
const catalogue = new Catalogue([module, plain]);
const STATUSES = ['未提交', '审核中', '已通过', '已退回', null] as const;

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kept-row-counts-'));

describe('kept row counts on SQLite', () => {
  it('keeps none: SQLite counts on a read thread', async () => {
    const opened = openSqliteDatabase(dataDir());
    try {
      await syncSchema(opened.db, 'sqlite', catalogue);
      expect([...(await syncKeptRowCounts(opened.db, 'sqlite', catalogue, 0))]).toEqual([]);
      expect(keptCountQuery(opened.db, module, readListRequest({}), UNSCOPED, () => true)).toBeNull();
    } finally {
      await opened.close();
    }
  });
});

describe.runIf(testPostgresUrl())('kept row counts (postgres)', () => {
  let opened: OpenedDatabase;
  let next = 0;

  const keptTotal = async (table: typeof module, filters: Array<Record<string, unknown>> = []): Promise<number | null> => {
    const query = keptCountQuery(opened.db, table, readListRequest({ Condition: { Filters: filters } }), UNSCOPED, () => true);
    return query ? Number((await readCompiledRows(opened.db, query))[0]?.Total) : null;
  };
  const counted = async (table: string, status?: string): Promise<number> => {
    const where = status === undefined ? sql`true` : sql`${sql.ref('FlowStatus')} = ${status}`;
    return Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(opened.db)).rows[0]?.n);
  };
  /** Every kept total against COUNT(*). */
  const expectExact = async () => {
    expect(await keptTotal(module)).toBe(await counted(module.name));
    for (const status of STATUSES) {
      if (status === null) continue;
      expect(await keptTotal(module, [{ Name: 'FlowStatus', Compare: '==', Value: status }])).toBe(await counted(module.name, status));
    }
    expect(await keptTotal(plain)).toBe(await counted(plain.name));
  };
  const insert = async (table: string, statuses: ReadonlyArray<string | null>) => {
    if (statuses.length === 0) return;
    const rows = statuses.map((status) => ({
      Id: `r${String(next++).padStart(8, '0')}`,
      Title: `题目${next}`,
      ...(table === module.name ? { FlowStatus: status } : {}),
      Create_Time: '2026-01-01 08:00:00',
      RowVersion: 1,
    }));
    await opened.db.insertInto(table).values(rows).execute();
  };

  beforeAll(async () => {
    opened = openPostgresDatabase((await testDatabaseUrl(dataDir()))!);
    await syncSchema(opened.db, 'postgres', catalogue);
    // Rows before the counts are made: counted when they are.
    await insert(module.name, ['未提交', '未提交', '审核中', null]);
    await insert(plain.name, [null, null]);
    const kept = await syncKeptRowCounts(opened.db, 'postgres', catalogue, 0);
    expect(Object.fromEntries(kept)).toEqual({ CountedPaper: 'FlowStatus', CountedNote: null });
  }, 60_000);
  afterAll(() => opened.close());

  it('counts what the table held when they were made, and a start again keeps them as they are', async () => {
    await expectExact();
    const lines = async () => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(ROW_COUNTS_TABLE)}`.execute(opened.db)).rows[0]?.n);
    const before = await lines();
    await syncKeptRowCounts(opened.db, 'postgres', catalogue, 0);
    expect(await lines()).toBe(before);
    expect(keptCountTables(opened.db).get(module.name)).toBe('FlowStatus');
  });

  it('answers only the whole table or one 流程状态: a keyword, a scope or another filter is counted', () => {
    const request = (body: Record<string, unknown>) => readListRequest(body);
    const status = { Name: 'FlowStatus', Compare: '==', Value: '审核中' };
    expect(keptCountQuery(opened.db, module, request({ Condition: { KeyWord: '题目' } }), UNSCOPED, () => true)).toBeNull();
    expect(keptCountQuery(opened.db, module, request({}), { ownerId: 'u1', read: null }, () => true)).toBeNull();
    expect(
      keptCountQuery(opened.db, module, request({ Condition: { Filters: [{ Name: 'Title', Compare: '==', Value: 'x' }] } }), UNSCOPED, () => true),
    ).toBeNull();
    expect(keptCountQuery(opened.db, module, request({ Condition: { Filters: [{ ...status, Compare: '!=' }] } }), UNSCOPED, () => true)).toBeNull();
    expect(keptCountQuery(opened.db, module, request({ Condition: { Filters: [status, status] } }), UNSCOPED, () => true)).toBeNull();
    expect(keptCountQuery(opened.db, plain, request({ Condition: { Filters: [{ ...status, Name: 'Title' }] } }), UNSCOPED, () => true)).toBeNull();
    // A filter that narrows nothing (an empty value) is no filter.
    const titleFilter = { Name: 'Title', Compare: '==', Value: '' };
    expect(keptCountQuery(opened.db, module, request({ Condition: { Filters: [titleFilter, status] } }), UNSCOPED, (f) => f.Name !== 'Title')).not.toBeNull();
  });

  it('stays exact through any sequence of writes', async () => {
    const status = fc.constantFrom(...STATUSES);
    const write = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), statuses: fc.array(status, { maxLength: 6 }), plain: fc.boolean() }),
      fc.record({ kind: fc.constant('move' as const), from: status, to: status, limit: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ kind: fc.constant('retitle' as const), from: status }),
      fc.record({ kind: fc.constant('delete' as const), from: status, limit: fc.integer({ min: 0, max: 3 }), plain: fc.boolean() }),
      fc.record({ kind: fc.constant('serializable' as const), statuses: fc.array(status, { minLength: 1, maxLength: 3 }), to: status }),
      fc.record({ kind: fc.constant('fold' as const) }),
    );
    const statusIs = (value: string | null) => (value === null ? sql`${sql.ref('FlowStatus')} is null` : sql`${sql.ref('FlowStatus')} = ${value}`);
    const someIds = (table: string, where: ReturnType<typeof sql>, limit: number) =>
      sql`select ${sql.ref('Id')} from ${sql.table(table)} where ${where} order by ${sql.ref('Id')} limit ${limit}`;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 8 }), async (writes) => {
        for (const w of writes) {
          if (w.kind === 'insert') await insert(w.plain ? plain.name : module.name, w.statuses);
          else if (w.kind === 'move')
            await sql`update ${sql.table(module.name)} set ${sql.ref('FlowStatus')} = ${w.to}
              where ${sql.ref('Id')} in (${someIds(module.name, statusIs(w.from), w.limit)})`.execute(opened.db);
          else if (w.kind === 'retitle') await sql`update ${sql.table(module.name)} set ${sql.ref('Title')} = 'x' where ${statusIs(w.from)}`.execute(opened.db);
          else if (w.kind === 'delete') {
            const table = w.plain ? plain.name : module.name;
            const where = w.plain ? sql`true` : statusIs(w.from);
            await sql`delete from ${sql.table(table)} where ${sql.ref('Id')} in (${someIds(table, where, w.limit)})`.execute(opened.db);
          } else if (w.kind === 'serializable') {
            await opened.db
              .transaction()
              .setIsolationLevel('serializable')
              .execute(async (trx) => {
                const first = next;
                const rows = w.statuses.map((s, i) => ({
                  Id: `r${String(first + i).padStart(8, '0')}`,
                  Title: 't',
                  FlowStatus: s,
                  Create_Time: '2026-01-01',
                  RowVersion: 1,
                }));
                next += rows.length;
                await trx.insertInto(module.name).values(rows).execute();
                await sql`update ${sql.table(module.name)} set ${sql.ref('FlowStatus')} = ${w.to} where ${sql.ref('Id')} = ${rows[0]!.Id}`.execute(trx);
              });
          } else await compactKeptCounts(opened.db, module.name);
        }
        await expectExact();
      }),
      { numRuns: 25, seed: 20261201 },
    );
  }, 120_000);

  it('folds many lines into one per 流程状态, and a truncate leaves zero', async () => {
    for (let i = 0; i <= COMPACT_AFTER; i++) await insert(module.name, ['审核中']);
    // Folding changes no count: it moves no generation of a table it did not write (a write the server cannot place
    // would move every table's, and every cache would miss). The papers' own moves with the inserts' notices.
    const generations = writeGenerationsOf(opened.db)!;
    const seen = generations.of(plain.name);
    await compactKeptCounts(opened.db, module.name);
    expect(generations.of(plain.name)).toBe(seen);
    for (let i = 0; i <= COMPACT_AFTER; i++) await insert(module.name, ['审核中']);
    const total = await counted(module.name);
    // A list's total reads the lines and, finding too many, folds them.
    const page = await runListQuery(opened.db, 'postgres', module, readListRequest({ PageIndex: 1, PageSize: 1 }), UNSCOPED);
    expect(page.total).toBe(total);
    await expect
      .poll(async () =>
        Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(ROW_COUNTS_TABLE)} where tbl = ${module.name}`.execute(opened.db)).rows[0]?.n),
      )
      .toBeLessThanOrEqual(STATUSES.length);
    await expectExact();
    await sql`truncate ${sql.table(module.name)}`.execute(opened.db);
    expect(await keptTotal(module)).toBe(0);
    await insert(module.name, ['已通过']);
    await expectExact();
  });
});
