/**
 * The score facts (server/scores/scoreFact*.ts) answer exactly what scoring the rows directly answers (D-SCORE-7).
 * Random theses, patents, projects and project members are written straight into the database — as an import,
 * the seed command or another server instance would: only the database's triggers see them — then updated and
 * deleted at random, projects' levels and statuses changed under their members, rules edited through PUT; after each
 * round, random lists, rankings, personal pages and trees are asked through HTTP (from the facts) and compared with
 * the same reads scored directly from the rows (scoredRows.ts). Runs on SQLite and, through test:postgres, PostgreSQL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreListResult, ScorePersonResult, ScoreRankingResult, ScoreSchemeInfo, ScoreTreeResult } from '../../contract/index.js';
import type { AppContext } from '../../server/appContext.js';
import type { Db } from '../../server/platform/db/types.js';
import { loadScoreSchemes } from '../../server/scores/scoreCatalogue.js';
import { scoreList } from '../../server/scores/scoreList.js';
import { scorePerson } from '../../server/scores/scorePerson.js';
import { scoreRanking } from '../../server/scores/scoreRanking.js';
import { scoreTree } from '../../server/scores/scoreTree.js';
import type { ScoredFilters } from '../../server/scores/scoredRows.js';
import type { ScorePlan } from '../../server/scores/scorePlan.js';
import { readDictionaries } from '../../server/platform/catalogue/dictionaries.js';
// mulberry32: a round's writes drawn from one fast-check seed.
import { random } from '../../bench/reportBenchData.js';
import { builtServerApp } from '../shipped/builtServer.js';
import { startServer, type TestServer } from './helpers.js';
import { deptId, insertScoreFixture, personId, type ScoreFixture, untilFactsBuilt } from './scoreFixture.js';

let server: TestServer;
let admin: string;
let fixture: ScoreFixture;
let ctx: AppContext;
let plans: readonly ScorePlan[];

beforeAll(async () => {
  server = await startServer();
  ctx = server.app.appContext;
  fixture = await insertScoreFixture(ctx.db);
  admin = await server.login('admin');
  plans = loadScoreSchemes('schemas/scores', ctx.catalogue, new Map(Object.entries(readDictionaries('schemas')))).plans;
});
afterAll(async () => server?.close());

async function post<T>(url: string, payload: unknown): Promise<T> {
  const response = await server.call(admin, { method: 'POST', url, payload: payload as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)];

const people = (): Array<string | null> => [personId('P1'), personId('P2'), personId('P3'), personId('P4'), fixture.staffPersonId, null, ''];
const depts: Array<string | null> = [deptId('A'), deptId('B'), null];
const dates = (next: () => number): string | null =>
  next() < 0.1 ? pick(next, [null, '']) : `${2019 + Math.floor(next() * 7)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-1${Math.floor(next() * 9)}`;
const flow = (next: () => number): string => pick(next, ['已通过', '已通过', '已通过', '审核中', '不通过']);

const system = (id: string) => ({
  Id: id,
  Create_Time: '2024-01-01 08:00:00',
  Modify_Time: '2024-01-01 08:00:00',
  Create_User_Id: fixture.adminId,
  Modify_User_Id: fixture.adminId,
  RowVersion: 1,
});

const makers: Record<string, (next: () => number) => Record<string, string | number | null>> = {
  Thesis: (next) => {
    const first = pick(next, people());
    return {
      Title: `随机论文${Math.floor(next() * 1000)}`,
      PublishDate: dates(next),
      Dept_Id: pick(next, depts),
      FlowStatus: flow(next),
      Partition: pick(next, ['中科院一区', '中科院二区', 'JCR Q1', 'JCR Q3', null, '其他']),
      FirstAuthor_Id: first,
      CorrespondingAuthor_Id: next() < 0.3 ? first : pick(next, people()),
    };
  },
  Patent: (next) => ({
    Name: `随机专利${Math.floor(next() * 1000)}`,
    GrantDate: dates(next),
    Dept_Id: pick(next, depts),
    FlowStatus: flow(next),
    Inventor_Id: pick(next, people()),
    PatentType: pick(next, ['发明专利', '实用新型', '外观设计', null]),
    LegalStatus: pick(next, ['已授权', '已转化', '申请中']),
  }),
  Problem: (next) => ({
    Name: `随机课题${Math.floor(next() * 1000)}`,
    Code: `R-${Math.floor(next() * 1e6)}`,
    StartDate: dates(next),
    Dept_Id: pick(next, depts),
    FlowStatus: flow(next),
    Level: pick(next, ['国家级', '省部级', '市厅级', '院级', null]),
  }),
  ProblemMember: (next) => ({
    Problem_Id: `rnd-Problem-${Math.floor(next() * 6)}`,
    Person_Id: pick(next, people()),
    Name: '成员',
    Dept_Id: pick(next, depts),
    MemberRole: pick(next, ['负责人', '主要参与人', '一般参与人', null]),
  }),
};

/** About 40 writes: inserts, updates of every kind of field (a project's level and status too), deletes. */
async function writeAtRandom(db: Db, next: () => number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const table = pick(next, Object.keys(makers));
    const id = `rnd-${table}-${Math.floor(next() * 6)}`;
    const present = await db.selectFrom(table).select('Id').where('Id', '=', id).executeTakeFirst();
    const roll = next();
    if (!present)
      await db
        .insertInto(table)
        .values({ ...system(id), ...makers[table](next) })
        .execute();
    else if (roll < 0.2) await db.deleteFrom(table).where('Id', '=', id).execute();
    else await db.updateTable(table).set(makers[table](next)).where('Id', '=', id).execute();
  }
}

