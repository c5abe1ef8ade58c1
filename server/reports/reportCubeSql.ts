/**
 * A report cube's table, the triggers that keep it and its rebuild (reportCube.ts says which columns). Every writer
 * of the source table — the server, imports, the seed, psql, another instance — goes through the triggers, inside its
 * own transaction, so a read sees exactly the rows committed:
 *  - SQLite: row triggers adding the written row to its combination (an upsert on `__k`, the key columns as one
 *    JSON text: a unique index there holds two nulls apart);
 *  - PostgreSQL: statement triggers over the transition tables, one grouped upsert per statement (a bulk insert of
 *    10,000 rows is one), on a unique index of the key columns with nulls not distinct.
 * An update takes the old row out and puts the new one in; a delete takes it out. Combinations left at a count of 0
 * stay until the next rebuild (reads skip them). While a cube is not built (ReportCubeState) the triggers do nothing:
 * a bulk load sets it aside, and it is filled again from the table in the background (syncReportCubes.ts).
 *
 * Every name comes from the checked descriptors and the catalogue, never from a client.
 */
import { sql } from 'kysely';
import type { Db, DialectName } from '../platform/db/types.js';
import { conditionExpression, SOURCE_ALIAS } from './compile.js';
import { CUBE_COUNT, CUBE_KEY, CUBE_VERSION, type CubeKey, type ReportCubeSpec } from './reportCube.js';

export const CUBE_STATE_TABLE = 'ReportCubeState';
/** The cubes' state: one row per cube, made at start (syncReportCubes.ts) and by a bulk load that runs before any start. */
export const CUBE_STATE_DDL = `create table if not exists "${CUBE_STATE_TABLE}" ("Cube" text primary key, "Built" integer not null, "CubeRows" integer, "SourceRows" integer)`;

export const CUBE_REVISION_TABLE = 'ReportCubeRevision';
/**
 * Per versioned cube, what tells its copy in memory (cubeMirror.ts) what changed: `Fill`, raised by each fill from the
 * table; on SQLite `Revision`, raised by every write that reaches the cube and stamped on the rows it changed (SQLite
 * has one writer at a time, so stamps commit in their order). PostgreSQL stamps rows with the writing transaction's id
 * instead (`pg_current_xact_id()`, no row every writer would queue on): a reader's snapshot tells the oldest
 * transaction still running, and every stamp below it belongs to a finished one.
 */
export const CUBE_REVISION_DDL = `create table if not exists "${CUBE_REVISION_TABLE}" ("Cube" text primary key, "Fill" bigint not null, "Revision" bigint not null)`;
/** A fill's stamp on a versioned cube's rows (below every writer's): SQLite a revision, PostgreSQL a transaction id. */
const FILLED_STAMP: Record<DialectName, string> = { sqlite: '0', postgres: `cast('0' as xid8)` };

const id = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;
const SOURCE = id(SOURCE_ALIAS);

function inline(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return literal(value);
  throw new Error(`报表条件的取值无法写入触发器: ${String(value)}`);
}

/**
 * The report's fixed conditions as the compiler writes them, over the source alias, their values (from the checked
 * descriptor) written in: a trigger's body takes no bound parameters. `true` when there are none.
 */
export function cubeCondition(db: Db, spec: ReportCubeSpec, dialect: DialectName): string {
  if (spec.where.length === 0) return '1 = 1';
  const compiled = sql
    .join(
      spec.where.map(({ condition, path }) => conditionExpression(condition, path, dialect)),
      sql` and `,
    )
    .compile(db);
  const values = compiled.parameters;
  if (dialect === 'postgres') return compiled.sql.replace(/\$(\d+)/g, (_, n: string) => inline(values[Number(n) - 1]));
  const parts = compiled.sql.split('?');
  return parts.map((part, i) => (i === 0 ? part : `${inline(values[i - 1])}${part}`)).join('');
}

/** The condition over a trigger's row (NEW or OLD) instead of the source alias. */
const conditionOn = (condition: string, row: string): string => condition.split(`${SOURCE}.`).join(`${row}.`);

const LENGTH: Record<Exclude<CubeKey['form'], 'column'>, number> = { year: 4, month: 7, day: 10 };

/** A key column's value from a source row (`row` an alias), as the compiler's substrings read the full date. */
function keyOf(key: CubeKey, row: string): string {
  const ref = `${row}.${id(key.column)}`;
  return key.form === 'column' ? ref : `substr(nullif(${ref}, ''), 1, ${LENGTH[key.form]})`;
}

