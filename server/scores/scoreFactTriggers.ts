/**
 * The triggers that tell the score facts what changed (scoreFactTables.ts): for each scheme, on its source table the
 * ids of the rows written, on each table it reads through a relation (Via) the ids of the source rows pointing at the
 * rows written; on ScoreRule, the schemes whose rules changed. They only note ids — the scoring itself stays in
 * scoredRows.ts, run by scoreFactRefresh.ts — so a write pays one small insert.
 *
 * SQLite: row triggers. PostgreSQL: statement triggers over the transition tables (one insert per statement, so a
 * bulk insert of 10,000 rows notes them in one go). Names carry a hash of their definition: a start makes the missing
 * ones and drops those no scheme calls for any more (prefix sf_), and leaves the rest alone (replacing a trigger
 * locks its table against the other instances' writes).
 *
 * Every name and literal comes from the checked scheme files and the catalogue, never from a client.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { withStartupLock } from '../platform/db/startupLock.js';
import type { Db, DialectName } from '../platform/db/types.js';
import { SCORE_RULE_TABLE } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';
import { DIRTY_TABLE, STATE_TABLE } from './scoreFactTables.js';

export const TRIGGER_PREFIX = 'sf_t';

const id = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;

type Event = 'insert' | 'update' | 'delete';
const EVENTS: readonly Event[] = ['insert', 'update', 'delete'];

/** What one trigger does, per row written (`row` is NEW or OLD): an INSERT … SELECT of (Scheme, Rid), or a statement. */
interface TriggerSpec {
  /** The scheme whose facts it keeps; null: every scheme's (the rules). */
  scheme: string | null;
  table: string;
  /** The SQL body for one row alias (`NEW`/`OLD` on SQLite, a transition table's alias on PostgreSQL). */
  body: (rows: { sqlite: string } | { postgres: string }) => string;
}

function dirtySelf(plan: ScorePlan): TriggerSpec {
  const scheme = literal(plan.scheme.Code);
  return {
    scheme: plan.scheme.Code,
    table: plan.source.name,
    body: (rows) =>
      'sqlite' in rows
        ? `insert into ${id(DIRTY_TABLE)} ("Scheme", "Rid") values (${scheme}, ${rows.sqlite}."Id");`
        : `insert into ${id(DIRTY_TABLE)} ("Scheme", "Rid") select ${scheme}, "Id" from ${rows.postgres};`,
  };
}

function dirtyThrough(plan: ScorePlan, viaField: string, viaTable: string): TriggerSpec {
  const scheme = literal(plan.scheme.Code);
  const source = id(plan.source.name);
  return {
    scheme: plan.scheme.Code,
    table: viaTable,
    body: (rows) =>
      'sqlite' in rows
        ? `insert into ${id(DIRTY_TABLE)} ("Scheme", "Rid") select ${scheme}, s."Id" from ${source} as s where s.${id(viaField)} = ${rows.sqlite}."Id";`
        : `insert into ${id(DIRTY_TABLE)} ("Scheme", "Rid") select ${scheme}, s."Id" from ${source} as s where s.${id(viaField)} in (select "Id" from ${rows.postgres});`,
  };
}

function rulesChanged(): TriggerSpec {
  return {
    scheme: null,
    table: SCORE_RULE_TABLE,
    body: (rows) =>
      'sqlite' in rows
        ? `update ${id(STATE_TABLE)} set "Built" = 0 where "Scheme" = ${rows.sqlite}."Scheme";`
        : `update ${id(STATE_TABLE)} set "Built" = 0 where "Scheme" in (select "Scheme" from ${rows.postgres});`,
  };
}

export function triggerSpecs(plans: readonly ScorePlan[]): TriggerSpec[] {
  if (plans.length === 0) return [];
  const specs: TriggerSpec[] = [rulesChanged()];
  for (const plan of plans) {
    specs.push(dirtySelf(plan));
    for (const via of plan.vias.values()) {
      if (String(via.Relate) !== plan.source.name) specs.push(dirtyThrough(plan, via.Name, String(via.Relate)));
    }
  }
  return specs;
}

interface TriggerObject {
  scheme: string | null;
  name: string;
  table: string;
  create: string[];
}

