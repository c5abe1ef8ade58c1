/**
 * A prolific person's page from the score facts (server/scores/scorePersonFacts.ts): more records than the page shows
 * (SCORE_LIMITS.maxRankingRows) across two schemes, some where the person holds both roles, some without a date.
 * The page shows the newest that many, newest first, each with the role, points and names the rows scored directly
 * show — for any year range. Runs on SQLite and, through test:postgres, PostgreSQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORE_LIMITS, type ScorePersonResult } from '../../contract/index.js';
import type { AppContext } from '../../server/appContext.js';
import { loadScoreSchemes } from '../../server/scores/scoreCatalogue.js';
import { scorePerson } from '../../server/scores/scorePerson.js';
import type { ScorePlan } from '../../server/scores/scorePlan.js';
import { readDictionaries } from '../../server/platform/catalogue/dictionaries.js';
import { startServer, type TestServer } from './helpers.js';
import { deptId, insertScoreFixture, personId } from './scoreFixture.js';

let server: TestServer;
let admin: string;
let ctx: AppContext;
let plans: readonly ScorePlan[];
/** P1's rows per scheme in the shared fixture, before the many below. */
let fixtureCounts: Record<string, number>;

const THESES = SCORE_LIMITS.maxRankingRows;
const PATENTS = 400;
const P1 = personId('P1');

