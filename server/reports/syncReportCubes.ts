/**
 * The report cubes at start and after. At start, under the start-up lock: each cube the descriptors call for
 * made with its triggers when missing (not built yet), cubes and triggers no descriptor calls for any more dropped
 * (a changed descriptor has a new cube name). Then, in the background (plugin.ts): a cube not built — new, its
 * triggers found missing, or set aside by a bulk load — is filled from its table, writers held off meanwhile, so it
 * holds every committed row; reads take the table until it is.
 */
import { sql } from 'kysely';
import type { BuildSignal } from '../platform/backgroundBuilds.js';
import { cancelledOnStop } from '../platform/cancelledOnStop.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import type { Db, DialectName } from '../platform/db/types.js';
import type { ReportPlan } from './plan.js';
import { CUBE_PREFIX, reportCubeSpec, type ReportCubeSpec } from './reportCube.js';
import {
  CUBE_REVISION_DDL,
  CUBE_REVISION_TABLE,
  CUBE_STATE_DDL,
  CUBE_STATE_TABLE,
  cubeCondition,
  cubeTableStatements,
  cubeTriggerNames,
  cubeTriggerStatements,
  fillCube,
} from './reportCubeSql.js';

// The cubes' state table joins the typed tables of the database handle (types.ts), declared here beside its DDL.
declare module '../platform/db/types.js' {
  interface ServerDb {
    /** Per cube: Built 1 once filled, with the rows it and its source held then. */
    ReportCubeState: { Cube: string; Built: number; CubeRows: number | null; SourceRows: number | null };
    /** Per versioned cube: its fills and the revision of its last write (reportCubeSql.ts). */
    ReportCubeRevision: { Cube: string; Fill: number | string; Revision: number | string };
  }
}

const escaped = `${CUBE_PREFIX.replace(/_/g, '!_')}%`;

async function present(db: Db, dialect: DialectName): Promise<{ tables: string[]; triggers: Array<{ name: string; table: string }> }> {
  if (dialect === 'postgres') {
    const tables = (
      await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename like ${escaped} escape '!'`.execute(
        db,
      )
    ).rows;
    const triggers = (
      await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as table from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and t.tgname like ${escaped} escape '!'`.execute(db)
    ).rows;
    return { tables: tables.map((t) => t.name), triggers };
  }
  const rows = (
    await sql<{ type: string; name: string; table: string }>`select type, name, tbl_name as "table" from sqlite_master
    where type in ('table', 'trigger') and name like ${escaped} escape '!'`.execute(db)
  ).rows;
  return { tables: rows.filter((r) => r.type === 'table').map((r) => r.name), triggers: rows.filter((r) => r.type === 'trigger') };
}