function valueOf(spec: ReportCubeSpec, i: number, row: string): string {
  const { field, text } = spec.values[i];
  const ref = `${row}.${id(field)}`;
  return text ? `nullif(${ref}, '')` : ref;
}

const keyColumns = (spec: ReportCubeSpec): string[] => spec.keys.map((k) => id(k.column));
const valueColumns = (spec: ReportCubeSpec): string[] => spec.values.flatMap((v) => [id(v.sum), id(v.count)]);

/**
 * The grouped select of the cube's rows from `from` (a table or transition table, as the source alias) meeting
 * `condition`, counts times `sign`, each
 * column named as in the cube; with `withKey` the SQLite key first; `none` selects no row (the table's shape only).
 */
function groupedSelect(
  spec: ReportCubeSpec,
  from: string,
  condition: string,
  sign: 1 | -1,
  withKey: boolean,
  none = false,
  version: string | null = null,
): string {
  const keys = spec.keys.map((k) => keyOf(k, SOURCE));
  const s = sign === 1 ? '' : '-';
  const measures = [
    `${s}count(*) as ${id(CUBE_COUNT)}`,
    ...spec.values.flatMap((v, i) => [
      `${s}coalesce(sum(${valueOf(spec, i, SOURCE)}), 0) as ${id(v.sum)}`,
      `${s}count(${valueOf(spec, i, SOURCE)}) as ${id(v.count)}`,
    ]),
  ];
  const key = withKey ? [`json_array(${keys.join(', ')}) as ${id(CUBE_KEY)}`] : [];
  const named = keys.map((k, i) => `${k} as ${id(spec.keys[i].column)}`);
  const stamp = version === null ? [] : [`${version} as ${id(CUBE_VERSION)}`];
  return `select ${[...key, ...named, ...measures, ...stamp].join(', ')} from ${from} as ${SOURCE} where ${none ? '1 = 0' : condition} group by ${keys.map((_, i) => i + 1 + key.length).join(', ')}`;
}

const addUp = (spec: ReportCubeSpec, table: string): string =>
  [
    ...[CUBE_COUNT, ...spec.values.flatMap((v) => [v.sum, v.count])].map((c) => `${id(c)} = ${table}.${id(c)} + excluded.${id(c)}`),
    ...(spec.versioned ? [`${id(CUBE_VERSION)} = excluded.${id(CUBE_VERSION)}`] : []),
  ].join(', ');

const versionColumns = (spec: ReportCubeSpec): string[] => (spec.versioned ? [id(CUBE_VERSION)] : []);
const revisionRow = (spec: ReportCubeSpec): string => `${id(CUBE_REVISION_TABLE)} where "Cube" = ${literal(spec.table)}`;
/** The statement raising a versioned cube's revision (SQLite trigger bodies, before they stamp the rows). */
const raiseRevision = (spec: ReportCubeSpec): string =>
  `update ${id(CUBE_REVISION_TABLE)} set "Revision" = "Revision" + 1 where "Cube" = ${literal(spec.table)}`;

/** CREATE statements of an empty cube (its types those of the grouped select) and its unique key. */
export function cubeTableStatements(spec: ReportCubeSpec, dialect: DialectName): string[] {
  const table = id(spec.table);
  // A versioned cube is read by what changed since a revision: an index on the stamp.
  const stamped = spec.versioned ? [`create index ${id(`${spec.table}_v`)} on ${table} (${id(CUBE_VERSION)})`] : [];
  if (dialect === 'postgres') {
    return [
      `create table ${table} as ${groupedSelect(spec, id(spec.source), '1 = 1', 1, false, false, spec.versioned ? FILLED_STAMP.postgres : null)} with no data`,
      `create unique index ${id(`${spec.table}_k`)} on ${table} (${keyColumns(spec).join(', ')}) nulls not distinct`,
      ...stamped,
    ];
  }
  return [
    `create table ${table} as ${groupedSelect(spec, id(spec.source), '1 = 1', 1, true, true, spec.versioned ? '0' : null)}`,
    `create unique index ${id(`${spec.table}_k`)} on ${table} (${id(CUBE_KEY)})`,
    ...stamped,
  ];
}

