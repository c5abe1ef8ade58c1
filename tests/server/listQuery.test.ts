import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';
import { Catalogue, describeModule } from '../../server/platform/catalogue/catalogue.js';
import type { ModuleDefinition } from '../../server/platform/catalogue/types.js';
import { openPostgresDatabase } from '../../server/platform/db/postgres.js';
import { syncSchema } from '../../server/platform/db/schemaSync.js';
import type { Db, DialectName } from '../../server/platform/db/types.js';
import { HttpError } from '../../server/platform/http/httpError.js';
import { buildListQueries, runListQuery } from '../../server/records/listQuery.js';
import { PageParaSchema } from '../../contract/index.js';
import { readWire } from '../../server/platform/http/wireValidation.js';
import { readListRequest as readPagePara } from '../../server/records/pagePara.js';

/** A body as the List route reads it: canonicalised and validated, then read. */
const readListRequest = (body: unknown) => readPagePara(readWire(PageParaSchema, body));

const definition: ModuleDefinition = {
  Name: 'Paper',
  Description: '论文',
  RelateFields: ['Title'],
  FieldInfoStruts: [
    { Name: 'Title', Description: '题目', Type: 'String', Sortable: true },
    { Name: 'Code', Description: '编号', Type: 'String' },
    { Name: 'Score', Description: '分数', Type: 'Decimal' },
    { Name: 'Pages', Description: '页数', Type: 'Int32' },
    { Name: 'Done', Description: '完成', Type: 'Boolean' },
    { Name: 'Dept_Id', Description: '科室', Type: 'String', Relate: 'Paper' },
  ],
};
const module = describeModule('Test', 'Paper.json', definition);

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (npm run test:postgres). */
const dialects: DialectName[] = testPostgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

async function openTestDb(dialect: DialectName): Promise<Db> {
  if (dialect === 'sqlite') return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
  const url = await testDatabaseUrl(fs.mkdtempSync(path.join(os.tmpdir(), 'list-query-')));
  return openPostgresDatabase(url!).db;
}

