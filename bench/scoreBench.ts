/**
 * D-SCORE-7: score lists, rankings, personal pages and the 三名工程 tree answer within 300 ms at 1,000,000
 * source rows, growing at most 1.5× from 10,000 rows — with every request different (a random scheme page, year
 * range, department, category, person; rankings by person or department over random schemes and years), as the dean
 * and as staff (their own rows only). Reports are BENCH_ONLY=report's. For each size and database: the
 * real server over a fresh store, 40 departments, 2,000 people and SIZE papers (Thesis, two authors each, a tenth of
 * them with the staff account's person as an author), the score facts built once (timed apart: the background build
 * after a load or a rule edit), then REQUESTS requests per case, one at a time, p50 / p99.
 *
 * BENCH_ONLY=score; BENCH_SCORE_SIZES (default 10000,1000000), BENCH_SCORE_DATABASES (default sqlite,postgres),
 * BENCH_SCORE_REQUESTS per case (default 40).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildServer } from '../server/app.js';
import type { Catalogue } from '../server/platform/catalogue/catalogue.js';
import type { SeedAccountKey } from '../server/seed/accounts.js';
import { createBenchDatabase } from './benchDatabase.js';
import { DEFAULT_POSTGRES, login, postgresReachable } from './reportBench.js';
import { addPeople, insertAll, openSink, pad, random, rebuildAfterLoad, uuid, weighted, type BenchPeople, type BenchStore } from './reportBenchData.js';
import { percentile } from './stats.js';

const REQUESTS = Number(process.env.BENCH_SCORE_REQUESTS ?? 40);
const SIZES = (process.env.BENCH_SCORE_SIZES ?? '10000,1000000').split(',').map(Number);
const DATABASES = (process.env.BENCH_SCORE_DATABASES ?? 'sqlite,postgres').split(',');
const PARTITIONS = [
  ['中科院一区', 3],
  ['中科院二区', 6],
  ['中科院三区', 10],
  ['中科院四区', 10],
  ['JCR Q1', 8],
  ['JCR Q2', 8],
  ['JCR Q3', 5],
  [null, 50],
] as const;
const FLOW = [
  ['已通过', 75],
  ['审核中', 10],
  ['未提交', 10],
  ['已退回', 5],
] as const;
const CATEGORIES = [null, null, 'SCI论文', '国家级科研项目'];

export interface ScoreCaseResult {
  name: string;
  p50: number;
  p99: number;
}

export interface ScoreRunResult {
  database: string;
  rows: number;
  loadSeconds: number;
  buildSeconds: number;
  cases: ScoreCaseResult[];
}

async function addTheses(
  store: BenchStore,
  catalogue: Catalogue,
  people: BenchPeople,
  staffPersonId: string,
  count: number,
  lastYear: number,
): Promise<number> {
  const sink = await openSink(store);
  try {
    const next = random(11);
    const dept = weighted(
      next,
      people.deptIds.map((_, i) => [i, 1 + ((i * 37) % 8)] as const),
    );
    const year = weighted(
      next,
      Array.from({ length: 10 }, (_, i) => [lastYear - 9 + i, 1.15 ** i] as const),
    );
    const partition = weighted(next, PARTITIONS);
    const flow = weighted(next, FLOW);
    const indexes = await sink.indexes('Thesis');
    for (const index of indexes) if (index.drop) await sink.run(index.drop);
    const started = performance.now();
    await insertAll(sink, catalogue, 'Thesis', count, (i) => {
      const d = dept();
      const authors = people.peopleByDept[d];
      const date = `${year()}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`;
      const first = i % 10 === 0 ? staffPersonId : authors[Math.floor(next() * authors.length)];
      return {
        Id: uuid('be0c7e00', i),
        Create_Time: `${date} 09:00:00`,
        Modify_Time: `${date} 09:00:00`,
        Create_User_Id: null,
        Modify_User_Id: null,
        RowVersion: 1,
        Title: `论文${i}`,
        PublishDate: date,
        Dept_Id: people.deptIds[d],
        Partition: partition(),
        FlowStatus: flow(),
        FirstAuthor_Id: first,
        CorrespondingAuthor_Id: next() < 0.2 ? first : authors[Math.floor(next() * authors.length)],
      };
    });
    await rebuildAfterLoad(sink, store, indexes, started);
    // The load went past the triggers that note written rows (SQLite: set aside with the indexes): build the facts again.
    await sink.run('update "ScoreFactState" set "Built" = 0');
    return (performance.now() - started) / 1000;
  } finally {
    await sink.close();
  }
}

type Next = () => number;
const pick = <T>(next: Next, items: readonly T[]): T => items[Math.floor(next() * items.length)];
/** A person's page as 个人科研成果 asks for it: its first 20 rows, now and then one of the next few pages. */
const personPage = (c: { next: Next }) => ({ PageIndex: c.next() < 0.8 ? 1 : 2 + Math.floor(c.next() * 4), PageSize: 20 });

