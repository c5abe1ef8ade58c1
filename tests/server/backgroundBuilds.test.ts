/**
 * Score facts and report cubes are built in the background once the server is ready (server/platform/
 * backgroundBuilds.ts), not by the first read after a start or a bulk load. A start over tables whose facts and cubes
 * were never built — 50,500 theses written past them, as a bulk load does — builds every one with no read; a read
 * meanwhile answers at once: a scheme over more than 50,000 rows 503 积分数据正在准备中 with Retry-After, smaller
 * schemes scored directly, a report from its table; afterwards every answer equals the rows scored directly and the
 * report's answer during the build. On PostgreSQL the builds are held by locks (the score state rows, as another
 * instance's build holds them; Thesis against writes) so the reads surely fall inside; on SQLite the thesis build
 * takes seconds in its steps.
 * Runs on SQLite and, through test:postgres, PostgreSQL.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SCORE_LIMITS, type ReportResult, type ScoreListResult, type ScorePersonResult, type ScoreRankingResult } from '../../contract/index.js';
import type { Db } from '../../server/platform/db/types.js';
import { readDictionaries } from '../../server/platform/catalogue/dictionaries.js';
import { loadScoreSchemes } from '../../server/scores/scoreCatalogue.js';
import { scoreList } from '../../server/scores/scoreList.js';
import { scoreRanking } from '../../server/scores/scoreRanking.js';
import { NO_FILTERS } from '../../server/scores/scoredRows.js';
import { FACTS_PREPARING, RETRY_AFTER_SECONDS } from '../../server/scores/scoresWhileBuilding.js';
import { BackgroundBuilds } from '../../server/platform/backgroundBuilds.js';
import { cancelledOnStop } from '../../server/platform/cancelledOnStop.js';
import { startServer, tempDataDir, type TestServer } from './helpers.js';
import { testDatabaseUrl, testPostgresUrl } from './testDatabase.js';
import { deptId, insertScoreFixture, personId } from './scoreFixture.js';

const BULK_ROWS = 50_500;
const ROWS_PER_INSERT = 500;
/** A report over Thesis with a cube (schemas/reports). */
const THESIS_REPORT = 'home-thesis-bydept';
/** How long a build stays idle in its transaction between two statements: a cancel then reaches no statement. */
const BETWEEN_STATEMENTS_MS = 300;

let first: TestServer | undefined;
let second: TestServer | undefined;
let own: TestServer | undefined;
let holder: pg.Client | undefined;
afterAll(async () => {
  await holder?.end().catch(() => undefined);
  await first?.close();
  await second?.close();
  await own?.close();
});

async function states(db: Db): Promise<{ facts: number[]; cubes: number[]; notes: number }> {
  const facts = (await sql<{ Built: number }>`select "Built" from "ScoreFactState"`.execute(db)).rows.map((r) => Number(r.Built));
  const cubes = (await sql<{ Built: number }>`select "Built" from "ReportCubeState"`.execute(db)).rows.map((r) => Number(r.Built));
  const [{ n }] = (await sql<{ n: unknown }>`select count(*) as n from "ScoreFactDirty" where "Scheme" = 'thesis'`.execute(db)).rows;
  return { facts, cubes, notes: Number(n) };
}

/**
 * Polls the state tables (no score or report read) until every scheme's facts and every cube are built and no thesis
 * is noted (a bulk load's notes are taken by a whole build, which PostgreSQL marks done only as it ends; a few notes
 * of other schemes wait for their next read).
 */
