/**
 * The demo institute of the first start (D-MOD-7), as the dean's report and score pages ask for it: every report
 * he may open answers rows for the current year (its year or date filter set to the year the server started in),
 * every score scheme lists scored records of the year, the rankings, 科室平台积分, 三名工程积分 (a project with KPI
 * points) and his own 个人科研成果 and 个人项目积分 have figures (how long the first start takes is the load bench's, not a test's). Runs on
 * SQLite and on PostgreSQL (`node scripts/test-postgres.mjs tests/server/demoInstitute.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReportMeta,
  ReportResult,
  ReportRoute,
  ScoreListResult,
  ScorePersonResult,
  ScoreRankingResult,
  ScoreSchemeInfo,
  ScoreTreeResult,
} from '../../contract/index.js';
import type { Db } from '../../server/platform/db/types.js';
import { builtServerApp } from '../shipped/builtServer.js';
import { startServer, tempDataDir, TEST_PASSWORD_HASH_COST, type TestServer } from './helpers.js';

/** Hand-seeded and generated tables, and columns whose texts must agree on every database. */
const SAME_EVERYWHERE: Array<[string, string[]]> = [
  ['Thesis', ['Id', 'Title', 'FirstAuthor_Id', 'PublishDate', 'FlowStatus', 'Create_Time']],
  ['Patent', ['Id', 'Name', 'PatentNo', 'ApplyDate', 'LegalStatus', 'FlowStatus']],
  ['Problem', ['Id', 'Name', 'Leader_Id', 'StartDate', 'Level', 'FlowStatus']],
  ['ProblemMember', ['Id', 'Problem_Id', 'Person_Id', 'MemberRole']],
  ['ThreeEngineers', ['Id', 'Name', 'ProjectType', 'StartDate', 'FlowStatus', 'Create_Time']],
  ['ThreeEngineersKPI', ['Id', 'ThreeEngineers_Id', 'Year', 'FlowStatus']],
  ['Activities', ['Id', 'HostType', 'StartDate', 'FlowStatus']],
];

let server: TestServer;
let dean: string;
const year = new Date().getFullYear();
const thisYear = { Years: [year, year] };

beforeAll(async () => {
  server = await startServer();
  dean = await server.login('dean');
}, 120_000);
afterAll(() => server?.close());

const get = async <T>(url: string): Promise<T> => (await server.call(dean, { method: 'GET', url })).json<T>();
async function post<T>(url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await server.call(dean, { method: 'POST', url, payload });
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  return response.json<T>();
}

describe('the first start', () => {
  it('seeds the same institute on SQLite as on the database under test (PostgreSQL in the PostgreSQL run)', async () => {
    const { openAppContext } = await builtServerApp();
    const sqlite = await openAppContext({ dataDir: tempDataDir(), passwordHashCost: TEST_PASSWORD_HASH_COST });
    try {
      for (const [table, columns] of SAME_EVERYWHERE) {
        const read = async (db: Db) =>
          (await db.selectFrom(table).select(columns).orderBy('Id').execute()).map((row) => columns.map((c) => String(row[c] ?? '')).join('|'));
        expect(await read(sqlite.ctx.db), table).toEqual(await read(server.app.appContext.db));
      }
    } finally {
      await sqlite.close();
    }
  }, 120_000);
});

describe("the dean's reports and scores for the current year", () => {
  it('answer rows at every report he may open, filtered to this year where the report filters by year or date', async () => {
    const reports = await get<ReportRoute[]>('/api/report');
    expect(reports.length).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const code of new Set(reports.map((r) => r.Code))) {
      const meta = await get<ReportMeta>(`/api/report/${code}/meta`);
      const years = meta.Filters.find((f) => f.Kind === 'yearRange');
      const dates = meta.Filters.find((f) => f.Kind === 'dateRange');
      const Filters = years ? { [years.Key]: [year, year] } : dates ? { [dates.Key]: [`${year}-01-01`, `${year}-12-31`] } : {};
      const result = await post<ReportResult>(`/api/report/${code}`, { Filters });
      if (result.Rows.length === 0) empty.push(code);
    }
    expect(empty).toEqual([]);
  });

  it('list scored records of this year in every score scheme, and rank people, departments and platforms', async () => {
    const schemes = await get<ScoreSchemeInfo[]>('/api/score/schemes');
    expect(schemes.length).toBeGreaterThanOrEqual(9);
    const empty: string[] = [];
    for (const scheme of schemes) {
      const list = await post<ScoreListResult>(`/api/score/${scheme.Code}/list`, { Filters: thisYear });
      if (list.Total === 0 || list.TotalPoints <= 0) empty.push(scheme.Code);
    }
    expect(empty).toEqual([]);
    for (const query of [{ By: 'person' }, { By: 'dept' }, { By: 'dept', Schemes: ['platform'] }]) {
      const ranking = await post<ScoreRankingResult>('/api/score/ranking', { ...query, Filters: thisYear });
      expect(ranking.Rows.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(ranking.TotalPoints, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('show 三名工程 projects of this year with KPI points, and members', async () => {
    const tree = await get<ScoreTreeResult>(`/api/score/treeProject?year=${year}`);
    const projects = tree.Nodes.flatMap((programme) => programme.Children ?? []);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.some((project) => project.Points > 0)).toBe(true);
    expect(projects.every((project) => (project.Children ?? []).length > 0)).toBe(true);
  });

  it('give the dean his own research and projects of this year (个人科研成果, 个人项目积分)', async () => {
    const person = String(
      (await server.app.appContext.db.selectFrom('User').select('Person_Id').where('Account', '=', 'dean').executeTakeFirstOrThrow()).Person_Id,
    );
    const own = await post<ScorePersonResult>(`/api/score/person/${person}`, { Filters: thisYear });
    expect(own.Rows.length).toBeGreaterThan(0);
    expect(own.TotalPoints).toBeGreaterThan(0);
    const projects = await post<ScoreListResult>('/api/score/problem/list', { Filters: { ...thisYear, Person_Id: person } });
    expect(projects.Total).toBeGreaterThan(0);
  });
});
