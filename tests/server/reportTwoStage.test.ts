/**
 * Two-stage aggregation (compile.ts groupsBeforeJoin): a report grouping by a related record's field (the project
 * leader's age band) groups the projects by leader first and looks the leaders up after. Its answers must be the
 * one-stage answers: each report below runs twice — as written (two stages) and with a condition on the leader that
 * every fixture row meets (`Leader_Id → Name` not null), which needs the leader per row and so keeps one stage — and
 * both must equal the hand count from reportFixture.ts. Runs on SQLite and, through test:postgres, on PostgreSQL.
 *
 * Approved projects (leader, age today, level, funding): P1 30 国家级 100 and 80; P2 35 省部级 20 and 院级 (none);
 * P3 60 院级 5 and 省部级 30.5. Departments: P1 A, B; P2 A, B; P3 A, C.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDescriptor, ReportResult } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';
import { insertFixture, writeReportFolder } from './reportFixture.js';

const approved = { Field: 'FlowStatus', Operator: '==' as const, Value: '已通过' };
/** Met by every fixture leader; reads the leader per row, so the report stays one-stage. */
const leaderNamed = { Field: 'Name', Via: 'Leader_Id', Operator: 'notNull' as const };
const ageBand = {
  Key: 'Age',
  Label: '负责人年龄段',
  Field: 'BirthDate',
  Via: 'Leader_Id',
  Bucket: {
    Kind: 'AgeBands' as const,
    Bands: [
      { Label: '35岁以下', Max: 35 },
      { Label: '35至49岁', Min: 35, Max: 50 },
      { Label: '50岁及以上', Min: 50 },
    ],
  },
};
const measures: ReportDescriptor['Measures'] = [
  { Key: 'Count', Label: '课题数', Aggregate: 'count' },
  { Key: 'Leaders', Label: '负责人数', Aggregate: 'countDistinct', Field: 'Leader_Id' },
  { Key: 'Depts', Label: '科室数', Aggregate: 'countDistinct', Field: 'Dept_Id' },
  { Key: 'Funding', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' },
  { Key: 'Avg', Label: '平均经费', Aggregate: 'avg', Field: 'ApprovedFunding' },
  { Key: 'Min', Label: '最少', Aggregate: 'min', Field: 'ApprovedFunding' },
  { Key: 'Max', Label: '最多', Aggregate: 'max', Field: 'ApprovedFunding' },
];
const report = (Code: string, oneStage: boolean, rest: Partial<ReportDescriptor>): ReportDescriptor => ({
  Code,
  Title: `两段测试${Code}`,
  Module: 'Problem',
  Where: oneStage ? [approved, leaderNamed] : [approved],
  Charts: ['table'],
  Permission: { Module: 'Problem', Action: 'Report' },
  Routes: [`/report/${Code}`],
  Dimensions: [ageBand],
  Measures: measures,
  ...rest,
});
const byAgeAndLevel = { Dimensions: [ageBand, { Key: 'Level', Label: '级别', Field: 'Level' }] };
const REPORTS = [
  report('ages2', false, {}),
  report('ages1', true, {}),
  report('agesLevel2', false, byAgeAndLevel),
  report('agesLevel1', true, byAgeAndLevel),
  // A filter through the relation, when set, needs the leader per row: one stage; unset, two.
  report('agesFiltered', false, { Filters: [{ Key: 'Title', Label: '负责人职称', Field: 'ProfessionalTitle', Via: 'Leader_Id', Kind: 'select' }] }),
];

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer({ reportsDir: writeReportFolder(REPORTS) });
  await insertFixture(server.app.appContext.db);
  admin = await server.login('admin');
});
afterAll(async () => server?.close());

async function run(code: string, filters: Record<string, unknown> = {}): Promise<ReportResult> {
  const response = await server.call(admin, { method: 'POST', url: `/api/report/${code}`, payload: { Filters: filters } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResult>();
}

const unordered = (rows: ReportResult['Rows']) => rows.map((r) => JSON.stringify(r)).sort();
const TOTALS = { Count: 6, Leaders: 3, Depts: 3, Funding: 235.5, Avg: 47.1, Min: 5, Max: 100 };

describe('two-stage aggregation through a relation', () => {
  it("by the leader's age band: counts, distinct counts, sums, averages, min and max as counted by hand", async () => {
    const expected = [
      { Age: '35岁以下', Count: 2, Leaders: 1, Depts: 2, Funding: 180, Avg: 90, Min: 80, Max: 100 },
      // P2's 院级 project has no funding: left out of the average, min and max, as in one stage.
      { Age: '35至49岁', Count: 2, Leaders: 1, Depts: 2, Funding: 20, Avg: 20, Min: 20, Max: 20 },
      { Age: '50岁及以上', Count: 2, Leaders: 1, Depts: 2, Funding: 35.5, Avg: 17.75, Min: 5, Max: 30.5 },
    ];
    for (const code of ['ages2', 'ages1', 'agesFiltered']) {
      const result = await run(code);
      expect(result.Rows, code).toEqual(expected);
      expect(result.Totals, code).toEqual(TOTALS);
    }
  });

  it("by the leader's age band and the project's own level", async () => {
    const expected = unordered([
      { Age: '35岁以下', Level: '国家级', Count: 2, Leaders: 1, Depts: 2, Funding: 180, Avg: 90, Min: 80, Max: 100 },
      { Age: '35至49岁', Level: '省部级', Count: 1, Leaders: 1, Depts: 1, Funding: 20, Avg: 20, Min: 20, Max: 20 },
      { Age: '35至49岁', Level: '院级', Count: 1, Leaders: 1, Depts: 1, Funding: null, Avg: null, Min: null, Max: null },
      { Age: '50岁及以上', Level: '院级', Count: 1, Leaders: 1, Depts: 1, Funding: 5, Avg: 5, Min: 5, Max: 5 },
      { Age: '50岁及以上', Level: '省部级', Count: 1, Leaders: 1, Depts: 1, Funding: 30.5, Avg: 30.5, Min: 30.5, Max: 30.5 },
    ]);
    for (const code of ['agesLevel2', 'agesLevel1']) {
      const result = await run(code);
      expect(unordered(result.Rows), code).toEqual(expected);
      expect(result.Totals, code).toEqual(TOTALS);
    }
  });

  it('a filter through the relation, when set, narrows by the related record (one stage)', async () => {
    // 主任医师: P1 and P3.
    const result = await run('agesFiltered', { Title: '主任医师' });
    expect(result.Rows.map((r) => [r.Age, r.Count, r.Leaders])).toEqual([
      ['35岁以下', 2, 1],
      ['50岁及以上', 2, 1],
    ]);
    expect(result.Totals).toEqual({ Count: 4, Leaders: 2, Depts: 3, Funding: 215.5, Avg: 53.875, Min: 5, Max: 100 });
  });
});