/** Each scheme's rules with random points (two decimals) and, sometimes, some left out. */
async function editRulesAtRandom(next: () => number): Promise<void> {
  const response = await server.call(admin, { method: 'GET', url: '/api/score/schemes' });
  const scheme = pick(
    next,
    response.json<ScoreSchemeInfo[]>().filter((s) => ['thesis', 'patent', 'problem'].includes(s.Code)),
  );
  const rules = scheme.Rules.filter(() => next() < 0.8).map((rule) => ({ ...rule, Points: Math.round(next() * 5000) / 100 }));
  const put = await server.call(admin, { method: 'PUT', url: `/api/score/rules/${scheme.Code}`, payload: { Rules: rules } });
  expect(put.statusCode, put.body).toBe(200);
}

const filtersArb = fc.record({
  years: fc.option(fc.tuple(fc.integer({ min: 2018, max: 2026 }), fc.integer({ min: 0, max: 4 })), { nil: null }),
  dept: fc.constantFrom(...depts),
  person: fc.constantFrom<string | null>(null, null, 'P1', 'P2', 'P3', 'P4'),
  category: fc.constantFrom<string | null>(null, null, 'SCI论文', '国家级科研项目', '授权发明专利'),
});
type FiltersDraw = { years: [number, number] | null; dept: string | null; person: string | null; category: string | null };

const scoredFilters = (f: FiltersDraw): ScoredFilters => ({
  fromYear: f.years ? f.years[0] : null,
  toYear: f.years ? f.years[0] + f.years[1] : null,
  deptId: f.dept,
  personId: f.person === null ? null : personId(f.person as 'P1'),
  category: f.category,
});
const bodyFilters = (f: FiltersDraw) => {
  const s = scoredFilters(f);
  return { Years: f.years ? [s.fromYear, s.toYear] : null, Dept_Id: s.deptId, Person_Id: s.personId, Category: s.category };
};

const noReads = () => new Map(plans.map((plan) => [plan.scheme.Code, null]));
const planOf = (code: string) => plans.find((plan) => plan.scheme.Code === code) as ScorePlan;

