/**
 * Reports through HTTP, on a hand-counted fixture: every number below is counted from reportFixture.ts.
 * Runs on SQLite and, through test:postgres, on PostgreSQL: the same answers from both.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS, type ReportMeta, type ReportResult, type ReportRoute } from '../../contract/index.js';
import fs from 'node:fs';
import { startServer, type TestServer } from './helpers.js';
import { DEPTS, PEOPLE, TEST_REPORTS, insertBulk, insertFixture, writeReportFolder } from './reportFixture.js';

const NEW_REPORT = {
  Code: 'newOne',
  Title: '新增报表',
  Module: 'Problem',
  Charts: ['pie'],
  Permission: { Module: 'Problem', Action: 'Report' },
  Routes: ['/report/newone'],
  Dimensions: [{ Key: 'Level', Label: '级别', Field: 'Level' }],
  Measures: [{ Key: 'Count', Label: '数量', Aggregate: 'count' }],
  Where: [{ Field: 'FlowStatus', Operator: 'notIn', Value: ['审核中'] }],
};

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startServer({ reportsDir: writeReportFolder(TEST_REPORTS, { 'newOne.json': NEW_REPORT }) });
  const { adminId } = await insertFixture(server.app.appContext.db);
  await insertBulk(server.app.appContext.db, adminId, REPORT_LIMITS.maxRows + 1);
  admin = await server.login('admin');
  staff = await server.login('staff');
});
afterAll(async () => server?.close());

async function run(code: string, filters?: Record<string, unknown>, cookie: string | null = admin): Promise<ReportResult> {
  const response = await server.call(cookie, { method: 'POST', url: `/api/report/${code}`, payload: filters ? { Filters: filters } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResult>();
}

/** Rows without an order that depends on how a database sorts Chinese names. */
const unordered = (rows: ReportResult['Rows']) => rows.map((r) => JSON.stringify(r)).sort();

describe('report answers', () => {
  it('counts by department, a relation shown by its name, largest first', async () => {
    const result = await run('byDept');
    expect(result.Rows).toEqual([
      { Dept: DEPTS.A, Count: 3 },
      { Dept: DEPTS.B, Count: 2 },
      { Dept: DEPTS.C, Count: 1 },
    ]);
    expect(result.Totals).toEqual({ Count: 6 });
    expect(result.Truncated).toBe(false);
  });

  it('sums and averages an amount by year (an empty amount is left out of the average)', async () => {
    const result = await run('byYear');
    expect(result.Rows).toEqual([
      { Year: '2022年', Count: 2, Funding: 120, Avg: 60 },
      { Year: '2023年', Count: 2, Funding: 85, Avg: 42.5 },
      { Year: '2024年', Count: 2, Funding: 30.5, Avg: 30.5 },
    ]);
    expect(result.Totals).toEqual({ Count: 6, Funding: 235.5, Avg: 47.1 });
  });

  it('puts amounts into bands, a value in no band under 其他 and an empty one under 未填写', async () => {
    const result = await run('fundBands');
    expect(result.Rows).toEqual([
      { Band: '10万以下', Count: 1 },
      { Band: '10至50万', Count: 2 },
      { Band: '90万及以上', Count: 1 },
      { Band: '其他', Count: 1 },
      { Band: '未填写', Count: 1 },
    ]);
  });

  it('counts people by age band in whole years until today (35 today is 35, 35 tomorrow is 34)', async () => {
    const result = await run('ages');
    expect(result.Rows).toEqual([
      { Age: '35岁以下', People: 2 },
      { Age: '35至49岁', People: 1 },
      { Age: '50岁及以上', People: 1 },
      { Age: '未填写', People: 1 },
    ]);
    expect(result.Totals).toEqual({ People: 5 });
  });

  it('groups by two dimensions for stacked bars', async () => {
    const result = await run('stacked');
    expect(unordered(result.Rows)).toEqual(
      unordered([
        { Dept: DEPTS.A, Level: '国家级', Count: 1 },
        { Dept: DEPTS.A, Level: '省部级', Count: 1 },
        { Dept: DEPTS.A, Level: '院级', Count: 1 },
        { Dept: DEPTS.B, Level: '国家级', Count: 1 },
        { Dept: DEPTS.B, Level: '院级', Count: 1 },
        { Dept: DEPTS.C, Level: '省部级', Count: 1 },
      ]),
    );
    expect(result.Totals).toEqual({ Count: 6 });
  });

  it("groups through a relation (the leader's professional title), with a distinct count totalled by the database", async () => {
    const result = await run('byTitle');
    expect(result.Rows).toEqual([
      { Title: '主任医师', Count: 4, Funding: 215.5, Leaders: 2 },
      { Title: '副主任医师', Count: 2, Funding: 20, Leaders: 1 },
    ]);
    expect(result.Totals).toEqual({ Count: 6, Funding: 235.5, Leaders: 3 });
  });

  it("names a relation reached through a relation (the leader's department)", async () => {
    expect((await run('leaderDept')).Rows).toEqual([
      { Dept: DEPTS.A, Count: 4 },
      { Dept: DEPTS.B, Count: 2 },
    ]);
  });

  it('labels quarters and months', async () => {
    expect((await run('calendar')).Rows).toEqual([
      { Quarter: '2022年第1季度', Month: '2022年3月', Count: 1 },
      { Quarter: '2022年第3季度', Month: '2022年8月', Count: 1 },
      { Quarter: '2023年第1季度', Month: '2023年1月', Count: 1 },
      { Quarter: '2023年第2季度', Month: '2023年5月', Count: 1 },
      { Quarter: '2024年第1季度', Month: '2024年2月', Count: 1 },
      { Quarter: '2024年第4季度', Month: '2024年11月', Count: 1 },
    ]);
  });

  it('ranks the top N; the totals still cover every row', async () => {
    const result = await run('ranking');
    expect(result.Rows).toEqual([
      { Leader: PEOPLE.P1, Funding: 180 },
      { Leader: PEOPLE.P3, Funding: 35.5 },
    ]);
    expect(result.Totals).toEqual({ Funding: 235.5 });
    expect(result.Truncated).toBe(false);
  });

  it("applies the descriptor's conditions (in, >=)", async () => {
    const result = await run('statusIn');
    expect(unordered(result.Rows)).toEqual(
      unordered([
        { Status: '已通过', Count: 3 },
        { Status: '审核中', Count: 1 },
      ]),
    );
  });

  it('cuts at the row limit and says so; the totals count every row', async () => {
    const result = await run('bulk');
    expect(result.Rows).toHaveLength(REPORT_LIMITS.maxRows);
    expect(result.Rows[0]).toEqual({ Name: '批量课题00000', Count: 1 });
    expect(result.Truncated).toBe(true);
    expect(result.Totals).toEqual({ Count: REPORT_LIMITS.maxRows + 1 });
  });
});