const system = (id: string) => ({
  Id: id,
  Create_Time: '2024-01-01 08:00:00',
  Modify_Time: '2024-01-01 08:00:00',
  Create_User_Id: null,
  Modify_User_Id: null,
  RowVersion: 1,
});
/** Dates over 2016–2025, one record in 50 without a date (null or ''). */
const dateOf = (i: number): string | null =>
  i % 50 === 7 ? null : i % 50 === 8 ? '' : `${2016 + (i % 10)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

beforeAll(async () => {
  server = await startServer();
  ctx = server.app.appContext;
  await insertScoreFixture(ctx.db);
  admin = await server.login('admin');
  plans = loadScoreSchemes('schemas/scores', ctx.catalogue, new Map(Object.entries(readDictionaries('schemas')))).plans;
  fixtureCounts = Object.fromEntries((await page(null)).Schemes.map((scheme) => [scheme.Code, scheme.Count]));
  const theses = Array.from({ length: THESES }, (_, i) => ({
    ...system(`many-thesis-${i}`),
    Title: `多产论文${i}`,
    PublishDate: dateOf(i),
    Dept_Id: deptId(i % 3 === 0 ? 'B' : 'A'),
    FlowStatus: '已通过',
    Partition: ['中科院一区', '中科院二区', 'JCR Q1', null][i % 4],
    // P1 first author of most, corresponding author of some, both of every seventh.
    FirstAuthor_Id: i % 5 === 4 ? personId('P2') : P1,
    CorrespondingAuthor_Id: i % 7 === 0 || i % 5 === 4 ? P1 : personId('P3'),
  }));
  for (let start = 0; start < theses.length; start += 200)
    await ctx.db
      .insertInto('Thesis')
      .values(theses.slice(start, start + 200))
      .execute();
  const patents = Array.from({ length: PATENTS }, (_, i) => ({
    ...system(`many-patent-${i}`),
    Name: `多产专利${i}`,
    GrantDate: dateOf(i * 3),
    Dept_Id: deptId('A'),
    FlowStatus: '已通过',
    Inventor_Id: P1,
    PatentType: ['发明专利', '实用新型', '外观设计'][i % 3],
    LegalStatus: '已授权',
  }));
  for (let start = 0; start < patents.length; start += 200)
    await ctx.db
      .insertInto('Patent')
      .values(patents.slice(start, start + 200))
      .execute();
}, 120_000);
afterAll(async () => server?.close());

async function page(years: [number, number] | null, paging: { PageIndex?: number; PageSize?: number } = {}): Promise<ScorePersonResult> {
  const response = await server.call(admin, { method: 'POST', url: `/api/score/person/${P1}`, payload: { Filters: { Years: years }, ...paging } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScorePersonResult>();
}

describe('a person with more records than the page shows', () => {
  it('shows the newest of them, newest first, as the rows scored directly show them', async () => {
    const all = await page(null);
    expect(all.Rows).toHaveLength(SCORE_LIMITS.maxRankingRows);
    expect(all.Rows.some((row) => row.Scheme === 'patent')).toBe(true);
    const dates = all.Rows.map((row) => row.Date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const reads = new Map(plans.map((plan) => [plan.scheme.Code, null]));
    const direct = await scorePerson(ctx.statistics, {
      plans,
      dialect: ctx.dialect,
      personId: P1,
      filters: { fromYear: null, toYear: null, deptId: null, personId: null, category: null },
      reads,
      offset: 0,
      limit: SCORE_LIMITS.maxRankingRows,
      direct: true,
    });
    expect(all).toEqual(direct);
  }, 60_000);

  it('counts and adds up all of them, not only the rows shown', async () => {
    const all = await page(null);
    // Every thesis names P1 once (first or corresponding author), every patent as inventor.
    const expected = { ...fixtureCounts, thesis: fixtureCounts.thesis + THESES, patent: fixtureCounts.patent + PATENTS };
    const total = Object.values(expected).reduce((sum, n) => sum + n, 0);
    expect(Object.fromEntries(all.Schemes.map((s) => [s.Code, s.Count]))).toEqual(expected);
    expect(all.Total).toBe(total);
    expect(all.Categories.reduce((sum, c) => sum + c.Count, 0)).toBe(total);
    // The newest 2,000 hold less than all: the oldest patents' points are in the sums too.
    const shownPoints = all.Rows.reduce((sum, row) => sum + row.Points, 0);
    const patentPoints = all.Schemes.find((s) => s.Code === 'patent')?.Points ?? 0;
    const shownPatents = all.Rows.filter((row) => row.Scheme === 'patent').length;
    expect(shownPatents).toBeLessThan(PATENTS);
    expect(all.TotalPoints).toBeGreaterThan(shownPoints);
    expect(patentPoints).toBeGreaterThan(0);
  }, 60_000);

  it('pages through the newest of them, and refuses a page past them', async () => {
    const all = await page([2016, 2025]);
    const pages: ScorePersonResult[] = [];
    for (let index = 1; index <= Math.ceil(SCORE_LIMITS.maxRankingRows / 300); index += 1)
      pages.push(await page([2016, 2025], { PageIndex: index, PageSize: 300 }));
    expect(pages.flatMap((p) => p.Rows)).toEqual(all.Rows);
    for (const p of pages) expect({ ...p, Rows: [] }).toEqual({ ...all, Rows: [] });
    expect(pages.at(-1)?.Rows).toHaveLength(SCORE_LIMITS.maxRankingRows % 300);
    const beyond = await server.call(admin, {
      method: 'POST',
      url: `/api/score/person/${P1}`,
      payload: { Filters: {}, PageIndex: Math.ceil(SCORE_LIMITS.maxRankingRows / 300) + 1, PageSize: 300 },
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ Message: `个人科研成果明细最多列出最新 ${SCORE_LIMITS.maxRankingRows} 条` });
  }, 60_000);

  it('for any year range, equals the rows scored directly', async () => {
    const reads = new Map(plans.map((plan) => [plan.scheme.Code, null]));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2014, max: 2026 }), fc.integer({ min: 0, max: 5 }), async (from, span) => {
        const shown = await page([from, from + span]);
        const direct = await scorePerson(ctx.statistics, {
          plans,
          dialect: ctx.dialect,
          personId: P1,
          filters: { fromYear: from, toYear: from + span, deptId: null, personId: null, category: null },
          reads,
          offset: 0,
          limit: SCORE_LIMITS.maxRankingRows,
          direct: true,
        });
        expect(shown).toEqual(direct);
        for (const row of shown.Rows) expect(Number((row.Date ?? '').slice(0, 4))).toBeGreaterThanOrEqual(from);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
