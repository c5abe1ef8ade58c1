/**
 * D-PERF-16e: a list's keyword answered through the trigram index (SQLite FTS5, PostgreSQL pg_trgm), and
 * a Han keyword of two or more characters through the CJK bigram index (SQLite FTS5, PostgreSQL GIN), is the
 * very answer of the plain LIKE/ILIKE — the same rows in the same order, the same total — on SQLite and PostgreSQL,
 * for Chinese substrings, mixed-case Latin letters, one and two characters, LIKE's and FTS5's own special characters;
 * it follows inserts, updates and deletes, and a bulk load. The plain answer comes from a second handle on the same
 * database that never synced the keyword indexes (so it uses LIKE), and from JavaScript.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { MAX_COUNTED_MATCHES, MAX_FILTER_VALUE_LENGTH } from '../../contract/index.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { openSqliteDatabase, type OpenedDatabase } from '../../server/platform/db/database.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import type { DialectName, Row } from '../../server/platform/db/types.js';
import { buildListQueries, runListQuery } from '../../server/records/listQuery.js';
import { readListRequest } from '../../server/records/pagePara.js';
import { cjkIndexName, keywordIndexName, POSTGRES_BIGRAMS_FUNCTION } from '../../server/records/keywordIndex.js';
import { hanBigrams } from '../../core/search/cjkTokens.js';
import { COMMON_KEYWORD_ROWS, keywordWay } from '../../server/records/keywordProbe.js';
import { syncKeywordIndexes } from '../../server/records/syncKeywordIndexes.js';
import { withIndexesDeferred } from '../../server/seed/demo/bulkLoadTuning.js';

const definition: ModuleDefinition = {
  Name: 'Note',
  Description: '笔记',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'Code', Description: '编号', Type: 'String' },
    { Name: 'Remark', Description: '备注', Type: 'String' },
    { Name: 'Pages', Description: '页数', Type: 'Int32' },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Dept' },
  ],
};
const module = describeModule('Test', 'Note.json', definition);
const catalogue = new Catalogue([module]);
const dialects: DialectName[] = testPostgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

const TITLES = [
  '表情😀心力衰竭',
  '😀😀😀',
  '心力衰竭的队列研究',
  '慢性心力衰竭患者的随机对照试验',
  '肺癌 100% 缓解',
  'Heart Failure in the ELDERLY',
  'heart failure cohort',
  'B_2 方案',
  'x_y 与 xy',
  '带"引号"的题目',
  "it's a test",
  'a*b 星号',
  '  两个空格  ',
  'lung AND cancer',
  'this OR that',
  'NEAR(a b) 研究',
  'NEAR the end',
  '50!% 折扣',
  'a!b',
  '罕见病队列',
  '罕见',
  '冠心病',
  'ABC',
  'abc',
  'aBc def',
  '中',
  '研究研究研究',
  '-leading minus',
  'col:umn',
  '^caret',
  '(括号)',
  'Kysely',
];
const rows: Row[] = TITLES.map((title, i) => ({
  Id: `n${String((i * 7) % TITLES.length).padStart(3, '0')}`,
  Title: title,
  Code: i % 3 === 0 ? `C-${i}` : i % 3 === 1 ? `AND_${i}` : null,
  Remark: i % 4 === 0 ? '备注:心力衰竭 OR "x"' : i % 5 === 0 ? '100%研究' : null,
  Pages: i * 10,
  Dept_Id: '心力衰竭部', // a Relate field: never searched
  // Ties in time, so the order's tie-break by Id is exercised.
  Create_Time: `2024-06-01 10:00:0${i % 4}`,
  RowVersion: 1,
}));

const KEYWORDS = [
  '心力衰竭',
  '衰竭的',
  '研究',
  '研',
  '心力',
  '罕见病',
  'heart',
  'HEART FAIL',
  'Fa',
  'a',
  'ELD',
  'abc',
  'ABC',
  'aBc',
  '100%',
  '%',
  '0% 缓',
  '_',
  'B_2',
  'x_y',
  '"',
  '"引号"',
  '引号"的',
  "'",
  "it's",
  "'s a",
  '*',
  'a*b',
  '* 星',
  ' ',
  '  两',
  't f',
  'ng AND c',
  '个空格  ',
  'AND',
  'lung AND',
  'AND cancer',
  'OR',
  'this OR',
  'NEAR',
  'NEAR(a b)',
  'NEAR the',
  '!',
  '50!%',
  'a!b',
  '!%',
  '-leading',
  'col:umn',
  '^caret',
  '(括号)',
  'kysely',
  'C-1',
  'and_',
  '备注:',
  'OR "x"',
  '100%研究',
  '不存在的词',
  // The longest keyword a list takes, and characters outside the BMP (two UTF-16 units, one character).
  '研'.repeat(MAX_FILTER_VALUE_LENGTH),
  '😀😀',
  '😀心力',
  '\uD800ab',
  // Han keywords of two, three and four characters (the CJK bigram index), some spanning runs or fields.
  '心衰',
  '力衰',
  '衰竭',
  '的队',
  '竭的队',
  '队列研究',
  '研究研',
  '研究研究',
  '罕见',
  '见病',
  '病队',
  '癌缓',
  '冠心',
  '号的',
  '括号',
];

/** LIKE's meaning (SQLite: Latin letters ignore case; PostgreSQL's ILIKE agrees on these texts). */
const contains = (value: unknown, keyWord: string): boolean =>
  typeof value === 'string' && value.replace(/[A-Z]/g, (c) => c.toLowerCase()).includes(keyWord.replace(/[A-Z]/g, (c) => c.toLowerCase()));
