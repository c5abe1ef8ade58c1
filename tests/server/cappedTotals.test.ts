/**
 * A keyword's matches are counted up to MAX_COUNTED_MATCHES (counting hundreds of thousands of matches
 * row by row takes seconds): past it the list says TotalCapped with Total = MAX_COUNTED_MATCHES, while the pages are
 * the same rows; the export and the print ask for the exact total. With and without the keyword indexes, SQLite and
 * PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_COUNTED_MATCHES } from '../../contract/index.js';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { openSqliteDatabase, type OpenedDatabase } from '../../server/platform/db/database.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import type { DialectName } from '../../server/platform/db/types.js';
import { rareByStatistics, SAMPLED_TABLE_ROWS } from '../../server/records/keywordEstimate.js';
import { bigramStatistics } from '../../server/records/bigramStatistics.js';
import { hanBigrams } from '../../core/search/cjkTokens.js';
import { buildListQueries, commonKeyword, runListQuery } from '../../server/records/listQuery.js';
import { readListRequest } from '../../server/records/pagePara.js';
import { type RecordScope, UNSCOPED } from '../../server/records/recordScope.js';
import { syncKeywordIndexes } from '../../server/records/syncKeywordIndexes.js';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';

const definition: ModuleDefinition = {
  Name: 'Paper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String', Sortable: true }],
};
const module = describeModule('Test', 'Paper.json', definition);
const dialects: DialectName[] = testPostgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
/** Rows whose title holds 研究; a few more rows without it. */
const MATCHING = MAX_COUNTED_MATCHES + 25;
const OTHERS = 40;

async function openTestDatabase(dialect: DialectName): Promise<OpenedDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capped-totals-'));
  if (dialect === 'sqlite') return openSqliteDatabase(dir);
  return openPostgresDatabase((await testDatabaseUrl(dir))!);
}