async function untilAllBuilt(db: Db, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const { facts, cubes, notes } = await states(db);
    if (facts.length > 0 && cubes.length > 0 && notes === 0 && [...facts, ...cubes].every((built) => built === 1)) return;
    if (Date.now() > until) throw new Error(`not built after ${seconds} s: facts ${facts.join(',')} cubes ${cubes.join(',')} notes ${notes}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every score fact and cube set aside, as a bulk load past their triggers leaves them; again if a build was just ending. */
async function setAside(db: Db): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await sql`update "ReportCubeState" set "Built" = 0`.execute(db);
    for (const table of ['ScoreFactDirty', 'ScoreFact', 'ScoreFactSum']) await sql`delete from ${sql.table(table)}`.execute(db);
    await sql`update "ScoreFactState" set "Built" = 0, "Hash" = ''`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { facts, cubes } = await states(db);
    if ([...facts, ...cubes].every((built) => built === 0)) return;
    if (attempt === 5) throw new Error('the facts and cubes could not be set aside');
  }
}

/** 50,500 theses straight into the table, two departments, four people, seven years. */
async function bulkLoadTheses(db: Db, adminId: string): Promise<void> {
  for (let start = 0; start < BULK_ROWS; start += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, BULK_ROWS - start) }, (_, k) => {
      const i = start + k;
      return {
        Id: `bulk-${String(i).padStart(6, '0')}`,
        Create_Time: '2024-01-01 08:00:00',
        Modify_Time: '2024-01-01 08:00:00',
        Create_User_Id: adminId,
        Modify_User_Id: adminId,
        RowVersion: 1,
        Title: `批量论文${i}`,
        PublishDate: `${2019 + (i % 7)}-0${1 + (i % 9)}-15`,
        Dept_Id: deptId(i % 2 === 0 ? 'A' : 'B'),
        FlowStatus: i % 4 === 0 ? '审核中' : '已通过',
        Partition: ['中科院一区', 'JCR Q1', null][i % 3],
        FirstAuthor_Id: personId((['P1', 'P2', 'P3', 'P4'] as const)[i % 4]),
        CorrespondingAuthor_Id: personId((['P1', 'P2', 'P3', 'P4'] as const)[Math.floor(i / 3) % 4]),
      };
    });
    await db.insertInto('Thesis').values(rows).execute();
  }
}

describe('score facts and report cubes built in the background', () => {
  /** The store of the first test (loaded, then built by `second`): the second builds it again with two instances. */
  let loaded: string | undefined;

  it('builds them after a start with no read; reads meanwhile answer at once; afterwards they equal the direct reads', { timeout: 240_000 }, async () => {
    const dataDir = tempDataDir();
    loaded = dataDir;
    first = await startServer({ dataDir });
    const db1 = first.app.appContext.db;
    await untilAllBuilt(db1, 60);
    const fixture = await insertScoreFixture(db1);
    await bulkLoadTheses(db1, fixture.adminId);
    await first.close();
    // A start over the loaded table makes its new indexes (a keyword index from 5,000 rows, analyzed: locks the locks
    // below would wait on) and builds everything in the background; then, as after a bulk load past the cubes and
    // the facts' triggers, they are forgotten.
    first = await startServer({ dataDir });
    const db2 = first.app.appContext.db;
    await untilAllBuilt(db2, 120);
    await setAside(db2);
    await first.close();
    first = undefined;

    const url = await testDatabaseUrl(dataDir);
    if (url) {
      holder = new pg.Client({ connectionString: url });
      await holder.connect();
      // Again with the server closed: a build its 30 s check started after the reset above ends as the server closes.
      await holder.query('update "ReportCubeState" set "Built" = 0');
      for (const table of ['ScoreFactDirty', 'ScoreFact', 'ScoreFactSum']) await holder.query(`delete from "${table}"`);
      await holder.query(`update "ScoreFactState" set "Built" = 0, "Hash" = ''`);
      await holder.query('begin');
      await holder.query('select 1 from "ScoreFactState" for update');
      // The cube fills lock Thesis against writes (share row exclusive): a share lock holds them too, reads go on.
      await holder.query('lock table "Thesis" in share mode');
    }

    second = await startServer({ dataDir });
    const ctx = second.app.appContext;
    const admin = await second.login('admin');
    const post = (url: string, payload: Record<string, unknown>) => second!.call(admin, { method: 'POST', url, payload });
    const listBody = { Filters: {}, PageIndex: 1, PageSize: 20 };

    // During the build.
    const thesisDuring = await post('/api/score/thesis/list', listBody);
    expect(thesisDuring.statusCode, thesisDuring.body).toBe(503);
    expect(thesisDuring.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(thesisDuring.json()).toEqual({ Message: FACTS_PREPARING });
    const allDuring = await post('/api/score/ranking', { By: 'person', Filters: {} });
    expect(allDuring.statusCode, allDuring.body).toBe(503);
    const patentDuring = await post('/api/score/patent/list', listBody);
    expect(patentDuring.statusCode, patentDuring.body).toBe(200);
    const smallRankingBody = { By: 'dept', Schemes: ['patent', 'problem'], Filters: {} };
    const smallDuring = await post('/api/score/ranking', smallRankingBody);
    expect(smallDuring.statusCode, smallDuring.body).toBe(200);
    const reportDuring = await post(`/api/report/${THESIS_REPORT}`, { Filters: {} });
    expect(reportDuring.statusCode, reportDuring.body).toBe(200);
    // One person's page is scored directly meanwhile (their rows only, not the table's).
    const personUrl = `/api/score/person/${personId('P1')}`;
    const personDuring = await post(personUrl, {});
    expect(personDuring.statusCode, personDuring.body).toBe(200);
    expect(personDuring.json<ScorePersonResult>().Schemes.find((scheme) => scheme.Code === 'thesis')?.Count).toBeGreaterThan(0);
    // Still building then (SQLite: the thesis facts at least; its cubes of 50,000 rows fill in a moment).
    const { facts, cubes } = await states(ctx.db);
    expect(facts.some((built) => built !== 1)).toBe(true);
    if (holder) expect(cubes.some((built) => built !== 1)).toBe(true);

    if (holder) {
      await holder.query('commit');
      await holder.end();
      holder = undefined;
    }
    await untilAllBuilt(ctx.db, 120);

    // After: from the facts and the cubes, equal to the rows scored directly and to the table's answer.
    const plans = loadScoreSchemes('schemas/scores', ctx.catalogue, new Map(Object.entries(readDictionaries('schemas')))).plans;
    const planOf = (code: string) => plans.find((plan) => plan.scheme.Code === code)!;
    const direct = (code: string) =>
      scoreList(ctx.statistics, { plan: planOf(code), dialect: ctx.dialect, filters: NO_FILTERS, read: null, pageIndex: 1, pageSize: 20, direct: true });
    const thesisAfter = await post('/api/score/thesis/list', listBody);
    expect(thesisAfter.statusCode, thesisAfter.body).toBe(200);
    expect(thesisAfter.json<ScoreListResult>().Total).toBeGreaterThan(BULK_ROWS);
    expect(thesisAfter.json<ScoreListResult>()).toEqual(await direct('thesis'));
    const patentAfter = await post('/api/score/patent/list', listBody);
    expect(patentAfter.json<ScoreListResult>()).toEqual(await direct('patent'));
    expect(patentDuring.json<ScoreListResult>()).toEqual(patentAfter.json<ScoreListResult>());
    const allAfter = await post('/api/score/ranking', { By: 'person', Filters: {} });
    expect(allAfter.statusCode, allAfter.body).toBe(200);
    const noReads = new Map(plans.map((plan) => [plan.scheme.Code, null]));
    expect(allAfter.json<ScoreRankingResult>()).toEqual(
      await scoreRanking(ctx.statistics, {
        plans,
        dialect: ctx.dialect,
        filters: NO_FILTERS,
        reads: noReads,
        by: 'person',
        limit: SCORE_LIMITS.maxRankingRows,
        direct: true,
      }),
    );
    const smallAfter = await post('/api/score/ranking', smallRankingBody);
    expect(smallDuring.json<ScoreRankingResult>()).toEqual(smallAfter.json<ScoreRankingResult>());
    const personAfter = await post(personUrl, {});
    expect(personAfter.statusCode, personAfter.body).toBe(200);
    expect(personAfter.json<ScorePersonResult>()).toEqual(personDuring.json<ScorePersonResult>());
    const reportAfter = await post(`/api/report/${THESIS_REPORT}`, { Filters: {} });
    expect(reportAfter.statusCode, reportAfter.body).toBe(200);
    expect(reportAfter.json<ReportResult>()).toEqual(reportDuring.json<ReportResult>());
  });

  it('is built by one instance when another starts and closes while it builds, and then equals the direct reads', { timeout: 240_000 }, async () => {
    expect(loaded, 'the first test loaded the store').toBeDefined();
    const dataDir = loaded!;
    await setAside(second!.app.appContext.db);
    await second!.close();
    second = undefined;
    // On one SQLite file an instance starting while another built a scheme built it too, deleting what the other had
    // written; closed halfway, it left the other to mark the scheme built over the facts it had deleted (a restart
    // while the first build ran). Now the builder's lease keeps the second out (buildLease.ts); on PostgreSQL the state
    // row's lock holds the second build until the first is done.
    first = await startServer({ dataDir });
    const ctx = first.app.appContext;
    const thesisFacts = async () => {
      const [{ n }] = (await sql<{ n: unknown }>`select count(*) as n from "ScoreFact" where "Scheme" = 'thesis'`.execute(ctx.db)).rows;
      const [{ built }] = (await sql<{ built: unknown }>`select "Built" as built from "ScoreFactState" where "Scheme" = 'thesis'`.execute(ctx.db)).rows;
      return { facts: Number(n), built: Number(built) };
    };
    for (const until = Date.now() + 120_000; ; ) {
      const now = await thesisFacts();
      if (now.built === 0 && now.facts > 0) break; // under way (PostgreSQL: only once built, then the second waits anyway)
      if (now.built === 1 || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const passing = await startServer({ dataDir });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await passing.close();
    await untilAllBuilt(ctx.db, 180);
    const plans = loadScoreSchemes('schemas/scores', ctx.catalogue, new Map(Object.entries(readDictionaries('schemas')))).plans;
    const expected = await scoreRanking(ctx.statistics, {
      plans,
      dialect: ctx.dialect,
      filters: NO_FILTERS,
      reads: new Map(plans.map((plan) => [plan.scheme.Code, null])),
      by: 'person',
      limit: SCORE_LIMITS.maxRankingRows,
      direct: true,
    });
    const admin = await first.login('admin');
    const ranking = await first.call(admin, { method: 'POST', url: '/api/score/ranking', payload: { By: 'person', Filters: {} } });
    expect(ranking.statusCode, ranking.body).toBe(200);
    expect(ranking.json<ScoreRankingResult>()).toEqual(expected);
    const [{ facts, kinds }] = (
      await sql<{
        facts: unknown;
        kinds: unknown;
      }>`select count(*) as facts, count(distinct "Rid" || '/' || coalesce("Pid", '') || '/' || coalesce("Role", '')) as kinds
        from "ScoreFact" where "Scheme" = 'thesis'`.execute(ctx.db)
    ).rows;
    expect(Number(facts)).toBeGreaterThan(BULK_ROWS);
    expect(Number(facts)).toBe(Number(kinds));
  });

  it('stops a whole build at a close: its PostgreSQL statement is cancelled, not waited for', { timeout: 60_000 }, async () => {
    first ??= await startServer();
    const server = first;
    const { db, dialect } = server.app.appContext;
    if (dialect !== 'postgres') return; // SQLite builds in steps and looks at the close between them.
    const errors: unknown[] = [];
    const builds = new BackgroundBuilds((_key, error) => errors.push(error));
    let ended: unknown = 'running';
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    builds.schedule('sleep', (signal) =>
      db
        .transaction()
        .execute((trx) =>
          cancelledOnStop(db, trx, signal, async () => {
            started();
            // Idle in its transaction between two statements when the close comes: PostgreSQL ignores that cancel.
            await new Promise((resolve) => setTimeout(resolve, BETWEEN_STATEMENTS_MS));
            // A whole build's one statement, as long as the test's timeout and then some.
            await sql`select pg_sleep(600)`.execute(trx);
          }),
        )
        .then(
          () => {
            ended = 'finished';
          },
          (error: unknown) => {
            ended = (error as { code?: string }).code;
            throw error;
          },
        ),
    );
    await running;
    await builds.stop();
    // 57014: query_canceled. A close is no failure to report.
    expect(ended).toBe('57014');
    expect(errors).toEqual([]);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one).toBe(1);
  });

  it('sets a running build aside for a schema change on its table, then goes on with the next job', { timeout: 180_000 }, async () => {
    if (!testPostgresUrl()) return; // SQLite has one writer: DDL runs between a build's steps.
    // A server of its own, every build done: the bulk-loaded server above may be filling a Thesis cube of its own queue
    // (not the one tested here), which the DDL would wait behind for minutes on a loaded machine.
    own = await startServer();
    const { db } = own.app.appContext;
    await untilAllBuilt(db, 120);
    const errors: unknown[] = [];
    const builds = new BackgroundBuilds((_key, error) => errors.push(error));
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    // A whole build as it holds its table (a cube fill locks it against writes), far longer than the test.
    builds.schedule('long', (signal) =>
      db.transaction().execute((trx) =>
        cancelledOnStop(db, trx, signal, async () => {
          await sql`lock table "Thesis" in share row exclusive mode`.execute(trx);
          started();
          // Between two statements when the schema change comes (PostgreSQL ignores that cancel), then a long one.
          await new Promise((resolve) => setTimeout(resolve, BETWEEN_STATEMENTS_MS));
          await sql`select pg_sleep(600)`.execute(trx);
        }),
      ),
    );
    await running;
    let next = false;
    const changed = await builds.whilePaused(async () => {
      builds.schedule('next', async () => {
        next = true;
      });
      // DDL on the table the build holds: it waited for the build (minutes), or deadlocked with it.
      await sql`alter table "Thesis" add column if not exists "PausedCheck" text`.execute(db);
      return next;
    });
    expect(changed).toBe(false); // no job started while paused
    for (let waited = 0; !next && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next).toBe(true);
    await builds.stop();
    expect(errors).toEqual([]);
  });
});