async function compareReads(f: FiltersDraw, page: number, size: number, by: 'person' | 'dept', codes: string[] | null, limit: number): Promise<void> {
  const filters = scoredFilters(f);
  for (const code of ['thesis', 'patent', 'problem']) {
    const facts = await post<ScoreListResult>(`/api/score/${code}/list`, { Filters: bodyFilters(f), PageIndex: page, PageSize: size });
    const direct = await scoreList(ctx.statistics, {
      plan: planOf(code),
      dialect: ctx.dialect,
      filters,
      read: null,
      pageIndex: page,
      pageSize: size,
      direct: true,
    });
    expect(facts, `${code} list ${JSON.stringify(f)}`).toEqual(direct);
  }
  const chosen = codes === null ? plans : codes.map(planOf);
  const ranked = await post<ScoreRankingResult>('/api/score/ranking', { By: by, Schemes: codes, Filters: bodyFilters(f), Limit: limit });
  const rankedDirect = await scoreRanking(ctx.statistics, { plans: chosen, dialect: ctx.dialect, filters, reads: noReads(), by, limit, direct: true });
  expect(ranked, `ranking ${by} ${JSON.stringify(f)}`).toEqual(rankedDirect);
  const who = filters.personId ?? personId('P1');
  // The person's rows paged as the list's (a page past their rows is empty; the sums are all of them).
  const own = await post<ScorePersonResult>(`/api/score/person/${who}`, { Filters: { ...bodyFilters(f), Person_Id: null }, PageIndex: page, PageSize: size });
  const ownDirect = await scorePerson(ctx.statistics, {
    plans,
    dialect: ctx.dialect,
    personId: who,
    filters: { ...filters, personId: null },
    reads: noReads(),
    offset: (page - 1) * size,
    limit: size,
    direct: true,
  });
  expect(own, `person ${who} ${JSON.stringify(f)}`).toEqual(ownDirect);
}