interface Context {
  next: Next;
  lastYear: number;
  people: BenchPeople;
  years: () => [number, number] | null;
}

/** One request of a case, drawn at random: [method, url, body]. */
type Draw = (c: Context) => { url: string; body?: unknown; method?: string };

const filters = (c: Context, withPerson: boolean) => {
  const d = Math.floor(c.next() * c.people.deptIds.length);
  return {
    Years: c.years(),
    Dept_Id: c.next() < 0.4 ? c.people.deptIds[d] : null,
    Category: pick(c.next, CATEGORIES),
    Person_Id: withPerson && c.next() < 0.3 ? pick(c.next, c.people.peopleByDept[d]) : null,
  };
};

const CASES: Array<{ name: string; account: SeedAccountKey; draw: Draw }> = [
  {
    name: 'dean: 论文积分 list, random filters and page',
    account: 'dean',
    draw: (c) => ({
      url: '/api/score/thesis/list',
      body: { Filters: filters(c, true), PageIndex: 1 + Math.floor(c.next() * 20), PageSize: pick(c.next, [10, 20, 50]) },
    }),
  },
  {
    name: 'staff: 论文积分 list, own rows',
    account: 'staff',
    draw: (c) => ({ url: '/api/score/thesis/list', body: { Filters: { Years: c.years() }, PageIndex: 1 + Math.floor(c.next() * 3), PageSize: 20 } }),
  },
  {
    name: 'dean: ranking by person, random schemes and years',
    account: 'dean',
    draw: (c) => ({
      url: '/api/score/ranking',
      body: {
        By: 'person',
        Schemes: c.next() < 0.5 ? null : ['thesis', pick(c.next, ['patent', 'problem', 'writings'])],
        Filters: { Years: c.years(), Category: pick(c.next, CATEGORIES) },
        Limit: pick(c.next, [20, 100, 500]),
      },
    }),
  },
  { name: 'dean: ranking by department', account: 'dean', draw: (c) => ({ url: '/api/score/ranking', body: { By: 'dept', Filters: { Years: c.years() } } }) },
  {
    name: "dean: one person's results",
    account: 'dean',
    draw: (c) => ({ url: `/api/score/person/${pick(c.next, pick(c.next, c.people.peopleByDept))}`, body: { Filters: { Years: c.years() }, ...personPage(c) } }),
  },
  {
    name: 'staff: own results',
    account: 'staff',
    draw: (c) => ({ url: '/api/score/person/STAFF', body: { Filters: { Years: c.years() }, ...personPage(c) } }),
  },
  {
    name: 'staff: own results, every row (the sheet)',
    account: 'staff',
    draw: (c) => ({ url: '/api/score/person/STAFF', body: { Filters: { Years: c.years() } } }),
  },
  {
    name: 'dean: 三名工程 tree, random year',
    account: 'dean',
    draw: (c) => ({ method: 'GET', url: `/api/score/treeProject?year=${c.lastYear - Math.floor(c.next() * 10)}` }),
  },
];