describe.each(dialects)('keyword totals counted up to MAX_COUNTED_MATCHES (%s)', (dialect) => {
  let opened: OpenedDatabase;
  const list = (body: Record<string, unknown>, exactTotal = false) =>
    runListQuery(opened.db, dialect, module, readListRequest(body), { ownerId: null, read: null }, { exactTotal });

  beforeAll(async () => {
    opened = await openTestDatabase(dialect);
    await syncSchema(opened.db, dialect, new Catalogue([module]));
    const rows = Array.from({ length: MATCHING + OTHERS }, (_, i) => ({
      Id: `p${String(i).padStart(6, '0')}`,
      Title: i < MATCHING ? `心衰患者的队列研究${i} SCIE` : `病例报告${i}`,
      Create_Time: `2024-01-01 08:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      RowVersion: 1,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await opened.db
        .insertInto('Paper')
        .values(rows.slice(start, start + 500))
        .execute();
  }, 120_000);
  afterAll(() => opened.close());

  for (const indexed of [false, true]) {
    it(`says ${MAX_COUNTED_MATCHES}+ for a keyword with more matches, ${indexed ? 'through the keyword indexes' : 'by LIKE alone'}; the exact total where asked`, async () => {
      if (indexed) await syncKeywordIndexes(opened.db, dialect, new Catalogue([module]), 0);
      const first = await list({ PageIndex: 1, PageSize: 10, Condition: { KeyWord: '研究' } });
      expect(first.total).toBe(MAX_COUNTED_MATCHES);
      expect(first.capped).toBe(true);
      expect(first.rows).toHaveLength(10);
      expect(first.rows.every((row) => String(row.Title).includes('研究'))).toBe(true);
      // A deep page of the capped list: the same rows as the exact list's page.
      const deep = await list({ PageIndex: 900, PageSize: 10, Condition: { KeyWord: '研究' } });
      const deepExact = await list({ PageIndex: 900, PageSize: 10, Condition: { KeyWord: '研究' } }, true);
      expect(deep.capped).toBe(true);
      expect(deep.rows.map((row) => row.Id)).toEqual(deepExact.rows.map((row) => row.Id));
      // The export and the print: the whole result's size.
      const exact = await list({ PageIndex: 1, PageSize: 1, Condition: { KeyWord: '研究' } }, true);
      expect(exact.total).toBe(MATCHING);
      expect(exact.capped).toBeUndefined();
      // Fewer matches than the cap, and no keyword at all: exact, not capped.
      const few = await list({ PageIndex: 1, PageSize: 10, Condition: { KeyWord: '病例' } });
      expect([few.total, few.capped]).toEqual([OTHERS, undefined]);
      const all = await list({ PageIndex: 1, PageSize: 10 });
      expect([all.total, all.capped]).toEqual([MATCHING + OTHERS, undefined]);
      // Keywords the trigram index narrows (not Han alone): a Latin word in every matching row, case ignored, capped;
      // 研究1 in 1 + 10 + 100 + 1,000 + 25 titles (研究1, 研究10…, 研究10000…10024), counted exactly.
      for (const keyWord of ['SCIE', 'scie']) {
        const latin = await list({ PageIndex: 1, PageSize: 10, Condition: { KeyWord: keyWord } });
        expect([latin.total, latin.capped]).toEqual([MAX_COUNTED_MATCHES, true]);
      }
      for (const PageIndex of [1, 3]) {
        const mixed = await list({ PageIndex, PageSize: 10, Condition: { KeyWord: '研究1' } });
        const mixedExact = await list({ PageIndex, PageSize: 10, Condition: { KeyWord: '研究1' } }, true);
        expect([mixed.total, mixed.capped]).toEqual([1_136, undefined]);
        expect(mixed.rows.map((row) => row.Id)).toEqual(mixedExact.rows.map((row) => row.Id));
      }
    }, 120_000);
  }
});

/**
 * PostgreSQL, a table past SAMPLED_TABLE_ROWS (keywordEstimate.ts): a keyword a sample of its pages shows well past the
 * cap is capped without a count, its pages read in the list's order by LIKE — the same rows as through the index; one
 * under the cap is counted exactly.
 */
const bigDefinition: ModuleDefinition = {
  Name: 'BigPaper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String', Sortable: true }],
};
const big = describeModule('Test', 'BigPaper.json', bigDefinition);
const BIG_ROWS = SAMPLED_TABLE_ROWS + 20_000;

/** The SQL of every statement `db` runs until `restore` (a spy on executeQuery; the statements still run). */
function recordStatements(db: OpenedDatabase['db']): { statements: string[]; restore: () => void } {
  const statements: string[] = [];
  const execute = db.executeQuery.bind(db);
  const spy = vi.spyOn(db, 'executeQuery').mockImplementation((query, ...rest) => {
    statements.push('sql' in query ? query.sql : query.compile().sql);
    return execute(query, ...rest);
  });
  return { statements, restore: () => spy.mockRestore() };
}

describe.runIf(testPostgresUrl())('a common keyword at a large table estimated from a sample (postgres)', () => {
  let opened: OpenedDatabase;
  const list = (body: Record<string, unknown>, exactTotal = false) =>
    runListQuery(opened.db, 'postgres', big, readListRequest(body), { ownerId: null, read: null }, { exactTotal });
  /** The sample's verdict on a keyword of an unfiltered list, kept under `key`. */
  const verdictOf = (keyWord: string, key = `test ${keyWord}`) =>
    commonKeyword(
      opened.db,
      buildListQueries(opened.db, 'postgres', big, readListRequest({ Condition: { KeyWord: keyWord } }), { ownerId: null, read: null }),
      key,
      big,
      keyWord,
    );

  beforeAll(async () => {
    opened = await openTestDatabase('postgres');
    await syncSchema(opened.db, 'postgres', new Catalogue([big]));
    // One row in four holds 心力衰竭; one in 100 糖尿病随访; one in 400 罕见病.
    await sql`insert into "BigPaper" ("Id", "Title", "Create_Time", "RowVersion")
      select 'b' || lpad(i::text, 7, '0'),
        case when i % 4 = 0 then '心力衰竭患者的队列研究' || i when i % 400 = 1 then '罕见病的病例报告' || i
          when i % 100 = 7 then '糖尿病随访研究' || i else '病例报告' || i end,
        to_char(timestamp '2024-01-01' + i * interval '1 second', 'YYYY-MM-DD HH24:MI:SS'), 1
      from generate_series(1, ${BIG_ROWS}) as i`.execute(opened.db);
    await sql`analyze "BigPaper"`.execute(opened.db);
    await syncKeywordIndexes(opened.db, 'postgres', new Catalogue([big]), 0);
    // Analysed again with the index: the statistics of its bigrams (bigramStatistics.ts), as autovacuum keeps them.
    await sql`analyze "BigPaper"`.execute(opened.db);
  }, 180_000);

  it('reads the shares of the bigrams from the statistics, and calls rare only the keywords they show rare', async () => {
    const statistics = await bigramStatistics(opened.db, big);
    expect(statistics).not.toBeNull();
    expect(statistics!.shares.get('心力')).toBeCloseTo(0.25, 1);
    const rows = BIG_ROWS;
    // 罕见病 in one row of 400, 尿脑 in none: no sample needed. 糖尿病随访 (one in 100) and 心力衰竭 are sampled.
    expect(rareByStatistics(statistics!, hanBigrams('罕见病'), rows, MAX_COUNTED_MATCHES)).toBe(true);
    expect(rareByStatistics(statistics!, hanBigrams('尿脑'), rows, MAX_COUNTED_MATCHES)).toBe(true);
    expect(rareByStatistics(statistics!, hanBigrams('糖尿病随访'), rows, MAX_COUNTED_MATCHES)).toBe(false);
    expect(rareByStatistics(statistics!, hanBigrams('心力衰竭'), rows, MAX_COUNTED_MATCHES)).toBe(false);

    // The list's verdict draws no sample for the rare keyword, and draws one for the other.
    const recorded = recordStatements(opened.db);
    const sampled = () => recorded.statements.filter((text) => text.includes('tablesample'));
    try {
      const verdict = (keyWord: string) => verdictOf(keyWord, `statistics ${keyWord}`);
      expect(await verdict('罕见病')).toEqual({ capped: false, inOrder: false, rare: true });
      expect(sampled()).toEqual([]);
      expect(await verdict('糖尿病随访')).toEqual({ capped: false, inOrder: true, rare: false });
      expect(sampled().length).toBeGreaterThan(0);
    } finally {
      recorded.restore();
    }
  });
  afterAll(() => opened.close());

  it('caps a keyword in a quarter of the rows and reads the rows the index would', async () => {
    expect(await verdictOf('心力衰竭')).toEqual({ capped: true, inOrder: true, rare: false });
    expect(await verdictOf('罕见病')).toEqual({ capped: false, inOrder: false, rare: true });
    for (const [PageIndex, SortInfo] of [
      [1, undefined],
      [2, undefined],
      [300, undefined],
      [2, { Name: 'Title', Mode: 'desc' }],
    ] as const) {
      const body = { PageIndex, PageSize: 10, Condition: { KeyWord: '心力衰竭' }, ...(SortInfo ? { SortInfo } : {}) };
      const sampled = await list(body);
      expect([sampled.total, sampled.capped]).toEqual([MAX_COUNTED_MATCHES, true]);
      const exact = await list(body, true);
      expect(exact.total).toBe(BIG_ROWS / 4);
      expect(sampled.rows.map((row) => row.Id)).toEqual(exact.rows.map((row) => row.Id));
    }
  }, 60_000);

  it("reads a keyword in one row of a hundred in the list's order and counts it exactly", async () => {
    expect(await verdictOf('糖尿病随访')).toEqual({ capped: false, inOrder: true, rare: false });
    for (const PageIndex of [1, 3, 50]) {
      const body = { PageIndex, PageSize: 10, Condition: { KeyWord: '糖尿病随访' } };
      const walked = await list(body);
      const exact = await list(body, true);
      expect([walked.total, walked.capped]).toEqual([BIG_ROWS / 100, undefined]);
      expect(walked.rows.map((row) => row.Id)).toEqual(exact.rows.map((row) => row.Id));
    }
  }, 60_000);

  it("estimates an unfiltered list's keywords from one kept sample of the table, a scoped list's from its own", async () => {
    const { statements, restore } = recordStatements(opened.db);
    const verdictFor = (keyWord: string, scope: RecordScope) =>
      commonKeyword(
        opened.db,
        buildListQueries(opened.db, 'postgres', big, readListRequest({ Condition: { KeyWord: keyWord } }), scope),
        `kept ${keyWord} ${scope.ownerId}`,
        big,
        keyWord,
      );
    const samples = () => statements.filter((text) => text.includes('tablesample'));
    try {
      // Drawn at most once (an earlier case may have drawn it): every other keyword is searched in memory.
      for (const keyWord of ['心力衰竭患者', '衰竭患者的队列', '心力衰竭', '病例报告']) expect((await verdictFor(keyWord, UNSCOPED)).capped).toBe(true);
      expect(await verdictFor('糖尿病随访研究', UNSCOPED)).toEqual({ capped: false, inOrder: true, rare: false });
      expect(samples().filter((text) => !text.includes('string_agg'))).toEqual([]);
      expect(samples().length).toBeLessThanOrEqual(1);
      // One person's rows: the list's own conditions over a sample of the table's pages; it owns none of them.
      const before = samples().length;
      expect(await verdictFor('心力衰竭患者', { ...UNSCOPED, ownerId: 'nobody' })).toEqual({ capped: false, inOrder: false, rare: true });
      expect(samples().length).toBeGreaterThan(before);
      expect(
        samples()
          .slice(before)
          .every((text) => !text.includes('string_agg')),
      ).toBe(true);
    } finally {
      restore();
    }
  });

  it("draws a keyword's verdict again once its table has grown past the size it was drawn at", async () => {
    const grown = describeModule('Test', 'GrownPaper.json', { ...bigDefinition, Name: 'GrownPaper' });
    await syncSchema(opened.db, 'postgres', new Catalogue([big, grown]));
    const insert = (from: number, to: number) =>
      sql`insert into "GrownPaper" ("Id", "Title", "Create_Time", "RowVersion")
        select 'g' || lpad(i::text, 7, '0'), case when i % 4 = 0 then '心力衰竭患者的队列研究' || i else '病例报告' || i end,
          to_char(timestamp '2024-01-01' + i * interval '1 second', 'YYYY-MM-DD HH24:MI:SS'), 1
        from generate_series(cast(${from} as integer), cast(${to} as integer)) as i`.execute(opened.db);
    const verdict = () =>
      commonKeyword(
        opened.db,
        buildListQueries(opened.db, 'postgres', grown, readListRequest({ Condition: { KeyWord: '心力衰竭' } }), UNSCOPED),
        'grown 心力衰竭',
        grown,
        '心力衰竭',
      );
    await insert(1, 4_000);
    await sql`analyze "GrownPaper"`.execute(opened.db);
    // Too small to sample: counted.
    expect(await verdict()).toEqual({ capped: false, inOrder: false, rare: false });
    await insert(4_001, BIG_ROWS);
    await sql`analyze "GrownPaper"`.execute(opened.db);
    // The table's size is read again after a few seconds: then the verdict under the new size is drawn.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      expect(await verdict()).toEqual({ capped: true, inOrder: true, rare: false });
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);

  it('counts a keyword under the cap exactly', async () => {
    const rare = await list({ PageIndex: 1, PageSize: 10, Condition: { KeyWord: '罕见病' } });
    expect([rare.total, rare.capped]).toEqual([BIG_ROWS / 400, undefined]);
  }, 60_000);

  it("reads a rare keyword's matches once, from its first page on: the page and the total without a count", async () => {
    const { statements, restore } = recordStatements(opened.db);
    const body = (PageIndex: number) => ({ PageIndex, PageSize: 10, Condition: { KeyWord: '罕见病的' }, SortInfo: { Name: 'Title', Mode: 'desc' } });
    try {
      const first = await list(body(1));
      expect(statements.filter((text) => text.includes('count('))).toEqual([]);
      const second = await list(body(2));
      for (const [page, PageIndex] of [
        [first, 1],
        [second, 2],
      ] as const) {
        const exact = await list(body(PageIndex), true);
        expect([page.total, page.capped]).toEqual([BIG_ROWS / 400, undefined]);
        expect(page.rows.map((row) => row.Id)).toEqual(exact.rows.map((row) => row.Id));
      }
    } finally {
      restore();
    }
  }, 60_000);
});