describe.each(dialects)('list query builder (%s)', (dialect) => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDb(dialect);
    await syncSchema(db, dialect, new Catalogue([module]));
    const rows = [
      ['1', '心力衰竭研究', 'A-1', 3.5, 10, 1, 'd1', '2024-01-01 10:00:00', 'u1'],
      ['2', '肺癌 100% 研究', 'B_2', 12, 20, 0, 'd2', '2024-02-01 10:00:00', 'u2'],
      ['3', 'Heart failure', 'C-3', null, 30, 1, null, '2024-03-01 10:00:00', 'u1'],
    ] as const;
    for (const [Id, Title, Code, Score, Pages, Done, Dept_Id, Create_Time, Create_User_Id] of rows) {
      await db.insertInto('Paper').values({ Id, Title, Code, Score, Pages, Done, Dept_Id, Create_Time, Create_User_Id, RowVersion: 1 }).execute();
    }
  });
  afterAll(() => db.destroy());

  const ids = async (body: unknown, ownerId: string | null = null): Promise<string[]> =>
    (await runListQuery(db, dialect, module, readListRequest(body), { ownerId, read: null })).rows.map((r) => String(r.Id));
  const filter = (Name: string, Compare: string, Value: unknown) => ({ Condition: { Filters: [{ Name, Compare, Value }] } });

  it('defaults: page 1 of 10, newest first', async () => {
    expect(readListRequest({})).toMatchObject({ pageIndex: 1, pageSize: 10, keyWord: '', filters: [], sort: null });
    expect(readListRequest({ pageSize: '99999', pageIndex: '0' })).toMatchObject({ pageIndex: 1, pageSize: 1000 });
    expect(await ids({})).toEqual(['3', '2', '1']);
  });

  it('pages and sorts', async () => {
    expect(await ids({ PageIndex: 2, PageSize: 2 })).toEqual(['1']);
    expect(await ids({ SortInfo: { Name: 'pages', Mode: 'asc' } })).toEqual(['1', '2', '3']);
    expect(await ids({ SortInfo: { Name: 'Pages', Mode: 'desc' } })).toEqual(['3', '2', '1']);
    // An empty value sorts as the smallest, in both databases.
    expect(await ids({ SortInfo: { Name: 'Score', Mode: 'asc' } })).toEqual(['3', '1', '2']);
    expect(await ids({ SortInfo: { Name: 'Score', Mode: 'desc' } })).toEqual(['2', '1', '3']);
  });

  it('supports every Compare, coercing values by type', async () => {
    expect(await ids(filter('Pages', '==', '20'))).toEqual(['2']);
    expect(await ids(filter('Dept_Id', '!=', 'd1'))).toEqual(['3', '2']);
    expect(await ids(filter('Pages', '>', 10))).toEqual(['3', '2']);
    expect(await ids(filter('Pages', '>=', '20'))).toEqual(['3', '2']);
    expect(await ids(filter('Score', '<', '12'))).toEqual(['1']);
    expect(await ids(filter('Score', '<=', 12))).toEqual(['2', '1']);
    expect(await ids(filter('Title', '$', '研究'))).toEqual(['2', '1']);
    expect(await ids(filter('Code', 'in', 'A-1,C-3'))).toEqual(['3', '1']);
    expect(await ids(filter('Done', '==', 'false'))).toEqual(['2']);
    expect(await ids(filter('Done', '==', true))).toEqual(['3', '1']);
    // A fractional value against a whole-number field compares as a number (no error on PostgreSQL's bigint).
    expect(await ids(filter('Pages', '>', '15.5'))).toEqual(['3', '2']);
    expect(await ids(filter('Pages', '==', 20.5))).toEqual([]);
    expect(await ids(filter('Pages', 'in', '10,20.5'))).toEqual(['1']);
  });

  it('$ with ;-joined names ORs the fields; % and _ match literally', async () => {
    expect(await ids(filter('Title;Code', '$', 'C-'))).toEqual(['3']);
    expect(await ids(filter('Title;Code', '$', '100%'))).toEqual(['2']);
    expect(await ids(filter('Code', '$', '_'))).toEqual(['2']);
  });

  it('KeyWord searches the string fields; empty filter values are ignored', async () => {
    expect(await ids({ Condition: { KeyWord: 'heart' } })).toEqual(['3']);
    expect(await ids(filter('Title;Code', '$', 'HEART'))).toEqual(['3']);
    expect(await ids(filter('Code', '$', 'c-'))).toEqual(['3']);
    expect(await ids({ Condition: { KeyWord: 'B_2' } })).toEqual(['2']);
    expect(await ids(filter('Title', '==', ''))).toEqual(['3', '2', '1']);
    expect(await ids(filter('Dept_Id', '==', null))).toEqual(['3']);
  });

  it('restricts to the owner when asked', async () => {
    expect(await ids({}, 'u1')).toEqual(['3', '1']);
  });

  it('refuses unknown field names before any SQL is built, and binds values', () => {
    for (const body of [
      filter('Title; DROP TABLE Paper--', '==', 'x'),
      filter('1=1', '==', 'x'),
      { SortInfo: { Name: 'Title desc; --', Mode: 'asc' } },
      filter('Title;1=1', '$', 'x'),
    ]) {
      expect(() => buildListQueries(db, dialect, module, readListRequest(body), { ownerId: null, read: null })).toThrowError(HttpError);
    }
    expect(() => readListRequest(filter('Title', 'LIKE', 'x'))).toThrowError('查询条件无效:LIKE');
    const { dataQuery } = buildListQueries(db, dialect, module, readListRequest(filter('Title', '==', "x' OR '1'='1")), { ownerId: null, read: null });
    const compiled = dataQuery.compile();
    expect(compiled.sql).not.toContain("OR '1'");
    expect(compiled.parameters).toContain("x' OR '1'='1");
  });

  it('answers the query field message for a bad name', () => {
    try {
      buildListQueries(db, dialect, module, readListRequest(filter('Nope', '==', 'x')), { ownerId: null, read: null });
    } catch (error) {
      expect((error as HttpError).message).toBe('查询字段不存在:Nope');
      expect((error as HttpError).statusCode).toBe(400);
    }
  });
});