describe('filters', () => {
  it('year range', async () => {
    const result = await run('byYear', { Year: [2023, 2024] });
    expect(result.Rows.map((r) => r.Year)).toEqual(['2023年', '2024年']);
    expect(result.Totals).toEqual({ Count: 4, Funding: 115.5, Avg: 38.5 });
    expect((await run('byYear', { Year: [null, 2022] })).Totals.Count).toBe(2);
  });

  it('date range, both ends included', async () => {
    const result = await run('byYear', { Start: ['2022-08-01', '2023-01-10'] });
    expect(result.Rows).toEqual([
      { Year: '2022年', Count: 1, Funding: 20, Avg: 20 },
      { Year: '2023年', Count: 1, Funding: 5, Avg: 5 },
    ]);
  });

  it('select of a relation, multiple select of a dictionary, select through a relation', async () => {
    expect((await run('byYear', { Dept: 'rpt-dept-A' })).Rows).toEqual([
      { Year: '2022年', Count: 2, Funding: 120, Avg: 60 },
      { Year: '2023年', Count: 1, Funding: 5, Avg: 5 },
    ]);
    expect((await run('byYear', { Level: ['国家级', '院级'] })).Rows).toEqual([
      { Year: '2022年', Count: 1, Funding: 100, Avg: 100 },
      { Year: '2023年', Count: 2, Funding: 85, Avg: 42.5 },
      { Year: '2024年', Count: 1, Funding: null, Avg: null },
    ]);
    expect((await run('byYear', { DeptCategory: '医技科室' })).Rows).toEqual([{ Year: '2024年', Count: 1, Funding: 30.5, Avg: 30.5 }]);
  });

  it('keyword: a substring, a hostile text is only a value', async () => {
    expect((await run('byYear', { Name: '肺' })).Rows).toEqual([
      { Year: '2022年', Count: 1, Funding: 100, Avg: 100 },
      { Year: '2023年', Count: 1, Funding: 5, Avg: 5 },
      { Year: '2024年', Count: 1, Funding: 30.5, Avg: 30.5 },
    ]);
    expect((await run('byYear', { Name: "x'); drop table Problem; --" })).Rows).toEqual([]);
    expect((await run('byYear', { Name: '%' })).Rows).toEqual([]);
    expect((await run('byDept')).Totals).toEqual({ Count: 6 });
  });

  it('empty values are no filter', async () => {
    expect((await run('byYear', { Year: [null, null], Dept: '', Level: [], Name: '  ' })).Totals.Count).toBe(6);
  });

  it('refuses bad filter values with a Chinese 400', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ Filters: { Nope: 1 } }, /筛选条件不存在/],
      [{ Filters: { Year: '2020' } }, /年度:应为起止两个值/],
      [{ Filters: { Year: [2024, 2020] } }, /起始年份不能晚于结束年份/],
      [{ Filters: { Year: ['abc', null] } }, /年份无效/],
      [{ Filters: { Start: ['2024-02-30', null] } }, /日期应为/],
      [{ Filters: { Dept: ['a', 'b'] } }, /只能选择一项/],
      [{ Filters: { Dept: { x: 1 } } }, /取值无效/],
      [{ Filters: { Level: Array.from({ length: 101 }, (_, i) => `v${i}`) } }, /最多选择 100 项/],
      [{ Filters: { Level: '国家级' } }, /应为取值的列表/],
      [{ Filters: { Name: '肺'.repeat(51) } }, /最多 50 个字/],
      [{ Filters: { Name: 5 } }, /应为文字/],
      [{ Filters: [] }, /筛选条件应为对象/],
    ];
    for (const [payload, message] of cases) {
      const response = await server.call(admin, { method: 'POST', url: '/api/report/byYear', payload: payload as Record<string, unknown> });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ Message: string }>().Message).toMatch(message);
    }
  });

  it('answers any value of any filter with 200 or a Chinese 400, never a 500', async () => {
    const keys = ['Year', 'Start', 'Dept', 'Level', 'Name', 'DeptCategory', 'Other'];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keys),
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.constantFrom(
              '',
              '\u0000',
              "'; drop table Problem; --",
              '%_!',
              '2025-02-30',
              '心'.repeat(300),
              1e308,
              -0,
              [1e308, null],
              ['2024-01-01', '2023-01-01'],
              ['心'.repeat(300)],
            ),
          ),
        ),
        async (filters) => {
          const response = await server.call(admin, { method: 'POST', url: '/api/report/byYear', payload: { Filters: filters } });
          expect([200, 400], response.body).toContain(response.statusCode);
          if (response.statusCode === 400) expect(response.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fff]/);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('who sees what', () => {
  it('a staff member sees only their own rows of a user-owned module', async () => {
    expect((await run('mine', undefined, staff)).Rows).toEqual([
      { Dept: DEPTS.A, Count: 2 },
      { Dept: DEPTS.C, Count: 1 },
    ]);
    expect((await run('mine', undefined, admin)).Totals).toEqual({ Count: 6 });
  });

  it('a leader holding the statistics grant (报表) sees every record of a user-owned module, not only their own', async () => {
    const dean = await server.login('dean');
    expect((await run('byDept', undefined, dean)).Totals).toEqual({ Count: 6 });
    // The same person through a report opened by List keeps the own-records scope (the dean filed none of these).
    expect((await run('mine', undefined, dean)).Totals).toEqual({ Count: 0 });
  });

  it('refuses a report without its permission (403 权限不足) and without login (401)', async () => {
    const refused = await server.call(staff, { method: 'POST', url: '/api/report/byDept', payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ Message: string }>().Message).toBe('权限不足');
    expect((await server.call(staff, { method: 'GET', url: '/api/report/byDept/meta' })).statusCode).toBe(403);
    expect((await server.call(null, { method: 'POST', url: '/api/report/byDept', payload: {} })).statusCode).toBe(401);
  });

  it('answers an anonymous report without a session, aggregates only', async () => {
    const result = await run('anonDept', undefined, null);
    expect((await server.call(null, { method: 'GET', url: '/api/report/anonDept/meta' })).json<ReportMeta>().Title).toBe('测试报表anonDept');
    expect(result.Rows).toEqual([
      { Dept: DEPTS.A, Count: 3 },
      { Dept: DEPTS.B, Count: 2 },
      { Dept: DEPTS.C, Count: 1 },
    ]);
  });

  it("lists the caller's reports for the menu; every route for the app without login", async () => {
    const mine = (await server.call(staff, { method: 'GET', url: '/api/report' })).json<ReportRoute[]>();
    // staff lists Person (ages) and Problem (mine), but holds no Report grant.
    expect(mine.map((r) => r.Code).sort()).toEqual(['ages', 'anonDept', 'mine']);
    expect((await server.call(null, { method: 'GET', url: '/api/report' })).statusCode).toBe(401);
    const routes = (await server.call(null, { method: 'GET', url: '/api/report/routes' })).json<ReportRoute[]>();
    expect(routes).toContainEqual({ Path: '/AnonDept', Code: 'anonDept', Title: '测试报表anonDept', Anonymous: true });
    expect(routes).toHaveLength(TEST_REPORTS.length + 1);
  });

  it('takes README\'s "Adding a report" example as written: the file alone makes the route answer', async () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Adding a report'));
    const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)?.[1] ?? 'null') as { Code: string; Routes: string[] };
    const withExample = await startServer({ reportsDir: writeReportFolder([], { 'example.json': example }) });
    try {
      const routes = (await withExample.call(null, { method: 'GET', url: '/api/report/routes' })).json<ReportRoute[]>();
      expect(routes.map((route) => route.Path)).toEqual(example.Routes);
      const dean = await withExample.login('dean');
      const answer = await withExample.call(dean, { method: 'POST', url: `/api/report/${example.Code}`, payload: {} });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      await withExample.close();
    }
  });

  it('answers 404 报表不存在 for an unknown code', async () => {
    const response = await server.call(admin, { method: 'POST', url: '/api/report/nope', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ Message: string }>().Message).toBe('报表不存在');
    expect((await server.call(null, { method: 'GET', url: '/api/report/nope/meta' })).statusCode).toBe(404);
  });
});

