/**
 * The list query's fast paths answer exactly what the plain query did, on SQLite and PostgreSQL alike:
 * pages in order with ties broken by Id (in the sort's direction), deep pages read ids first (DEFERRED_OFFSET), totals
 * taken from a short page or a cache that any write to the table empties, each owner scope counted on its own.
 * Expected answers are computed here in JavaScript from the rows inserted, so both databases are held to one answer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { openSqliteDatabase, type OpenedDatabase } from '../../server/platform/db/database.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import type { DialectName, Row } from '../../server/platform/db/types.js';
import { DEFERRED_OFFSET, runListQuery } from '../../server/records/listQuery.js';
import { readListRequest } from '../../server/records/pagePara.js';
import type { ListCursor } from '../../server/records/listCursor.js';
import { readListBatch } from '../../server/records/listWalk.js';
import { syncListIndexes } from '../../server/records/syncListIndexes.js';
import { LIST_INDEX_MIN_ROWS } from '../../server/records/syncListIndexes.js';

const definition: ModuleDefinition = {
  Name: 'Paper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'PublishDate', Description: '发表日期', Type: 'DateTime', Sortable: true },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Paper' },
    { Name: 'Create_User_Id', Description: '创建人', Type: 'String', Relate: 'User' },
    { Name: 'Modify_User_Id', Description: '修改人', Type: 'String', Relate: 'User' },
  ],
  Server: { Indexes: [['Dept_Id']] },
};
const module = describeModule('Test', 'Paper.json', definition);
const dialects: DialectName[] = testPostgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
const ROWS = 240;

async function openTestDatabase(dialect: DialectName): Promise<OpenedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-paging-'));
  if (dialect === 'sqlite') return openSqliteDatabase(dir);
  return openPostgresDatabase((await testDatabaseUrl(dir))!);
}

const pad = (n: number): string => String(n).padStart(4, '0');
/** Few distinct dates (many ties), some empty; two departments; two owners; creation times with ties too. */
const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  // Ids not in insertion order, so Id order is not row order.
  Id: `r${pad((i * 89) % ROWS)}`,
  Title: `题目${i % 7}`,
  PublishDate: i % 11 === 0 ? null : `2024-0${1 + (i % 5)}-01`,
  Dept_Id: i % 3 === 0 ? 'd1' : 'd2',
  Create_User_Id: i % 4 === 0 ? 'u1' : 'u2',
  Create_Time: `2024-06-01 10:00:${pad(Math.floor(i / 2) % 60).slice(2)}`,
  RowVersion: 1,
}));

type Direction = 'asc' | 'desc';
/** The order a list promises: empty values smallest, ties by Id in the same direction. */
function expectedOrder(subset: Row[], field: string, mode: Direction): string[] {
  const sign = mode === 'asc' ? 1 : -1;
  const key = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...subset]
    .sort(
      (a, b) =>
        sign * (a[field] === null && b[field] !== null ? -1 : b[field] === null && a[field] !== null ? 1 : compare(key(a[field]), key(b[field]))) ||
        sign * compare(String(a.Id), String(b.Id)),
    )
    .map((r) => String(r.Id));
}