/** A module whose index cap leaves no (owner, sort) index for F3: a person's list in that order is read by owner and sorted. */
const crowded = describeModule('Test', 'Crowded.json', {
  Name: 'Crowded',
  Description: '多排序',
  RelateFields: ['F0'],
  Server: { UserOwned: true, Indexes: [['G_Id']] },
  FieldInfoStruts: [
    ...Array.from({ length: 8 }, (_, i) => ({ Name: `F${i}`, Description: `字段${i}`, Type: 'String' as const, Sortable: true })),
    { Name: 'G_Id', Description: '关联', Type: 'String', Relate: 'Dept' },
  ],
});

describe.each(dialects)("a person's list in an order no owner index serves (%s)", (dialect) => {
  let db: Db;
  const values = ['b', null, 'a', 'b', '', 'c', 'a', null, 'B', 'b'];
  beforeAll(async () => {
    db = await openTestDb(dialect);
    await syncSchema(db, dialect, new Catalogue([crowded]));
    for (let i = 0; i < 40; i += 1) {
      await db
        .insertInto('Crowded')
        .values({
          Id: `r${String(i).padStart(2, '0')}`,
          F3: values[i % values.length],
          G_Id: `g${i % 3}`,
          Create_User_Id: `u${i % 4}`,
          Create_Time: `2024-01-${String(1 + (i % 20)).padStart(2, '0')} 10:00:00`,
          RowVersion: 1,
        })
        .execute();
    }
  });
  afterAll(() => db.destroy());

  const page = async (body: Record<string, unknown>, ownerId: string | null) =>
    (await runListQuery(db, dialect, crowded, readListRequest({ PageSize: 100, ...body }), { ownerId, read: null })).rows;

  it.each(['asc', 'desc'])("gives the rows and order of everyone's list narrowed to the person (%s)", async (Mode) => {
    const body = { SortInfo: { Name: 'F3', Mode } };
    const everyone = await page(body, null);
    for (const owner of ['u1', 'u2']) {
      expect((await page(body, owner)).map((r) => r.Id)).toEqual(everyone.filter((r) => r.Create_User_Id === owner).map((r) => r.Id));
      const filtered = { ...body, Condition: { Filters: [{ Name: 'G_Id', Compare: '==', Value: 'g1' }] } };
      expect((await page(filtered, owner)).map((r) => r.Id)).toEqual(everyone.filter((r) => r.Create_User_Id === owner && r.G_Id === 'g1').map((r) => r.Id));
    }
    const paged = await runListQuery(db, dialect, crowded, readListRequest({ ...body, PageIndex: 2, PageSize: 3 }), { ownerId: 'u1', read: null });
    expect(paged.rows.map((r) => r.Id)).toEqual(
      everyone
        .filter((r) => r.Create_User_Id === 'u1')
        .slice(3, 6)
        .map((r) => r.Id),
    );
  });

  it("orders by the column no index can give on SQLite, so the owner's index is read", () => {
    const request = readListRequest({ SortInfo: { Name: 'F3', Mode: 'asc' } });
    const owned = buildListQueries(db, dialect, crowded, request, { ownerId: 'u1', read: null }).dataQuery.compile().sql;
    const everyone = buildListQueries(db, dialect, crowded, request, { ownerId: null, read: null }).dataQuery.compile().sql;
    expect(owned.includes('+"F3"')).toBe(dialect === 'sqlite');
    expect(everyone).not.toContain('+"F3"');
  });
});
