/**
 * A list filtered by a range or a common value and ordered by another column (rangeWalk.ts, D-PERF-34d), on SQLite:
 * its pages and totals are the same whether the filters are walked in the list's order or read through their index,
 * for random ranges, statuses, orders, pages and owners; and at tens of thousands of rows the probe walks the order's
 * index for a wide range or a common status and leaves a narrow range or a rare status its own index.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFilter } from '../../contract/index.js';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openSqliteDatabase, type OpenedDatabase } from '../../server/platform/db/database.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import type { Row } from '../../server/platform/db/types.js';
import { buildListQueries, listOrder, runListQuery, walkedColumnsOf } from '../../server/records/listQuery.js';
import { setKeepsPages } from '../../server/records/listPages.js';
import { readListRequest } from '../../server/records/pagePara.js';
import { walkCandidates } from '../../server/records/rangeWalk.js';
import { syncListIndexes } from '../../server/records/syncListIndexes.js';

const definition: ModuleDefinition = {
  Name: 'Span',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'PublishDate', Description: '发表日期', Type: 'DateTime', Sortable: true },
    { Name: 'ImpactFactor', Description: '影响因子', Type: 'Decimal', Sortable: true },
    { Name: 'Pages', Description: '页数', Type: 'Int32' },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
    { Name: 'FlowStatus', Description: '流程状态', Type: 'String' },
    { Name: 'Done', Description: '完成', Type: 'Boolean' },
    { Name: 'Create_User_Id', Description: '创建人', Type: 'String', Relate: 'User' },
    { Name: 'Modify_User_Id', Description: '修改人', Type: 'String', Relate: 'User' },
  ],
  Server: { Indexes: [['Dept_Id'], ['PublishDate'], ['Pages']] },
};
const module = describeModule('Test', 'Span.json', definition);

async function openTestDatabase(): Promise<OpenedDatabase> {
  return openSqliteDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'range-walk-')));
}

/** Few distinct values (ties), some empty; Ids not in insertion order. */
const rowArbitrary = fc.record({
  title: fc.option(fc.constantFrom('甲', '乙', '丙', 'a', 'B'), { freq: 6 }),
  date: fc.option(fc.integer({ min: 0, max: 47 }), { freq: 5 }),
  factor: fc.option(
    fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
    { freq: 5 },
  ),
  pages: fc.option(fc.integer({ min: 1, max: 9 }), { freq: 5 }),
  dept: fc.constantFrom('d1', 'd2', 'd3'),
  flow: fc.option(fc.constantFrom('已通过', '已通过', '审核中', '已退回'), { freq: 6 }),
  done: fc.option(fc.boolean(), { freq: 5 }),
  owner: fc.constantFrom('u1', 'u2'),
  time: fc.integer({ min: 0, max: 40 }),
});
const dateOf = (n: number) => `${2020 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-15`;
const rows: Row[] = fc.sample(rowArbitrary, { numRuns: 360, seed: 34 }).map((r, i) => ({
  Id: `s${String((i * 211) % 1000).padStart(4, '0')}`,
  Title: r.title,
  PublishDate: r.date === null ? null : dateOf(r.date),
  ImpactFactor: r.factor,
  Pages: r.pages,
  Dept_Id: r.dept,
  FlowStatus: r.flow,
  Done: r.done === null ? null : r.done ? 1 : 0,
  Create_User_Id: r.owner,
  Create_Time: `2024-06-01 10:00:${String(r.time).padStart(2, '0')}`,
  RowVersion: 1,
}));

/** The shapes the app's filters send: a span of dates (`>=` day start, `<=` day end), a minimum, a maximum. */
const rangeArbitrary: fc.Arbitrary<PageFilter[]> = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 30 })).map(([from, length]): PageFilter[] => [
    { Name: 'PublishDate', Compare: '>=', Value: `${dateOf(from).slice(0, 8)}01 00:00:00` },
    { Name: 'PublishDate', Compare: '<=', Value: `${dateOf(from + length).slice(0, 8)}28 23:59:59` },
  ]),
  fc
    .tuple(fc.constantFrom('>', '>=', '<', '<='), fc.integer({ min: 0, max: 40 }))
    .map(([Compare, n]): PageFilter[] => [{ Name: 'ImpactFactor', Compare, Value: n / 4 }]),
  fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })).map(([low, high]): PageFilter[] => [
    { Name: 'Pages', Compare: '>', Value: low },
    { Name: 'Pages', Compare: '<=', Value: high },
  ]),
);

