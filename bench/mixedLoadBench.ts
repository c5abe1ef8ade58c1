/**
 * `BENCH_ONLY=mixed npm run bench`: the mixed load of many people (mixedLoad.ts) on SQLite and on PostgreSQL, over a
 * store of BENCH_MIXED_ROWS papers (default 1,000,000) made the list bench's way (its departments, people, journals
 * and papers), then served by the built server (`dist-server/main.js`, built first when stale) in a process of its own.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildServerIfStale } from '../scripts/buildServer.mjs';
import { openAppContext } from '../server/app.js';
import { syncKeptRowCounts } from '../server/records/keptRowCounts.js';
import { syncKeywordIndexes } from '../server/records/syncKeywordIndexes.js';
import { syncListIndexes } from '../server/records/syncListIndexes.js';
import { copyDatabase, createBenchDatabase, databaseExists } from './benchDatabase.js';
import { addJournals, addTheses } from './listApiBenchData.js';
import { runMixedLoad, type MixedLoadResult } from './mixedLoad.js';
import { DEFAULT_POSTGRES, postgresReachable } from './reportBench.js';
import { addPeople, type BenchStore } from './reportBenchData.js';

export const MIXED_ROWS = Number(process.env.BENCH_MIXED_ROWS ?? 1_000_000);
export const MIXED_USERS = Number(process.env.BENCH_MIXED_USERS ?? 200);
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** Between a person's actions: 0.5 to 2.5 s (a click, a glance, the next click). */
export const THINK_MS = [500, 2500] as const;

/** A store of `rows` papers, as a server started on it finds it (its indexes made, statistics gathered). */
async function prepareStore(dataDir: string, databaseUrl: string | undefined, rows: number, log: (message: string) => void): Promise<void> {
  const { ctx, close } = await openAppContext({ dataDir, databaseUrl, passwordHashCost: 10 });
  try {
    const store: BenchStore = { dialect: ctx.dialect, dataDir, databaseUrl };
    const depts = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('Dept')}`.execute(ctx.db)).rows.map((r) => r.Id);
    const adminId = (await sql<{ Id: string }>`select ${sql.ref('Id')} from ${sql.table('User')} where ${sql.ref('Account')} = 'admin'`.execute(ctx.db))
      .rows[0]!.Id;
    const people = await addPeople(store, ctx.catalogue, depts);
    const journals = await addJournals(store, ctx.catalogue);
    const started = performance.now();
    await addTheses(store, ctx.catalogue, people, journals, adminId, 0, rows);
    await syncListIndexes(ctx.db, ctx.dialect, ctx.catalogue);
    await syncKeywordIndexes(ctx.db, ctx.dialect, ctx.catalogue);
    await syncKeptRowCounts(ctx.db, ctx.dialect, ctx.catalogue);
    await sql`analyze`.execute(ctx.db);
    log(`  ${rows.toLocaleString('en')} papers with indexes in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await close();
  }
}

async function runOn(database: 'SQLite' | 'PostgreSQL', postgresServer: string, log: (message: string) => void): Promise<MixedLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kygl-mixed-'));
  // BENCH_MIXED_STORE (while working on it): the prepared store kept between runs and copied for each — on SQLite in
  // that folder, on PostgreSQL as the database kygl_mixed_<rows> (a template: the copy is PostgreSQL's own file copy).
  const keptDatabase = process.env.BENCH_MIXED_STORE && database === 'PostgreSQL' ? `kygl_mixed_${MIXED_ROWS}` : null;
  const keptDatabaseReady = keptDatabase !== null && (await databaseExists(postgresServer, keptDatabase));
  const created =
    database === 'PostgreSQL'
      ? await createBenchDatabase(postgresServer, keptDatabaseReady ? (keptDatabase as string) : undefined)
      : { url: undefined, name: undefined, drop: async () => undefined };
  try {
    const kept = process.env.BENCH_MIXED_STORE && database === 'SQLite' ? join(process.env.BENCH_MIXED_STORE, String(MIXED_ROWS)) : null;
    if (keptDatabaseReady) {
      log(`${database}: the prepared ${MIXED_ROWS.toLocaleString('en')} papers copied from the database ${keptDatabase}`);
    } else if (kept && existsSync(join(kept, 'ready'))) {
      log(`${database}: copying the prepared ${MIXED_ROWS.toLocaleString('en')} papers from ${kept}`);
      cpSync(kept, dataDir, { recursive: true });
    } else {
      log(`${database}: preparing ${MIXED_ROWS.toLocaleString('en')} papers`);
      await prepareStore(dataDir, created.url, MIXED_ROWS, log);
      if (kept) {
        cpSync(dataDir, kept, { recursive: true });
        writeFileSync(join(kept, 'ready'), '');
      }
      if (keptDatabase !== null && created.name !== undefined) await copyDatabase(postgresServer, created.name, keptDatabase);
    }
    log(`${database}: ${MIXED_USERS} people for ${MIXED_SECONDS} s against the built server`);
    const result = await runMixedLoad({ database, dataDir, databaseUrl: created.url, users: MIXED_USERS, seconds: MIXED_SECONDS, thinkMs: THINK_MS, log });
    log(`  ${JSON.stringify({ ...result, actions: undefined })}`);
    return result;
  } finally {
    await created.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** SQLite always; PostgreSQL at BENCH_POSTGRES_URL (default the local server) when it answers. BENCH_MIXED_DATABASES narrows. */
export async function runMixedLoadBench(log: (message: string) => void): Promise<MixedLoadResult[]> {
  await buildServerIfStale();
  const postgresServer = process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES;
  const only = process.env.BENCH_MIXED_DATABASES ?? 'SQLite,PostgreSQL';
  const results: MixedLoadResult[] = [];
  if (only.includes('SQLite')) results.push(await runOn('SQLite', postgresServer, log));
  if (only.includes('PostgreSQL')) {
    if (await postgresReachable(postgresServer)) results.push(await runOn('PostgreSQL', postgresServer, log));
    else log(`PostgreSQL not reachable at ${postgresServer}: measured on SQLite only`);
  }
  return results;
}