const matches = (row: Row, keyWord: string): boolean => ['Title', 'Code', 'Remark'].some((f) => contains(row[f], keyWord));

async function openBoth(dialect: DialectName): Promise<{ indexed: OpenedDatabase; plain: OpenedDatabase; url: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keyword-search-'));
  if (dialect === 'sqlite') return { indexed: openSqliteDatabase(dir), plain: openSqliteDatabase(dir), url: '' };
  const url = (await testDatabaseUrl(dir))!;
  return { indexed: openPostgresDatabase(url), plain: openPostgresDatabase(url), url };
}

/** Rows added 500 to a statement. */
async function insertNotes(opened: OpenedDatabase, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await opened.db
      .insertInto('Note')
      .values(rows.slice(i, i + 500))
      .execute();
}

describe.each(dialects)('keyword search through the trigram and CJK indexes (%s)', (dialect) => {
  let indexed: OpenedDatabase;
  let plain: OpenedDatabase;
  let postgresUrl: string;
  const list = (opened: OpenedDatabase, body: Record<string, unknown>) =>
    runListQuery(opened.db, dialect, module, readListRequest(body), { ownerId: null, read: null });
  /** Every page of a keyword's list: the ids in order and each page's total. */
  const allPages = async (opened: OpenedDatabase, keyWord: string, sort?: Record<string, unknown>) => {
    const ids: string[] = [];
    const totals: number[] = [];
    for (let pageIndex = 1; pageIndex <= 20; pageIndex++) {
      const page = await list(opened, { PageIndex: pageIndex, PageSize: 4, Condition: { KeyWord: keyWord }, ...sort });
      totals.push(page.total);
      ids.push(...page.rows.map((r) => String(r.Id)));
      if (page.rows.length < 4) break;
    }
    return { ids, totals };
  };

  let openAgain: () => OpenedDatabase;
  beforeAll(async () => {
    ({ indexed, plain, url: postgresUrl } = await openBoth(dialect));
    const dir =
      dialect === 'sqlite'
        ? path.dirname((await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(indexed.db)).rows[0].file)
        : '';
    // Another handle on the same database (a server started again).
    openAgain = () => (dialect === 'sqlite' ? openSqliteDatabase(dir) : openPostgresDatabase(postgresUrl));
    await syncSchema(indexed.db, dialect, catalogue);
    for (const row of rows) await indexed.db.insertInto('Note').values(row).execute();
    // Made over rows already there: the index is built from the table.
    const made = await syncKeywordIndexes(indexed.db, dialect, catalogue, 0);
    expect([...made]).toEqual(['Note']);
  });
  afterAll(async () => {
    await indexed.close();
    await plain.close();
  });

  it('asks an index for Han keywords of two characters or more and others of three, LIKE alone for shorter ones', () => {
    const compiled = (keyWord: string) =>
      buildListQueries(indexed.db, dialect, module, readListRequest({ Condition: { KeyWord: keyWord } }), { ownerId: null, read: null }).dataQuery.compile()
        .sql;
    const marker = dialect === 'sqlite' ? ' match ' : 'coalesce(';
    const cjk = dialect === 'sqlite' ? cjkIndexName(module) : ' @> ';
    expect(compiled('心力衰竭')).toContain(cjk);
    expect(compiled('心力')).toContain(cjk);
    expect(compiled('abc')).toContain(marker);
    expect(compiled('abc')).not.toContain(cjk);
    expect(compiled('中a')).not.toContain(marker);
    expect(compiled('研')).not.toContain(marker);
    expect(compiled('a')).not.toContain(marker);
    // The keyword is bound, never spliced.
    expect(compiled('"引号"的')).not.toContain('引号');
  });

  it.runIf(dialect === 'postgres')('reads the keyword through the GIN trigram index when the planner weighs it', async () => {
    // A handle whose connections are told to avoid sequential scans, so the plan shows whether the index can serve.
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(indexed.db)).rows[0].name;
    await sql`alter database ${sql.id(name)} set enable_seqscan = off`.execute(indexed.db);
    const third = openPostgresDatabase(postgresUrl);
    try {
      await syncKeywordIndexes(third.db, dialect, catalogue, 0);
      const plan = async (keyWord: string) => {
        const { countQuery } = buildListQueries(third.db, dialect, module, readListRequest({ Condition: { KeyWord: keyWord } }), { ownerId: null, read: null });
        return (await countQuery.explain()).map((row) => Object.values(row).join(' ')).join('\n');
      };
      expect(await plan('heart')).toContain(keywordIndexName(module));
      expect(await plan('心力')).toContain(cjkIndexName(module));
      expect(await plan('心力衰竭')).toContain(cjkIndexName(module));
    } finally {
      await third.close();
      await sql`alter database ${sql.id(name)} reset enable_seqscan`.execute(indexed.db);
    }
  });

  it.runIf(dialect === 'postgres')('computes in SQL the very bigrams the tokenizer computes', async () => {
    // Han characters of each range (Extension B beyond the BMP), kana, hangul, CJK punctuation, Latin, digits, emoji.
    const unit = fc.constantFrom('研', '究', '㐀', '豈', '𠀀', '𪜀', 'あ', '한', '。', '、', 'a', 'Z', '1', ' ', '😀', '%');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit, maxLength: 16 }), async (text) => {
        const {
          rows: [row],
        } = await sql<{ bigrams: string[] }>`select ${sql.id(POSTGRES_BIGRAMS_FUNCTION)}(${text}) as bigrams`.execute(indexed.db);
        expect([...row.bigrams].sort()).toEqual(hanBigrams(text).sort());
      }),
      { numRuns: 200 },
    );
  });

  it.runIf(dialect === 'sqlite')('looks at the first rows of the order first for a shallow page an index walks, not otherwise', () => {
    const probe = (body: Record<string, unknown>) => buildListQueries(indexed.db, dialect, module, readListRequest(body), { ownerId: null, read: null }).probes;
    expect(probe({ Condition: { KeyWord: '心力衰竭' } })).toBe(true);
    expect(probe({ Condition: { KeyWord: '心力衰竭' }, SortInfo: { Name: 'Title', Mode: 'desc' } })).toBe(true);
    expect(probe({ Condition: { KeyWord: '研究' } })).toBe(true);
    expect(probe({ Condition: { KeyWord: '研' } })).toBe(false);
    expect(probe({ Condition: { KeyWord: '心力衰竭' }, PageIndex: 60, PageSize: 10 })).toBe(false);
    // No index walks Code's order, nor a contains filter.
    expect(probe({ Condition: { KeyWord: '心力衰竭' }, SortInfo: { Name: 'Code', Mode: 'desc' } })).toBe(false);
    expect(probe({ Condition: { KeyWord: '心力衰竭', Filters: [{ Name: 'Title', Compare: '$', Value: '研' }] } })).toBe(false);
  });

  it.each(KEYWORDS)('keyword %j: the same rows, order and total as the plain LIKE', async (keyWord) => {
    // The API trims a keyword; nothing left searches nothing.
    const trimmed = keyWord.trim();
    const expectedCount = rows.filter((r) => trimmed === '' || matches(r, trimmed)).length;
    for (const sort of [undefined, { SortInfo: { Name: 'Title', Mode: 'asc' } }]) {
      const fast = await allPages(indexed, keyWord, sort);
      const slow = await allPages(plain, keyWord, sort);
      expect(fast).toEqual(slow);
      expect(fast.ids.length).toBe(expectedCount);
      expect(new Set(fast.totals)).toEqual(new Set([expectedCount]));
    }
  });

  it('follows inserts, updates and deletes', async () => {
    const search = async (keyWord: string) => (await list(indexed, { PageSize: 50, Condition: { KeyWord: keyWord } })).rows.map((r) => String(r.Id));
    await indexed.db.insertInto('Note').values({ Id: 'z1', Title: '新增的甲乙丙课题', RowVersion: 1, Create_Time: '2024-07-01 00:00:00' }).execute();
    expect(await search('甲乙丙')).toEqual(['z1']);
    await indexed.db.updateTable('Note').set({ Title: '改名的丁戊己课题' }).where('Id', '=', 'z1').execute();
    expect(await search('甲乙丙')).toEqual([]);
    expect(await search('丁戊己')).toEqual(['z1']);
    // An update of another field keeps the row found by its title.
    await indexed.db.updateTable('Note').set({ Pages: 7, Remark: 'Zeta Remark' }).where('Id', '=', 'z1').execute();
    expect(await search('丁戊己')).toEqual(['z1']);
    expect(await search('zeta rem')).toEqual(['z1']);
    await indexed.db.deleteFrom('Note').where('Id', '=', 'z1').execute();
    expect(await search('丁戊己')).toEqual([]);
    expect(await search('zeta rem')).toEqual([]);
  });

  it.runIf(dialect === 'sqlite')('leaves the segments of single writes to be merged in bulk, and finds every row across them', async () => {
    // Both FTS tables: no merge inside a write's commit (keywordIndex.ts, ftsNoAutomergeStatements).
    for (const table of [keywordIndexName(module), cjkIndexName(module)]) {
      const config = (await sql<{ k: string; v: unknown }>`select k, v from ${sql.table(`${table}_config`)}`.execute(indexed.db)).rows;
      expect(config).toContainEqual({ k: 'automerge', v: 0 });
    }
    // Forty writes of one row, each its own transaction and segment: merged only when a level holds sixteen.
    const ids = Array.from({ length: 40 }, (_, i) => `s${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) {
      await indexed.db
        .insertInto('Note')
        .values({ Id: id, Title: `分段写入的寅卯辰${i % 2 === 0 ? '偶' : '奇'}`, RowVersion: 1, Create_Time: '2024-08-01 00:00:00' })
        .execute();
    }
    try {
      for (const keyWord of ['寅卯辰', '寅卯', '辰偶', 'rem']) {
        const body = { PageSize: 50, Condition: { KeyWord: keyWord }, SortInfo: { Name: 'Id', Mode: 'asc' as const } };
        expect(await list(indexed, body)).toEqual(await list(plain, body));
      }
      expect((await list(indexed, { PageSize: 50, Condition: { KeyWord: '辰偶' } })).total).toBe(20);
    } finally {
      await indexed.db.deleteFrom('Note').where('Id', 'in', ids).execute();
    }
    expect((await list(indexed, { PageSize: 50, Condition: { KeyWord: '寅卯辰' } })).total).toBe(0);
  });

  it('pages a keyword from its kept matches, and reads them again when another connection writes the table', async () => {
    const pageIds = async (pageIndex: number) => await list(indexed, { PageIndex: pageIndex, PageSize: 2, Condition: { KeyWord: '心力衰竭' } });
    const first = await pageIds(1);
    expect(first.total).toBe(rows.filter((r) => matches(r, '心力衰竭')).length);
    const second = await pageIds(2);
    expect(second.rows.map((r) => r.Id)).toEqual((await list(plain, { PageIndex: 2, PageSize: 2, Condition: { KeyWord: '心力衰竭' } })).rows.map((r) => r.Id));
    // Written through the other handle (another instance, as it were): seen by the next page, within moments on PostgreSQL.
    await plain.db.insertInto('Note').values({ Id: 'k1', Title: '最新的心力衰竭研究', RowVersion: 1, Create_Time: '2030-01-01 00:00:00' }).execute();
    try {
      let seen = await pageIds(1);
      for (let attempt = 0; attempt < 40 && seen.total !== first.total + 1; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await pageIds(1);
      }
      expect(seen.total).toBe(first.total + 1);
      expect(seen.rows[0].Id).toBe('k1');
    } finally {
      await plain.db.deleteFrom('Note').where('Id', '=', 'k1').execute();
    }
  });

  it('finds rows a bulk load added with the index set aside', async () => {
    const added = await withIndexesDeferred(indexed.db, dialect, module, async () => {
      await indexed.db
        .insertInto('Note')
        .values([
          { Id: 'b1', Title: '批量载入的庚辛壬', RowVersion: 1 },
          { Id: 'b2', Code: 'BULK-庚辛壬', RowVersion: 1 },
        ])
        .execute();
      return 2;
    });
    expect(added).toBe(2);
    const found = await list(indexed, { PageSize: 50, Condition: { KeyWord: '庚辛壬' }, SortInfo: { Name: 'Id', Mode: 'asc' } });
    expect(found).toMatchObject({ total: 2, rows: [{ Id: 'b1' }, { Id: 'b2' }] });
    // Writes after the load are followed again (the triggers are back).
    await indexed.db.deleteFrom('Note').where('Id', 'in', ['b1', 'b2']).execute();
    expect((await list(indexed, { PageSize: 50, Condition: { KeyWord: '庚辛壬' } })).total).toBe(0);
  });

  it.runIf(dialect === 'sqlite')('puts back a trigger a load cut short left missing, and reads the table again', async () => {
    // Both indexes' insert triggers (the trigram one and the CJK one).
    const insertTriggers = (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like '%_ai'`.execute(indexed.db)).rows;
    expect(insertTriggers).toHaveLength(2);
    for (const trigger of insertTriggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(indexed.db);
    await indexed.db.insertInto('Note').values({ Id: 'c1', Title: '中断后的癸子丑', RowVersion: 1 }).execute();
    await syncKeywordIndexes(indexed.db, dialect, catalogue, 0);
    expect((await list(indexed, { PageSize: 50, Condition: { KeyWord: '癸子丑' } })).rows.map((r) => r.Id)).toEqual(['c1']);
    await indexed.db.deleteFrom('Note').where('Id', '=', 'c1').execute();
    expect((await list(indexed, { PageSize: 50, Condition: { KeyWord: '癸子丑' } })).total).toBe(0);
  });

  it('gives a database indexed before the CJK index one at start, built from the rows there', async () => {
    // As a database whose keyword index predates the CJK index: the trigram index only.
    if (dialect === 'sqlite') {
      const name = cjkIndexName(module);
      for (const suffix of ['_ai', '_ad', '_au']) await sql`drop trigger if exists ${sql.id(name + suffix)}`.execute(indexed.db);
      await sql`drop table ${sql.id(name)}`.execute(indexed.db);
    } else {
      await sql`drop index ${sql.id(cjkIndexName(module))}`.execute(indexed.db);
    }
    const upgraded = openAgain();
    try {
      expect([...(await syncKeywordIndexes(upgraded.db, dialect, catalogue, 1_000_000))]).toEqual(['Note']);
      const compiled = buildListQueries(upgraded.db, dialect, module, readListRequest({ Condition: { KeyWord: '心力' } }), {
        ownerId: null,
        read: null,
      }).dataQuery.compile().sql;
      expect(compiled).toContain(dialect === 'sqlite' ? cjkIndexName(module) : ' @> ');
      for (const keyWord of ['心力', '衰竭的队', '罕见']) {
        const body = { PageSize: 3, Condition: { KeyWord: keyWord } };
        expect(await runListQuery(upgraded.db, dialect, module, readListRequest(body), { ownerId: null, read: null })).toEqual(await list(plain, body));
      }
    } finally {
      await upgraded.close();
    }
  });

  it('reads a common, a middling and a rare keyword each its own way: the same pages as LIKE', async () => {
    const added = Array.from({ length: COMMON_KEYWORD_ROWS + 400 }, (_, i) => ({
      Id: `m${String(i).padStart(5, '0')}`,
      RowVersion: 1,
      Create_Time: `2025-01-01 ${String(Math.floor(i / 3600) % 24).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      // Almost every row holds the common word (more than COMMON_KEYWORD_ROWS), one in 40 the middling one, 21 the rare one.
      Title: `${i % 50 === 5 ? '' : '常见词'}第${i}篇${i % 40 === 3 ? '中频词' : ''}${i % 500 === 7 ? '稀有词' : ''}`,
    }));
    await insertNotes(indexed, added);
    try {
      const candidates = async (keyWord: string) => {
        const { candidatesQuery } = buildListQueries(indexed.db, dialect, module, readListRequest({ Condition: { KeyWord: keyWord } }), {
          ownerId: null,
          read: null,
        });
        return candidatesQuery === null ? null : Number((await candidatesQuery.execute(indexed.db)).rows[0].n);
      };
      expect(await candidates('常见词')).toBe(dialect === 'sqlite' ? COMMON_KEYWORD_ROWS : null);
      expect(await candidates('中频词')).toBe(dialect === 'sqlite' ? 260 : null);
      expect(await candidates('稀有词')).toBe(dialect === 'sqlite' ? 21 : null);
      const rows = added.length + TITLES.length;
      expect([keywordWay(COMMON_KEYWORD_ROWS, rows, 10), keywordWay(260, rows, 10), keywordWay(260, rows, 400), keywordWay(21, rows, 10)]).toEqual([
        'probe',
        'walk',
        'sort',
        'sort',
      ]);
      for (const keyWord of ['常见词', '中频词', '稀有词']) {
        for (const pageIndex of [1, 2, 40]) {
          const body = { PageIndex: pageIndex, PageSize: 10, Condition: { KeyWord: keyWord } };
          expect(await list(indexed, body)).toEqual(await list(plain, body));
        }
      }
    } finally {
      await indexed.db.deleteFrom('Note').where('Id', 'like', 'm%').execute();
    }
  });

  it.runIf(dialect === 'sqlite')('totals a common Latin keyword from a sample of its candidates, never one the index folds and LIKE refuses', async () => {
    // 'alpha' in 14,000 titles; 'kelvin' in none, though the index offers 16,000 (it folds the Kelvin sign K to k, LIKE
    // does not): both past the ten thousand candidates that send a keyword to the sample.
    const added = Array.from({ length: 30_000 }, (_, i) => ({
      Id: `lat${String(i).padStart(5, '0')}`,
      RowVersion: 1,
      Create_Time: '2025-02-01 08:00:00',
      Title: i < 14_000 ? `Alpha第${i}篇` : `\u212Aelvin第${i}篇`,
    }));
    await insertNotes(indexed, added);
    try {
      for (const keyWord of ['alpha', 'ALPHA', 'kelvin', 'Kelvin']) {
        for (const pageIndex of [1, 3]) {
          const body = { PageIndex: pageIndex, PageSize: 10, Condition: { KeyWord: keyWord } };
          expect(await list(indexed, body)).toEqual(await list(plain, body));
        }
      }
      expect((await list(indexed, { PageIndex: 1, PageSize: 10, Condition: { KeyWord: 'alpha' } })).total).toBe(MAX_COUNTED_MATCHES);
      expect((await list(indexed, { PageIndex: 1, PageSize: 10, Condition: { KeyWord: 'kelvin' } })).total).toBe(0);
    } finally {
      await indexed.db.deleteFrom('Note').where('Id', 'like', 'lat%').execute();
    }
  });

  it('chooses the way from the counts: common keywords probe, a walk only where it reads fewer entries than sorting', () => {
    expect(keywordWay(COMMON_KEYWORD_ROWS, 1_000_000, 10)).toBe('probe');
    expect(keywordWay(2_519, 1_000_000, 10)).toBe('walk');
    expect(keywordWay(26, 10_000, 10)).toBe('sort');
    expect(keywordWay(0, 1_000_000, 10)).toBe('sort');
    expect(keywordWay(500, 1_000_000, 10)).toBe('sort');
    // A table smaller than its matches claim (rows deleted at the end): the estimate never goes below the matches.
    expect(keywordWay(300, 0, 10)).toBe('walk');
  });

  it('agrees with LIKE on random rows and keywords', async () => {
    // Latin letters, digits, Han characters (keywords of two to four of them go through the CJK index), LIKE's and
    // FTS5's special characters; on SQLite letters whose case its trigram tokenizer folds and its LIKE does not (É, the
    // Kelvin sign: PostgreSQL's ILIKE folds them by its locale, which the reference below does not model).
    const folded = dialect === 'sqlite' ? ['É', 'é', '\u212A', 'k'] : [];
    const alphabet = fc.constantFrom('a', 'A', 'b', 'B', '1', '2', '中', '文', '研', '究', '中', '文', '%', '_', '"', "'", ' ', '!', '*', '(', ':', ...folded);
    const text = fc.string({ unit: alphabet, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ Title: fc.option(text), Code: fc.option(text) }), { maxLength: 12 }),
        fc.array(
          fc.oneof(
            fc.string({ unit: alphabet, minLength: 1, maxLength: 5 }),
            fc.string({ unit: fc.constantFrom('中', '文', '研', '究'), minLength: 2, maxLength: 4 }),
            fc.constantFrom('ab', 'AB1', '12', 'b 中文'),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        async (randomRows, keyWords) => {
          await indexed.db.deleteFrom('Note').execute();
          const inserted = randomRows.map((r, i) => ({ Id: `p${String(i).padStart(2, '0')}`, Title: r.Title, Code: r.Code, RowVersion: 1 }));
          if (inserted.length > 0) await indexed.db.insertInto('Note').values(inserted).execute();
          for (const raw of keyWords) {
            // As the API reads it: trimmed.
            const keyWord = raw.trim();
            const page = await list(indexed, { PageSize: 50, Condition: { KeyWord: keyWord }, SortInfo: { Name: 'Id', Mode: 'asc' } });
            const expected = keyWord === '' ? inserted : inserted.filter((r) => matches(r, keyWord));
            expect(page.rows.map((r) => String(r.Id))).toEqual(expected.map((r) => r.Id));
            expect(page.total).toBe(expected.length);
            // A full first page: the total is counted (for a Han keyword on SQLite, in the CJK index alone).
            expect((await list(indexed, { PageSize: 1, Condition: { KeyWord: keyWord } })).total).toBe(expected.length);
          }
        },
      ),
      { numRuns: dialect === 'sqlite' ? 60 : 25 },
    );
  });

  it.runIf(dialect === 'sqlite')('counts from the index alone only keywords without a cased letter (the tokenizer folds É, LIKE does not)', async () => {
    await indexed.db.deleteFrom('Note').execute();
    const titles = ['Éab x', '\u212Aab', 'kab', '2024-05', 'x2024'];
    await indexed.db
      .insertInto('Note')
      .values(titles.map((Title, i) => ({ Id: `n${i}`, Title, RowVersion: 1 })))
      .execute();
    for (const [keyWord, total] of [
      ['éab', 0],
      ['Kab', 1],
      ['024', 2],
      ['2024-', 1],
    ] as const) {
      // PageSize 1: a full first page, so the total is counted.
      expect([keyWord, (await list(indexed, { PageSize: 1, Condition: { KeyWord: keyWord } })).total]).toEqual([keyWord, total]);
    }
  });
});