const requestArbitrary = fc.record({
  ranges: fc.array(rangeArbitrary, { minLength: 0, maxLength: 2 }),
  dept: fc.option(fc.constantFrom('d1', 'd2'), { nil: undefined }),
  done: fc.option(fc.constantFrom<PageFilter>({ Name: 'Done', Compare: '==', Value: true }, { Name: 'Done', Compare: '==', Value: 'false' }), {
    nil: undefined,
  }),
  flow: fc.option(
    fc.constantFrom<PageFilter>({ Name: 'FlowStatus', Compare: '==', Value: '已通过' }, { Name: 'FlowStatus', Compare: 'in', Value: '审核中,已退回' }),
    {
      nil: undefined,
    },
  ),
  sort: fc.option(fc.record({ Name: fc.constantFrom('Title', 'PublishDate', 'ImpactFactor', 'Create_Time'), Mode: fc.constantFrom('asc', 'desc') }), {
    nil: undefined,
  }),
  owner: fc.constantFrom(null, 'u2'),
  pageSize: fc.integer({ min: 1, max: 30 }),
  pageIndex: fc.integer({ min: 1, max: 14 }),
});

describe('filters walked in the list order or read through their index (sqlite)', () => {
  let opened: OpenedDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
    await syncSchema(opened.db, 'sqlite', new Catalogue([module]));
    await opened.db.insertInto('Span').values(rows).execute();
    setKeepsPages(opened.db, false);
  });
  afterAll(() => opened.close());

  it('reads the same rows, order and totals both ways', async () => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (drawn) => {
        const filters: PageFilter[] = [
          ...drawn.ranges.flat(),
          ...(drawn.dept ? [{ Name: 'Dept_Id', Compare: '==', Value: drawn.dept } satisfies PageFilter] : []),
          ...(drawn.flow ? [drawn.flow] : []),
          ...(drawn.done ? [drawn.done] : []),
        ];
        const body = { PageIndex: drawn.pageIndex, PageSize: drawn.pageSize, SortInfo: drawn.sort, Condition: { Filters: filters } };
        const request = readListRequest(body);
        const scope = { ownerId: drawn.owner, read: null };
        const candidates = walkCandidates(module, request, listOrder(module, request).sortColumn);
        const walked = [...candidates.ranges, ...candidates.equalities];
        const indexed = await runListQuery(opened.db, 'sqlite', module, request, scope, { walkedColumns: [] });
        const walking = await runListQuery(opened.db, 'sqlite', module, request, scope, { walkedColumns: walked });
        const probed = await runListQuery(opened.db, 'sqlite', module, request, scope);
        const ids = (page: { rows: Row[] }) => page.rows.map((row) => String(row.Id));
        expect(ids(walking)).toEqual(ids(indexed));
        expect(walking.total).toBe(indexed.total);
        expect(ids(probed)).toEqual(ids(indexed));
        expect(probed.total).toBe(indexed.total);
      }),
      { numRuns: 150, seed: 3434 },
    );
  }, 120_000);
});