function sqliteUpsert(spec: ReportCubeSpec, condition: string, row: 'NEW' | 'OLD', sign: 1 | -1): string {
  const keys = spec.keys.map((k) => keyOf(k, row));
  const s = sign === 1 ? '' : '-';
  const values = [
    `${s}1`,
    ...spec.values.flatMap((_, i) => [`${s}coalesce(${valueOf(spec, i, row)}, 0)`, `${s}(${valueOf(spec, i, row)} is not null)`]),
    ...(spec.versioned ? [`(select "Revision" from ${revisionRow(spec)})`] : []),
  ];
  const columns = [id(CUBE_KEY), ...keyColumns(spec), id(CUBE_COUNT), ...valueColumns(spec), ...versionColumns(spec)];
  // A SELECT with a WHERE before ON CONFLICT: SQLite's parser needs one there.
  return (
    `insert into ${id(spec.table)} (${columns.join(', ')}) select json_array(${keys.join(', ')}), ${[...keys, ...values].join(', ')} where ${conditionOn(condition, row)} ` +
    `on conflict (${id(CUBE_KEY)}) do update set ${addUp(spec, id(spec.table))};`
  );
}

function postgresUpsert(spec: ReportCubeSpec, condition: string, rows: string, sign: 1 | -1): string {
  const columns = [...keyColumns(spec), id(CUBE_COUNT), ...valueColumns(spec), ...versionColumns(spec)];
  return (
    `insert into ${id(spec.table)} (${columns.join(', ')}) ${groupedSelect(spec, rows, condition, sign, false, false, spec.versioned ? 'pg_current_xact_id()' : null)} ` +
    `on conflict (${keyColumns(spec).join(', ')}) do update set ${addUp(spec, id(spec.table))};`
  );
}

const EVENTS = [
  ['insert', 'i'],
  ['update', 'u'],
  ['delete', 'd'],
] as const;

export const cubeTriggerNames = (spec: ReportCubeSpec): string[] => EVENTS.map(([, s]) => `${spec.table}_${s}`);

/** The statements making the cube's three triggers on its source table (and on PostgreSQL their functions). */
export function cubeTriggerStatements(spec: ReportCubeSpec, dialect: DialectName, condition: string): string[] {
  const built = `(select "Built" from ${id(CUBE_STATE_TABLE)} where "Cube" = ${literal(spec.table)})`;
  return EVENTS.flatMap(([event, suffix]) => {
    const name = id(`${spec.table}_${suffix}`);
    if (dialect === 'sqlite') {
      const raise = spec.versioned ? `${raiseRevision(spec)}; ` : '';
      const body =
        raise +
        (event === 'insert'
          ? sqliteUpsert(spec, condition, 'NEW', 1)
          : event === 'delete'
            ? sqliteUpsert(spec, condition, 'OLD', -1)
            : `${sqliteUpsert(spec, condition, 'OLD', -1)} ${sqliteUpsert(spec, condition, 'NEW', 1)}`);
      return [`create trigger if not exists ${name} after ${event} on ${id(spec.source)} for each row when ${built} = 1 begin ${body} end`];
    }
    const referencing = event === 'insert' ? 'new table as rc_new' : event === 'delete' ? 'old table as rc_old' : 'old table as rc_old new table as rc_new';
    const body =
      event === 'insert'
        ? postgresUpsert(spec, condition, 'rc_new', 1)
        : event === 'delete'
          ? postgresUpsert(spec, condition, 'rc_old', -1)
          : `${postgresUpsert(spec, condition, 'rc_old', -1)} ${postgresUpsert(spec, condition, 'rc_new', 1)}`;
    return [
      `create or replace function ${name}() returns trigger language plpgsql as $rc$ begin if ${built} is distinct from 1 then return null; end if; ${body} return null; end $rc$`,
      `create trigger ${name} after ${event} on ${id(spec.source)} referencing ${referencing} for each statement execute function ${name}()`,
    ];
  });
}

/** The cube's rows made again from its table (inside the caller's transaction); a versioned cube's fill counted. */
export async function fillCube(trx: Db, spec: ReportCubeSpec, dialect: DialectName): Promise<void> {
  const columns = [...(dialect === 'sqlite' ? [id(CUBE_KEY)] : []), ...keyColumns(spec), id(CUBE_COUNT), ...valueColumns(spec), ...versionColumns(spec)];
  await sql.raw(`delete from ${id(spec.table)}`).execute(trx);
  const condition = cubeCondition(trx, spec, dialect);
  await sql
    .raw(
      `insert into ${id(spec.table)} (${columns.join(', ')}) ${groupedSelect(spec, id(spec.source), condition, 1, dialect === 'sqlite', false, spec.versioned ? FILLED_STAMP[dialect] : null)}`,
    )
    .execute(trx);
  if (spec.versioned)
    await sql`insert into ${sql.table(CUBE_REVISION_TABLE)} ("Cube", "Fill", "Revision") values (${spec.table}, 1, 0)
      on conflict ("Cube") do update set "Fill" = ${sql.table(CUBE_REVISION_TABLE)}."Fill" + 1`.execute(trx);
}