/** The cubes of the reports that have one (reportCube.ts), made and kept at start. */
export async function syncReportCubes(db: Db, dialect: DialectName, plans: readonly ReportPlan[]): Promise<Map<string, ReportCubeSpec>> {
  const specs = new Map<string, ReportCubeSpec>();
  for (const plan of plans) {
    const spec = reportCubeSpec(plan);
    if (spec) specs.set(plan.descriptor.Code, spec);
  }
  const wanted = new Map([...specs.values()].map((spec) => [spec.table, spec]));
  await withStartupLock(db, dialect, async () => {
    await sql.raw(CUBE_STATE_DDL).execute(db);
    await sql.raw(CUBE_REVISION_DDL).execute(db);
    const { tables, triggers } = await present(db, dialect);
    await db.transaction().execute(async (trx) => {
      for (const trigger of triggers.filter((t) => !wanted.has(t.name.slice(0, -2)))) {
        if (dialect === 'postgres') {
          await sql`drop trigger if exists ${sql.id(trigger.name)} on ${sql.table(trigger.table)}`.execute(trx);
          await sql`drop function if exists ${sql.id(trigger.name)}()`.execute(trx);
        } else {
          await sql`drop trigger if exists ${sql.id(trigger.name)}`.execute(trx);
        }
      }
      for (const table of tables.filter((t) => !wanted.has(t))) {
        await sql`drop table if exists ${sql.table(table)}`.execute(trx);
        await sql`delete from ${sql.table(CUBE_STATE_TABLE)} where "Cube" = ${table}`.execute(trx);
        await sql`delete from ${sql.table(CUBE_REVISION_TABLE)} where "Cube" = ${table}`.execute(trx);
      }
      const triggerNames = new Set(triggers.map((t) => t.name));
      for (const spec of wanted.values()) {
        const made = tables.includes(spec.table);
        const triggered = cubeTriggerNames(spec).every((name) => triggerNames.has(name));
        if (made && triggered) continue;
        if (!made) for (const statement of cubeTableStatements(spec, dialect)) await sql.raw(statement).execute(trx);
        if (!triggered) {
          // Some missing (set aside by a bulk load): made again, all three, after the others are dropped.
          for (const name of cubeTriggerNames(spec)) {
            if (dialect === 'postgres') await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(spec.source)}`.execute(trx);
            else await sql`drop trigger if exists ${sql.id(name)}`.execute(trx);
          }
          for (const statement of cubeTriggerStatements(spec, dialect, cubeCondition(trx, spec, dialect))) await sql.raw(statement).execute(trx);
        }
        // Writes went past a missing cube or trigger: built again before its next read.
        await sql`delete from ${sql.table(CUBE_STATE_TABLE)} where "Cube" = ${spec.table}`.execute(trx);
        await sql`insert into ${sql.table(CUBE_STATE_TABLE)} ("Cube", "Built") values (${spec.table}, 0)`.execute(trx);
      }
    });
  });
  return specs;
}

/**
 * A cube is read only when it is much smaller than its table: one keyed by a column of many values (the leader of a
 * distinct count) and several filters can have nearly a row per source row, and then the table's indexes serve better.
 */
export const CUBE_MAX_SHARE = 0.25;
/** Below this many source rows a cube is read whatever its size: either way is quick, and it is tested small. */
const SMALL_TABLE = 50_000;

export interface CubeState {
  built: boolean;
  useful: boolean;
  /** Rows when last built. */
  rows: number;
}

export async function stateOf(db: Db, spec: ReportCubeSpec): Promise<CubeState> {
  const row = await db.selectFrom(CUBE_STATE_TABLE).select(['Built', 'CubeRows', 'SourceRows']).where('Cube', '=', spec.table).executeTakeFirst();
  if (row === undefined || row.Built !== 1) return { built: false, useful: false, rows: 0 };
  const source = row.SourceRows ?? 0;
  const rows = row.CubeRows ?? 0;
  return { built: true, useful: source < SMALL_TABLE || rows <= source * CUBE_MAX_SHARE, rows };
}

/**
 * Fills the cube when it is not built; whether it is worth reading (CUBE_MAX_SHARE). PostgreSQL: its source table locked against writes (and other builds) for
 * the transaction, so no write falls between the fill's snapshot and the triggers counting again. SQLite: one writer.
 */
export async function ensureCubeBuilt(db: Db, dialect: DialectName, spec: ReportCubeSpec, signal?: BuildSignal): Promise<boolean> {
  const before = await stateOf(db, spec);
  if (before.built) return before.useful;
  await db.transaction().execute(async (trx) => {
    const fill = async (): Promise<void> => {
      if (dialect === 'postgres') await sql`lock table ${sql.table(spec.source)} in share row exclusive mode`.execute(trx);
      else await sql`update ${sql.table(CUBE_STATE_TABLE)} set "Built" = "Built" where "Cube" = ${spec.table}`.execute(trx);
      if ((await stateOf(trx, spec)).built) return;
      await fillCube(trx, spec, dialect);
      const count = async (table: string) => Number((await sql<{ n: unknown }>`select count(*) as n from ${sql.table(table)}`.execute(trx)).rows[0].n);
      const cubeRows = await count(spec.table);
      const sourceRows = await count(spec.source);
      await sql`delete from ${sql.table(CUBE_STATE_TABLE)} where "Cube" = ${spec.table}`.execute(trx);
      await sql`insert into ${sql.table(CUBE_STATE_TABLE)} ("Cube", "Built", "CubeRows", "SourceRows") values (${spec.table}, 1, ${cubeRows}, ${sourceRows})`.execute(
        trx,
      );
    };
    // In the background on PostgreSQL: a close cancels the fill rather than wait for it.
    await (signal && dialect === 'postgres' ? cancelledOnStop(db, trx, signal, fill) : fill());
  });
  if (dialect === 'postgres') await sql`analyze ${sql.table(spec.table)}`.execute(db);
  return (await stateOf(db, spec)).useful;
}

/** Every cube set aside: each is filled again from its table in the background (after a load that went past the triggers). */
export async function markCubesUnbuilt(db: Db): Promise<void> {
  await sql`update ${sql.table(CUBE_STATE_TABLE)} set "Built" = 0`.execute(db);
}