describe('meta and new reports', () => {
  it('gives the filters with their options: relation names, dictionary values; no ids as labels', async () => {
    const meta = (await server.call(admin, { method: 'GET', url: '/api/report/byYear/meta' })).json<ReportMeta>();
    // A calendar dimension is named as one, so the chart draws it as time (continuous, in order).
    expect(meta.Dimensions).toEqual([{ Key: 'Year', Label: '年度', Calendar: 'Year' }]);
    expect(meta.Measures).toEqual([
      { Key: 'Count', Label: '课题数', Format: 'int' },
      { Key: 'Funding', Label: '经费', Format: 'money' },
      { Key: 'Avg', Label: '平均经费', Format: 'decimal' },
    ]);
    const filter = (key: string) => meta.Filters.find((f) => f.Key === key);
    expect(filter('Year')?.Options).toBeNull();
    expect(filter('Dept')?.Options).toContainEqual({ Value: 'rpt-dept-A', Label: DEPTS.A });
    expect(filter('Level')?.Options?.map((o) => o.Label)).toEqual(expect.arrayContaining(['国家级', '省部级', '院级']));
    expect(filter('DeptCategory')?.Options).toContainEqual({ Value: '医技科室', Label: '医技科室' });
  });

  it('a report added by one file answers at its route with no code', async () => {
    const routes = (await server.call(null, { method: 'GET', url: '/api/report/routes' })).json<ReportRoute[]>();
    expect(routes).toContainEqual({ Path: '/report/newone', Code: 'newOne', Title: '新增报表', Anonymous: false });
    const result = await run('newone');
    expect(unordered(result.Rows)).toEqual(
      unordered([
        { Level: '国家级', Count: 2 },
        { Level: '省部级', Count: 2 },
        { Level: '院级', Count: 2 },
        { Level: '未填写', Count: REPORT_LIMITS.maxRows + 1 },
      ]),
    );
  });

  it('a bad report file stops the start, naming the file and the field', async () => {
    const bad = { ...NEW_REPORT, Code: 'bad', Routes: ['/report/bad'], Dimensions: [{ Key: 'X', Label: '甲', Field: 'Missing' }] };
    await expect(startServer({ reportsDir: writeReportFolder([], { 'bad.json': bad }) })).rejects.toThrow(
      /报表定义文件无效: .*bad\.json 字段 \$\.Dimensions\[0\]\.Field: 模块 Problem 没有字段 Missing/,
    );
  });
});