async function runOne(database: string, rows: number, postgresServer: string, log: (m: string) => void): Promise<ScoreRunResult> {
  const tempRoot = mkdtempSync(join(tmpdir(), 'kygl-score-bench-'));
  const created = database === 'postgres' ? await createBenchDatabase(postgresServer) : { url: undefined, drop: async () => undefined };
  try {
    const dataDir = join(tempRoot, 'data');
    const server = await buildServer({ dataDir, databaseUrl: created.url, logger: false, passwordHashCost: 10, statisticsTimeoutSeconds: 600 });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const address = server.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const baseUrl = `http://127.0.0.1:${address.port}`;
      const ctx = server.appContext;
      const store: BenchStore = { dialect: ctx.dialect, dataDir, databaseUrl: created.url };
      const seedDepts = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('Dept')}`.execute(ctx.db)).rows.map((r) => r.Id);
      const people = await addPeople(store, ctx.catalogue, seedDepts);
      const staffPersonId = String((await ctx.db.selectFrom('User').select('Person_Id').where('Account', '=', 'staff').executeTakeFirstOrThrow()).Person_Id);
      const lastYear = new Date().getFullYear();
      log(`${database}: adding ${rows.toLocaleString('en')} Thesis rows`);
      const loadSeconds = await addTheses(store, ctx.catalogue, people, staffPersonId, rows, lastYear);
      if (ctx.dialect === 'sqlite') await sql`analyze sqlite_schema`.execute(ctx.db);
      const cookies = { dean: await login(baseUrl, 'dean'), staff: await login(baseUrl, 'staff'), admin: await login(baseUrl, 'admin') } as Record<
        SeedAccountKey,
        string
      >;
      const call = async (account: SeedAccountKey, request: { url: string; body?: unknown; method?: string }): Promise<void> => {
        const response = await fetch(`${baseUrl}${request.url.replace('STAFF', staffPersonId)}`, {
          method: request.method ?? 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[account] },
          body: request.method === 'GET' ? undefined : JSON.stringify(request.body ?? {}),
        });
        if (!response.ok) throw new Error(`${request.url}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      const built = performance.now();
      // The load set the facts aside: the first read schedules their whole build in the background (answered 503 or
      // scored directly meanwhile); the cases are timed once every scheme is built.
      await call('dean', { url: '/api/score/ranking', body: { By: 'person' } }).catch(() => undefined);
      for (;;) {
        const states = (await sql<{ Built: number }>`select "Built" from "ScoreFactState"`.execute(ctx.db)).rows;
        if (states.every((state) => Number(state.Built) === 1)) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const buildSeconds = (performance.now() - built) / 1000;
      log(`  loaded in ${loadSeconds.toFixed(1)} s, score facts built in ${buildSeconds.toFixed(1)} s`);
      const next = random(rows + (database === 'postgres' ? 1 : 0));
      const context: Context = {
        next,
        lastYear,
        people,
        years: () => {
          if (next() < 0.3) return null;
          const from = lastYear - Math.floor(next() * 10);
          return [from, Math.min(lastYear, from + Math.floor(next() * 4))];
        },
      };
      const cases: ScoreCaseResult[] = [];
      for (const scoreCase of CASES) {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const request = scoreCase.draw(context);
          const started = performance.now();
          await call(scoreCase.account, request);
          times.push(performance.now() - started);
        }
        const result = { name: scoreCase.name, p50: percentile(times, 50), p99: percentile(times, 99) };
        log(`  ${JSON.stringify(result)}`);
        cases.push(result);
      }
      return { database, rows, loadSeconds, buildSeconds, cases };
    } finally {
      await server.close();
    }
  } finally {
    await created.drop();
    rmSync(tempRoot, { recursive: true, force: true });
  }
}

export async function runScoreBench(log: (message: string) => void): Promise<ScoreRunResult[]> {
  const postgresServer = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES;
  const results: ScoreRunResult[] = [];
  for (const database of DATABASES) {
    if (database === 'postgres' && !(await postgresReachable(postgresServer))) {
      log(`PostgreSQL not reachable at ${postgresServer}: skipped`);
      continue;
    }
    for (const rows of SIZES) results.push(await runOne(database, rows, postgresServer, log));
  }
  return results;
}

/** Markdown: one row per case, p50 / p99 per size, and the growth of p50 from the smallest size to the largest. */
export const SCORE_SECTION_HEADING = '## Scores, every request different (issue 34 item 4)';

export function renderScoreResults(results: readonly ScoreRunResult[], load: string): string {
  const lines: string[] = [SCORE_SECTION_HEADING, '', `Machine load (uptime): ${load}`, ''];
  for (const database of [...new Set(results.map((r) => r.database))]) {
    const runs = results.filter((r) => r.database === database);
    lines.push(
      `### ${database}`,
      '',
      runs.map((r) => `${r.rows.toLocaleString('en')} rows: loaded ${r.loadSeconds.toFixed(1)} s, facts built ${r.buildSeconds.toFixed(1)} s`).join('; '),
      '',
    );
    lines.push(`| case | ${runs.map((r) => `${r.rows.toLocaleString('en')} p50 / p99 ms`).join(' | ')} | p50 growth |`);
    lines.push(`|---|${runs.map(() => '---').join('|')}|---|`);
    for (const [i, c] of runs[0].cases.entries()) {
      const cells = runs.map((r) => `${r.cases[i].p50.toFixed(1)} / ${r.cases[i].p99.toFixed(1)}`);
      const growth = runs[runs.length - 1].cases[i].p50 / c.p50;
      lines.push(`| ${c.name} | ${cells.join(' | ')} | ${growth.toFixed(2)}× |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