function nameOf(event: Event, definition: string): string {
  return `${TRIGGER_PREFIX}_${event[0]}_${createHash('sha256').update(definition).digest('hex').slice(0, 24)}`;
}

function sqliteTriggers(spec: TriggerSpec): TriggerObject[] {
  return EVENTS.map((event) => {
    const body =
      event === 'insert'
        ? spec.body({ sqlite: 'NEW' })
        : event === 'delete'
          ? spec.body({ sqlite: 'OLD' })
          : `${spec.body({ sqlite: 'OLD' })} ${spec.body({ sqlite: 'NEW' })}`;
    const definition = `${spec.table}|${event}|${body}`;
    const name = nameOf(event, definition);
    return {
      scheme: spec.scheme,
      name,
      table: spec.table,
      create: [`create trigger if not exists ${id(name)} after ${event} on ${id(spec.table)} for each row begin ${body} end`],
    };
  });
}

function postgresTriggers(spec: TriggerSpec): TriggerObject[] {
  return EVENTS.map((event) => {
    const referencing = event === 'insert' ? 'new table as sf_new' : event === 'delete' ? 'old table as sf_old' : 'old table as sf_old new table as sf_new';
    const body =
      event === 'insert'
        ? spec.body({ postgres: 'sf_new' })
        : event === 'delete'
          ? spec.body({ postgres: 'sf_old' })
          : `${spec.body({ postgres: 'sf_old' })} ${spec.body({ postgres: 'sf_new' })}`;
    const definition = `${spec.table}|${event}|${body}`;
    const name = nameOf(event, definition);
    return {
      scheme: spec.scheme,
      name,
      table: spec.table,
      create: [
        `create or replace function ${id(name)}() returns trigger language plpgsql as $sf$ begin ${body} return null; end $sf$`,
        `create trigger ${id(name)} after ${event} on ${id(spec.table)} referencing ${referencing} for each statement execute function ${id(name)}()`,
      ],
    };
  });
}

async function presentTriggers(db: Db, dialect: DialectName): Promise<Array<{ name: string; table: string }>> {
  const pattern = `${TRIGGER_PREFIX.replace(/_/g, '!_')}!_%`;
  return dialect === 'postgres'
    ? (
        await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as table from pg_trigger t
        join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and t.tgname like ${pattern} escape '!'`.execute(db)
      ).rows
    : (
        await sql<{
          name: string;
          table: string;
        }>`select name, tbl_name as "table" from sqlite_master where type = 'trigger' and name like ${pattern} escape '!'`.execute(db)
      ).rows;
}

/**
 * At start, under the start-up lock: the triggers the schemes call for, and no others. Returns the schemes whose
 * triggers were missing (writes meanwhile went unnoted: their facts must be built again), null for all of them.
 */
export async function syncScoreFactTriggers(db: Db, dialect: DialectName, plans: readonly ScorePlan[]): Promise<Set<string> | null> {
  const wanted = triggerSpecs(plans).flatMap((spec) => (dialect === 'postgres' ? postgresTriggers(spec) : sqliteTriggers(spec)));
  const wantedNames = new Set(wanted.map((t) => t.name));
  let unnoted: Set<string> | null = new Set();
  await withStartupLock(db, dialect, async () => {
    const present = await presentTriggers(db, dialect);
    const presentNames = new Set(present.map((t) => t.name));
    await db.transaction().execute(async (trx) => {
      for (const stale of present.filter((t) => !wantedNames.has(t.name))) {
        if (dialect === 'postgres') {
          await sql.raw(`drop trigger if exists ${id(stale.name)} on ${id(stale.table)}`).execute(trx);
          await sql.raw(`drop function if exists ${id(stale.name)}()`).execute(trx);
        } else {
          await sql.raw(`drop trigger if exists ${id(stale.name)}`).execute(trx);
        }
      }
      for (const trigger of wanted.filter((t) => !presentNames.has(t.name))) {
        for (const statement of trigger.create) await sql.raw(statement).execute(trx);
        if (trigger.scheme === null) unnoted = null;
        else unnoted?.add(trigger.scheme);
      }
    });
  });
  return unnoted;
}