describe.each(dialects)('list paging and totals (%s)', (dialect) => {
  let opened: OpenedDatabase;
  const list = async (body: Record<string, unknown>, ownerId: string | null = null) =>
    runListQuery(opened.db, dialect, module, readListRequest(body), { ownerId, read: null });

  beforeAll(async () => {
    opened = await openTestDatabase(dialect);
    await syncSchema(opened.db, dialect, new Catalogue([module]));
    for (const row of rows) await opened.db.insertInto('Paper').values(row).execute();
  });
  afterAll(() => opened.close());

  const cases: Array<[string, Record<string, unknown>, Row[], string, Direction]> = [
    ['default order', {}, rows, 'Create_Time', 'desc'],
    ['a date ascending', { SortInfo: { Name: 'PublishDate', Mode: 'asc' } }, rows, 'PublishDate', 'asc'],
    ['a date descending', { SortInfo: { Name: 'PublishDate', Mode: 'desc' } }, rows, 'PublishDate', 'desc'],
    [
      'an equality filter and a sort',
      { Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: 'd2' }] }, SortInfo: { Name: 'Title', Mode: 'desc' } },
      rows.filter((r) => r.Dept_Id === 'd2'),
      'Title',
      'desc',
    ],
  ];

  it.each(cases)('pages %s in one order, ties broken by Id, shallow and deep pages alike', async (_label, body, subset, field, mode) => {
    const expected = expectedOrder(subset, field, mode);
    const pageSize = 20;
    const seen: string[] = [];
    for (let pageIndex = 1; (pageIndex - 1) * pageSize < expected.length + pageSize; pageIndex++) {
      const page = await list({ ...body, PageIndex: pageIndex, PageSize: pageSize });
      expect(page.total).toBe(subset.length);
      seen.push(...page.rows.map((r) => String(r.Id)));
    }
    expect(seen).toEqual(expected);
    // Past DEFERRED_OFFSET the ids come first: full rows still, in the same order.
    const deep = await list({ ...body, PageIndex: Math.floor(DEFERRED_OFFSET / 10) + 1, PageSize: 10 });
    expect(deep.rows.map((r) => String(r.Id))).toEqual(expected.slice(DEFERRED_OFFSET, DEFERRED_OFFSET + 10));
    expect(deep.rows[0]).toMatchObject(rows.find((r) => r.Id === expected[DEFERRED_OFFSET]) as Row);
  });

  it.each(cases)('reads deep pages of %s from kept places alike: again, jumping about, and after a write', async (_label, body, subset, field, mode) => {
    const expected = expectedOrder(subset, field, mode);
    const pageSize = 7;
    const deepPages = Array.from({ length: Math.ceil(expected.length / pageSize) + 1 }, (_, i) => i + 1).filter((p) => (p - 1) * pageSize >= DEFERRED_OFFSET);
    const page = async (pageIndex: number) => (await list({ ...body, PageIndex: pageIndex, PageSize: pageSize })).rows.map((r) => String(r.Id));
    const want = (pageIndex: number) => expected.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    // In order, then backwards, then the same page twice and every third: first reads keep places, later ones use them.
    for (const pageIndex of [...deepPages, ...[...deepPages].reverse(), deepPages[2], deepPages[2], ...deepPages.filter((_, i) => i % 3 === 0)]) {
      expect(await page(pageIndex), `page ${pageIndex}`).toEqual(want(pageIndex));
    }
    // Pages of another size start between the kept places: a few rows skipped past the nearest one.
    for (let pageIndex = Math.floor(DEFERRED_OFFSET / 5) + 1; (pageIndex - 1) * 5 < expected.length; pageIndex++) {
      const rows = (await list({ ...body, PageIndex: pageIndex, PageSize: 5 })).rows.map((r) => String(r.Id));
      expect(rows, `page ${pageIndex} of 5`).toEqual(expected.slice((pageIndex - 1) * 5, pageIndex * 5));
    }
    // A row that comes first in this order (newest; no date ascending; latest date, last title descending): every
    // kept place must be dropped, or the pages would not move down by one.
    const target = deepPages[1];
    const before = await page(target);
    const first: Row = {
      Id: 'a0000',
      Title: '题目9',
      Dept_Id: 'd2',
      PublishDate: mode === 'asc' ? null : '2099-01-01',
      Create_Time: '2099-01-01 00:00:00',
      RowVersion: 1,
    };
    await opened.db.insertInto('Paper').values(first).execute();
    try {
      const shifted = expectedOrder([...subset, first], field, mode);
      expect(shifted[0]).toBe('a0000');
      expect(await page(target)).toEqual(shifted.slice((target - 1) * pageSize, target * pageSize));
      expect(await page(target)).not.toEqual(before);
    } finally {
      await opened.db.deleteFrom('Paper').where('Id', '=', 'a0000').execute();
    }
    expect(await page(target)).toEqual(before);
  });

  it.each(cases)(
    'walks %s batch after batch (a server export) in the same order, empty values and ties included',
    async (_label, body, subset, field, mode) => {
      const request = readListRequest(body);
      const walked: string[] = [];
      let cursor: ListCursor | null = null;
      for (let batch = 0; batch < 100; batch++) {
        const { rows: got, next } = await readListBatch(opened.db, dialect, module, request, { ownerId: null, read: null }, 7, cursor);
        walked.push(...got.map((r) => String(r.Id)));
        if (got.length < 7 || next === null) break;
        cursor = next;
      }
      expect(walked).toEqual(expectedOrder(subset, field, mode));
    },
  );

  it('keeps totals exact across inserts, updates and deletes', async () => {
    const filtered = { PageSize: 5, Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: 'd1' }] } };
    const d1 = rows.filter((r) => r.Dept_Id === 'd1').length;
    expect((await list(filtered)).total).toBe(d1);
    expect((await list(filtered)).total).toBe(d1); // from the cache
    await opened.db.insertInto('Paper').values({ Id: 'x0001', Title: '新增', Dept_Id: 'd1', Create_Time: '2024-07-01 00:00:00', RowVersion: 1 }).execute();
    expect((await list(filtered)).total).toBe(d1 + 1);
    await opened.db.updateTable('Paper').set({ Dept_Id: 'd2' }).where('Id', '=', 'x0001').execute();
    expect((await list(filtered)).total).toBe(d1);
    await opened.db.updateTable('Paper').set({ Dept_Id: 'd1' }).where('Id', '=', 'x0001').execute();
    expect((await list(filtered)).total).toBe(d1 + 1);
    await opened.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('Paper').where('Id', '=', 'x0001').execute();
    });
    expect((await list(filtered)).total).toBe(d1);
  });

  it('counts each owner scope and keyword on its own', async () => {
    const mine = rows.filter((r) => r.Create_User_Id === 'u1').length;
    expect((await list({ PageSize: 5 }, 'u1')).total).toBe(mine);
    expect((await list({ PageSize: 5 }, 'u2')).total).toBe(ROWS - mine);
    expect((await list({ PageSize: 5 }, null)).total).toBe(ROWS);
    expect((await list({ PageSize: 5, Condition: { KeyWord: '题目3' } })).total).toBe(rows.filter((r) => r.Title === '题目3').length);
    // Past the last row: the total still answered (counted, not taken from the empty page).
    expect(await list({ PageIndex: 99, PageSize: 5 }, 'u1')).toEqual({ total: mine, rows: [] });
  });

  it('makes the derived list indexes once the table is large, and pages the same with them', async () => {
    const expected = (await list({ PageIndex: 3, PageSize: 10, SortInfo: { Name: 'PublishDate', Mode: 'desc' } })).rows.map((r) => r.Id);
    const more = LIST_INDEX_MIN_ROWS - ROWS;
    for (let start = 0; start < more; start += 500) {
      const batch = Array.from({ length: Math.min(500, more - start) }, (_, k) => ({
        Id: `y${String(start + k).padStart(6, '0')}`,
        Title: '填充',
        Dept_Id: 'd9',
        Create_Time: '2023-01-01 00:00:00',
        RowVersion: 1,
      }));
      await opened.db.insertInto('Paper').values(batch).execute();
    }
    const made = await syncListIndexes(opened.db, dialect, new Catalogue([module]));
    expect(made.length).toBeGreaterThan(0);
    // The filler rows have no date: they sort last descending, so the page is unchanged.
    expect((await list({ PageIndex: 3, PageSize: 10, SortInfo: { Name: 'PublishDate', Mode: 'desc' } })).rows.map((r) => r.Id)).toEqual(expected);
    expect((await list({ PageSize: 10, Condition: { Filters: [{ Name: 'Dept_Id', Compare: '==', Value: 'd9' }] } })).total).toBe(more);
  });
});

describe('list totals on SQLite after another connection writes', () => {
  it('counts again when another process commits to the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-external-'));
    const opened = openSqliteDatabase(dir);
    await syncSchema(opened.db, 'sqlite', new Catalogue([module]));
    for (let i = 0; i < 12; i++)
      await opened.db
        .insertInto('Paper')
        .values({ Id: `e${i}`, Title: '外部', RowVersion: 1 })
        .execute();
    const total = async () => (await runListQuery(opened.db, 'sqlite', module, readListRequest({ PageSize: 5 }), { ownerId: null, read: null })).total;
    expect(await total()).toBe(12);
    const other = openSqliteDatabase(dir);
    await other.db.insertInto('Paper').values({ Id: 'e-other', Title: '外部', RowVersion: 1 }).execute();
    await other.close();
    expect(await total()).toBe(13);
    await opened.close();
  });
});