describe('score facts equal the rows scored directly', () => {
  it('after random writes straight into the database and random rule edits, on every list, ranking, person and tree', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer(),
        fc.boolean(),
        fc.array(
          fc.tuple(
            filtersArb,
            fc.integer({ min: 1, max: 4 }),
            fc.integer({ min: 1, max: 6 }),
            fc.constantFrom<'person' | 'dept'>('person', 'dept'),
            fc.constantFrom<string[] | null>(null, ['thesis'], ['patent', 'problem']),
            fc.integer({ min: 1, max: 8 }),
          ),
          { minLength: 3, maxLength: 3 },
        ),
        async (seed, editRules, queries) => {
          const next = random(seed);
          await writeAtRandom(ctx.db, next);
          if (editRules) {
            await editRulesAtRandom(next);
            // The edited scheme is built again in the background (scored directly meanwhile): compared once built, so
            // the reads below are the facts'.
            await untilFactsBuilt(ctx.db);
          }
          for (const [f, page, size, by, codes, limit] of queries) await compareReads(f as FiltersDraw, page, size, by, codes, limit);
          for (const year of [2023, 2024, 2025]) {
            const tree = (await server.call(admin, { method: 'GET', url: `/api/score/treeProject?year=${year}` })).json<ScoreTreeResult>();
            expect(tree).toEqual(await scoreTree(ctx.statistics, ctx.catalogue, { plans, dialect: ctx.dialect, year, reads: noReads(), direct: true }));
          }
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);
});

/** A paper written straight into the database (as another instance would): inserted, or updated when present. */
async function saveThesis(id: string, paper: Record<string, string | number | null>): Promise<void> {
  const present = await ctx.db.selectFrom('Thesis').select('Id').where('Id', '=', id).executeTakeFirst();
  if (present) await ctx.db.updateTable('Thesis').set(paper).where('Id', '=', id).execute();
  else
    await ctx.db
      .insertInto('Thesis')
      .values({ ...system(id), ...paper })
      .execute();
}

/** The thesis ranking of people (ten) scored directly from the rows. */
const directThesisRanking = (f: FiltersDraw) =>
  scoreRanking(ctx.statistics, {
    plans: [planOf('thesis')],
    dialect: ctx.dialect,
    filters: scoredFilters(f),
    reads: noReads(),
    by: 'person',
    limit: 10,
    direct: true,
  });

describe('score reads while people keep saving', () => {
  it('count every write committed before the call, and answer without waiting for the writes that keep coming after it', async () => {
    await untilFactsBuilt(ctx.db);
    // Someone saving all the time (papers of 2020, noted by the triggers): a read's catch-up that went on until no note
    // was left chased these writes to the statistics' 504.
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const id = `busy-Thesis-${n % 20}`;
        const paper = { ...makers.Thesis(random(n)), PublishDate: `2020-0${1 + (n % 9)}-15` };
        await saveThesis(id, paper);
        // SQLite answers in microtasks: without a turn of the event loop here nothing else would ever run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      const f: FiltersDraw = { years: [2030, 0], dept: null, person: null, category: null };
      for (let i = 1; i <= 5; i++) {
        await ctx.db
          .insertInto('Thesis')
          .values({
            ...system(`saved-before-${i}`),
            Title: `读前保存的论文${i}`,
            PublishDate: `2030-03-1${i}`,
            Dept_Id: deptId('A'),
            FlowStatus: '已通过',
            Partition: '中科院一区',
            FirstAuthor_Id: personId('P1'),
            CorrespondingAuthor_Id: null,
          })
          .execute();
        const ranked = await post<ScoreRankingResult>('/api/score/ranking', { By: 'person', Schemes: ['thesis'], Filters: bodyFilters(f), Limit: 10 });
        const direct = await directThesisRanking(f);
        expect(ranked).toEqual(direct);
        expect(ranked.Rows.find((row) => row.Id === personId('P1'))?.Count).toBe(i);
      }
    } finally {
      writing = false;
      await writer;
    }
  }, 120_000);

  it('add the sums up again once their ledger has grown, and answer the same', async () => {
    await untilFactsBuilt(ctx.db);
    const { sumLedgerLimits } = await builtServerApp();
    const limit = sumLedgerLimits.compactAfterRows;
    const ledger = async () => {
      const rows = await ctx.db.selectFrom('ScoreFactSum').select(['Pid', 'Yr', 'Dept', 'Category']).where('Scheme', '=', 'thesis').execute();
      return { rows: rows.length, keys: new Set(rows.map((row) => JSON.stringify(row))).size };
    };
    const f: FiltersDraw = { years: [2032, 0], dept: null, person: null, category: null };
    const ranking = () => post<ScoreRankingResult>('/api/score/ranking', { By: 'person', Schemes: ['thesis'], Filters: bodyFilters(f), Limit: 10 });
    const save = async (round: number) => {
      for (let n = 0; n < 4; n++) {
        const id = `ledger-Thesis-${n}`;
        const paper = {
          ...makers.Thesis(random(round * 10 + n)),
          PublishDate: '2032-06-01',
          FlowStatus: '已通过',
          Partition: '中科院一区',
          FirstAuthor_Id: personId((['P1', 'P2', 'P3', 'P4'] as const)[(round + n) % 4]),
        };
        await saveThesis(id, paper);
      }
      await ranking();
    };
    try {
      // Papers of 2032 moved between people: each catch-up adds a row or two per person it touches to the ledger.
      sumLedgerLimits.compactAfterRows = 1_000_000;
      for (let round = 0; round < 8; round++) await save(round);
      const grown = await ledger();
      expect(grown.rows - grown.keys).toBeGreaterThan(8);
      // Past the limit the ledger is added up again in the background, after the catch-up: one row per key.
      sumLedgerLimits.compactAfterRows = 1;
      await save(8);
      await expect.poll(async () => Object.values(await ledger()).reduce((rows, keys) => rows - keys), { timeout: 20_000 }).toBe(0);
    } finally {
      sumLedgerLimits.compactAfterRows = limit;
    }
    const direct = await directThesisRanking(f);
    expect(await ranking()).toEqual(direct);
    expect(direct.Rows.length).toBeGreaterThan(0);
  });

  it("catch up without making the server's caches of other tables miss", async () => {
    await untilFactsBuilt(ctx.db);
    const generations = (await builtServerApp()).writeGenerationsOf(ctx.db);
    if (!generations) throw new Error('the server counts its writes');
    // Not the paper's table: PostgreSQL's table-write notice of the paper saved below moves it again when heard.
    const others = ['Dept', 'Person', 'Patent', 'Problem'];
    const before = others.map((table) => generations.of(table));
    const f: FiltersDraw = { years: [2031, 0], dept: null, person: null, category: null };
    const paper = { ...makers.Thesis(random(7)), PublishDate: '2031-05-01', FlowStatus: '已通过', Partition: '中科院一区', FirstAuthor_Id: personId('P2') };
    await ctx.db
      .insertInto('Thesis')
      .values({ ...system('noted-before-ranking'), ...paper })
      .execute();
    const ranked = await post<ScoreRankingResult>('/api/score/ranking', { By: 'person', Schemes: ['thesis'], Filters: bodyFilters(f), Limit: 10 });
    expect(ranked.Rows.find((row) => row.Id === personId('P2'))?.Count).toBe(1);
    // The catch-up wrote the facts (and said so): every other table kept its generation.
    expect(others.map((table) => generations.of(table))).toEqual(before);
  });
});