describe('the plan a range gets at tens of thousands of rows (sqlite)', () => {
  const ROWS = 60_000;
  let opened: OpenedDatabase;
  const scope = { ownerId: null, read: null };

  beforeAll(async () => {
    opened = await openTestDatabase();
    await syncSchema(opened.db, 'sqlite', new Catalogue([module]));
    // Five years of publish dates spread through the order of Create_Time; Pages growing with it (0 to 299); ten
    // departments; half the rows 已通过, one in a thousand 已撤回.
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(ROWS)})
      insert into ${sql.table('Span')} (${sql.ref('Id')}, ${sql.ref('Title')}, ${sql.ref('PublishDate')}, ${sql.ref('ImpactFactor')}, ${sql.ref('Pages')},
        ${sql.ref('Dept_Id')}, ${sql.ref('Create_Time')}, ${sql.ref('RowVersion')}, ${sql.ref('FlowStatus')})
      select printf('p%06d', i), '论文' || i, date('2020-01-01', '+' || ((i * 7919) % 1826) || ' days'), (i * 37 % 1500) / 100.0, i / 200,
        'd' || (i % 10), datetime('2024-01-01', '+' || i || ' minutes'), 1,
        case when i % 1000 = 7 then '已撤回' when i % 2 = 0 then '已通过' else '审核中' end
      from n`.execute(opened.db);
    // As a report's index leading with the flow status (the planner took it for a common status and sorted).
    await sql`create index ${sql.ref('rx_Span_FlowStatus_PublishDate')} on ${sql.table('Span')} (${sql.ref('FlowStatus')}, ${sql.ref('PublishDate')})`.execute(
      opened.db,
    );
    await syncListIndexes(opened.db, 'sqlite', new Catalogue([module]));
    await sql`analyze`.execute(opened.db);
  }, 120_000);
  afterAll(() => opened.close());

  const year = (y: number): PageFilter[] => [
    { Name: 'PublishDate', Compare: '>=', Value: `${y}-01-01 00:00:00` },
    { Name: 'PublishDate', Compare: '<=', Value: `${y}-12-31 23:59:59` },
  ];
  const week: PageFilter[] = [
    { Name: 'PublishDate', Compare: '>=', Value: '2022-03-01 00:00:00' },
    { Name: 'PublishDate', Compare: '<=', Value: '2022-03-07 23:59:59' },
  ];

  async function planOf(body: Record<string, unknown>): Promise<{ walked: string[]; plan: string }> {
    const request = readListRequest(body);
    const walked = await walkedColumnsOf(opened.db, module, request, scope);
    const compiled = buildListQueries(opened.db, 'sqlite', module, request, scope, false, walked).dataQuery.compile();
    // With its values bound, as the page is read: SQLite's histograms (STAT4) plan a range by them.
    const explained = await opened.db.executeQuery(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    return { walked, plan: explained.rows.map((row) => String((row as { detail: unknown }).detail)).join('\n') };
  }

  it('walks the order index for a wide range (a year of five), the newest first or by another sort', async () => {
    const byTime = await planOf({ PageIndex: 1, PageSize: 10, Condition: { Filters: year(2022) } });
    expect(byTime.walked).toEqual(['PublishDate']);
    expect(byTime.plan).toContain('lx_Span_Create_Time_Id');
    expect(byTime.plan).not.toContain('TEMP B-TREE');
    const byFactor = await planOf({ PageIndex: 1, PageSize: 10, SortInfo: { Name: 'ImpactFactor', Mode: 'desc' }, Condition: { Filters: year(2021) } });
    expect(byFactor.walked).toEqual(['PublishDate']);
    expect(byFactor.plan).toContain('lx_Span_ImpactFactor_Id');
    expect(byFactor.plan).not.toContain('TEMP B-TREE');
  });

  it('keeps the range index for a wide range whose matches sit at the far end of the order, or a page deeper than the first rows hold', async () => {
    const farEnd = await planOf({ PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'Pages', Compare: '<=', Value: 60 }] } });
    // Left to the planner (here it walks the order too, from its own estimate of the range).
    expect(farEnd.walked).toEqual([]);
    const nearEnd = await planOf({ PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'Pages', Compare: '>=', Value: 240 }] } });
    expect(nearEnd.walked).toEqual(['Pages']);
    expect(nearEnd.plan).toContain('lx_Span_Create_Time_Id');
    expect(nearEnd.plan).not.toContain('TEMP B-TREE');
    const deep = await planOf({ PageIndex: 100, PageSize: 10, Condition: { Filters: year(2022) } });
    expect(deep.walked).toEqual([]);
  });

  it('walks the order for a common status, and reads a rare one through its index', async () => {
    const common = await planOf({ PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'FlowStatus', Compare: '==', Value: '已通过' }] } });
    expect(common.walked).toEqual(['FlowStatus']);
    expect(common.plan).toContain('lx_Span_Create_Time_Id');
    expect(common.plan).not.toContain('TEMP B-TREE');
    const rare = await planOf({ PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'FlowStatus', Compare: '==', Value: '已撤回' }] } });
    expect(rare.walked).toEqual([]);
    expect(rare.plan).toContain('rx_Span_FlowStatus_PublishDate');
    expect(rare.plan).toContain('TEMP B-TREE FOR ORDER BY');
  });

  it('reads a narrow range (a week) through its index and sorts its matches', async () => {
    const narrow = await planOf({ PageIndex: 1, PageSize: 10, Condition: { Filters: week } });
    expect(narrow.walked).toEqual([]);
    expect(narrow.plan).toMatch(/PublishDate/);
    expect(narrow.plan).toContain('TEMP B-TREE FOR ORDER BY');
  });

  it('answers the same pages and totals as through the range index', async () => {
    const status = (value: string): PageFilter[] => [{ Name: 'FlowStatus', Compare: '==', Value: value }];
    const early: PageFilter[] = [{ Name: 'Pages', Compare: '<=', Value: 60 }];
    for (const filters of [year(2022), week, early, status('已通过'), status('已撤回'), [...year(2021), ...status('审核中')]]) {
      for (const pageIndex of [1, 3, 12, 40]) {
        const request = readListRequest({ PageIndex: pageIndex, PageSize: 10, Condition: { Filters: filters } });
        const probed = await runListQuery(opened.db, 'sqlite', module, request, scope);
        const indexed = await runListQuery(opened.db, 'sqlite', module, request, scope, { walkedColumns: [] });
        expect(probed.rows.map((row) => row.Id)).toEqual(indexed.rows.map((row) => row.Id));
        expect(probed.total).toBe(indexed.total);
      }
    }
  });
});
