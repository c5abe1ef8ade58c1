/**
 * A versioned report cube (reportCube.ts `versioned`) copied into the server's memory and kept up to date from what
 * changed (D-PERF-5c). Each cube row carries a stamp of the write that last changed it (reportCubeSql.ts) and the copy
 * keeps a mark: every row stamped at or below it (SQLite) or below it (PostgreSQL) that a later statement can see has
 * been read. SQLite stamps revisions, which commit in their order (one writer), so the mark is the highest stamp read;
 * PostgreSQL stamps transaction ids, and the mark is the oldest transaction the reading statement's snapshot still
 * saw running (`pg_snapshot_xmin`): every lower one had finished, so its rows were visible.
 *  - Read whole (at the first read, after a fill): the fill count and the mark first, then the cube in slices of its
 *    storage (SQLite rowid ranges, PostgreSQL block ranges: no sort, each slice a short statement and a short turn of
 *    the event loop). A row changed meanwhile may be missed or read twice, but it is stamped past the mark.
 *  - Then, before each answer, one statement: the fill count, the new mark and the rows stamped past the mark. Nothing
 *    changed: one indexed lookup; a record saved: a few rows; a new fill count (a rebuild from the table): no answer
 *    until the copy is read whole again, in the background.
 * Another server instance's writes reach it the same way, through the database. Reads go one after another per cube,
 * each caller's own catch-up, so an answer holds every write committed before its request.
 */
import { sql, type RawBuilder } from 'kysely';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { DialectName } from '../platform/db/types.js';
import type { FilterValue } from './filterValues.js';
import type { ReportResult } from '../../contract/index.js';
import { rowsKept } from './compile.js';
import { mirrorReport, type MirrorLookups } from './mirrorReport.js';
import { shapeReport } from './runReport.js';
import { MirrorStore } from './mirrorStore.js';
import type { ReportPlan } from './plan.js';
import { CUBE_COUNT, CUBE_VERSION, type ReportCubeSpec } from './reportCube.js';
import { CUBE_REVISION_TABLE } from './reportCubeSql.js';

const FILL = '__fill';
const HORIZON = '__horizon';
/** Ids per statement when related records are looked up. */
const IDS_AT_ONCE = 500;
/**
 * A whole read's slice: SQLite rowids, PostgreSQL 8 kB blocks (~80 cube rows each): ~5,000 rows a statement, ~20 ms
 * of the event loop to take in; the next waits for the requests that came meanwhile (a background job reads whole).
 */
const SLICE: Record<DialectName, number> = { sqlite: 5_000, postgres: 60 };

type Row = Record<string, unknown>;

export class CubeMirror {
  private fill: string | null = null;
  /** SQLite: the highest revision read; PostgreSQL: a transaction id (xid8, as text). */
  private mark = '0';
  private readonly store: MirrorStore;
  private queue: Promise<unknown> = Promise.resolve();

  /** `slice`: rowids or blocks per statement of a whole read (tests read a small cube in many slices). */
  constructor(
    private readonly spec: ReportCubeSpec,
    private readonly dialect: DialectName,
    private readonly slice = SLICE[dialect],
  ) {
    this.store = new MirrorStore(spec.keys.length, spec.values.length);
  }

  /** Whether it has been read whole since the server started (a background read does it once the cube is built). */
  get loaded(): boolean {
    return this.fill !== null;
  }

  /** Read whole when it must be, then brought up to date (the background job after a fill). */
  async refresh(reads: HeavyReads): Promise<void> {
    await this.caughtUp(reads, true);
  }

  /**
   * The report from the copy brought up to date, or null when it is not read whole yet (at start, after a fill: the
   * background job reads it — seconds at a million rows, which no request waits for) or the cube has no revision row
   * (not filled as a versioned cube): the caller reads SQL then.
   */
  async answer(reads: HeavyReads, plan: ReportPlan, filters: ReadonlyMap<string, FilterValue>): Promise<ReportResult | null> {
    if (!(await this.caughtUp(reads, false))) return null;
    const keep = rowsKept(plan);
    const { rows, totals } = mirrorReport(plan, this.spec, this.store, filters, keep + 1, await this.lookups(reads, plan, filters), new Date());
    return shapeReport(plan, { rows, totals: async () => totals, keep });
  }

  /**
   * The related records the dimensions and the filters set read, for the relation values the copy holds (the SQL
   * joins them per request).
   */
  private async lookups(reads: HeavyReads, plan: ReportPlan, filters: ReadonlyMap<string, FilterValue>): Promise<MirrorLookups> {
    const keyIndex = new Map(this.spec.keys.map((k, i) => [k.column, i]));
    const idsOf = (values: Iterable<unknown>): string[] => [...new Set([...values].filter((v) => v !== null && v !== undefined && v !== '').map(String))];
    const related: Array<Map<string, unknown> | null> = [];
    const labels: Array<Map<string, unknown> | null> = [];
    for (const { path, labelModule, labelField } of plan.dimensions) {
      let values: readonly unknown[] = this.store.dictionaries[keyIndex.get(path.via ? path.via.Name : path.field.Name) as number];
      let found: Map<string, unknown> | null = null;
      if (path.via) {
        found = await this.read(reads, path.module.name, path.field.Name, idsOf(values));
        values = [...found.values()];
      }
      related.push(found);
      labels.push(labelModule && labelField ? await this.read(reads, labelModule.name, labelField, idsOf(values)) : null);
    }
    const through = new Map<string, Map<string, unknown>>();
    for (const key of filters.keys()) {
      const path = plan.filters.get(key)?.path;
      if (!path?.via) continue;
      const ids = idsOf(this.store.dictionaries[keyIndex.get(path.via.Name) as number]);
      through.set(key, await this.read(reads, path.module.name, path.field.Name, ids));
    }
    return { related, labels, filters: through };
  }

  /** `field` of the records of `table` with these Ids. */
  private async read(reads: HeavyReads, table: string, field: string, ids: readonly string[]): Promise<Map<string, unknown>> {
    const found = new Map<string, unknown>();
    for (let i = 0; i < ids.length; i += IDS_AT_ONCE) {
      const part = ids.slice(i, i + IDS_AT_ONCE);
      const rows = await reads.lookup(
        sql<Row>`select ${sql.ref('Id')} as "id", ${sql.ref(field)} as "v" from ${sql.table(table)} where ${sql.ref('Id')} in (${sql.join(part)})`,
      );
      for (const row of rows) found.set(String(row.id), row.v);
    }
    return found;
  }

  private caughtUp(reads: HeavyReads, whole: boolean): Promise<boolean> {
    const run = this.queue.then(() => this.catchUp(reads, whole));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async catchUp(reads: HeavyReads, whole: boolean): Promise<boolean> {
    for (;;) {
      if (this.fill === null && !(whole && (await this.readWhole(reads)))) return false;
      const rows = await reads.rows(
        sql<Row>`select r."Fill" as ${sql.id(FILL)}, ${this.horizon()} as ${sql.id(HORIZON)}, c.* from ${sql.table(CUBE_REVISION_TABLE)} as r
          left join ${sql.table(this.spec.table)} as c on ${this.pastMark()} where r."Cube" = ${this.spec.table}`,
      );
      if (rows.length === 0) return false;
      if (String(rows[0][FILL]) !== this.fill) {
        this.fill = null;
        continue;
      }
      let highest = Number(this.mark);
      for (const row of rows) {
        const stamp = row[CUBE_VERSION];
        if (stamp === null || stamp === undefined) continue;
        this.apply(row);
        highest = Math.max(highest, Number(stamp));
      }
      this.mark = this.dialect === 'sqlite' ? String(highest) : String(rows[0][HORIZON]);
      return true;
    }
  }

  /** PostgreSQL: the oldest transaction the statement's snapshot sees running; SQLite: nothing (its mark is a revision). */
  private horizon(): RawBuilder<unknown> {
    return this.dialect === 'postgres' ? sql`pg_snapshot_xmin(pg_current_snapshot())` : sql`null`;
  }

  /** The cube rows (alias c) stamped past the mark. */
  private pastMark(): RawBuilder<unknown> {
    const stamp = sql.ref(`c.${CUBE_VERSION}`);
    return this.dialect === 'postgres' ? sql`${stamp} >= cast(${this.mark} as xid8)` : sql`${stamp} > ${Number(this.mark)}`;
  }

  /** The cube whole, slice by slice; the mark is read before the first slice. False: not filled yet. */
  private async readWhole(reads: HeavyReads): Promise<boolean> {
    const head = (
      await reads.rows(
        sql<Row>`select "Fill", "Revision", ${this.horizon()} as ${sql.id(HORIZON)} from ${sql.table(CUBE_REVISION_TABLE)} where "Cube" = ${this.spec.table}`,
      )
    )[0];
    if (!head) return false;
    this.store.clear();
    const table = sql.table(this.spec.table);
    const size = this.slice;
    const slice: (from: number, last: boolean) => RawBuilder<Row> =
      this.dialect === 'sqlite'
        ? (from, last) => sql<Row>`select * from ${table} where rowid >= ${from}${last ? sql`` : sql` and rowid < ${from + size}`}`
        : (from, last) =>
            sql<Row>`select * from ${table} where ctid >= cast(${`(${from},0)`} as tid)${last ? sql`` : sql` and ctid < cast(${`(${from + size},0)`} as tid)`}`;
    const extent =
      this.dialect === 'sqlite'
        ? sql<Row>`select min(rowid) as "from", max(rowid) as "to" from ${table}`
        : sql<Row>`select 0 as "from", pg_relation_size(cast(${`"${this.spec.table}"`} as regclass)) / current_setting('block_size')::int as "to"`;
    const { from, to } = (await reads.rows(extent))[0] ?? {};
    if (from !== null && from !== undefined) {
      const end = Number(to);
      for (let start = Number(from); ; start += size) {
        const last = start + size > end;
        for (const row of await reads.rows(slice(start, last))) this.apply(row);
        if (last) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    this.fill = String(head.Fill);
    this.mark = String(this.dialect === 'sqlite' ? head.Revision : head[HORIZON]);
    return true;
  }

  // Reused for every row (the store copies what it keeps): a whole read applies hundreds of thousands.
  private readonly keys: unknown[] = [];
  private readonly sums: number[] = [];
  private readonly counts: number[] = [];

  private apply(row: Row): void {
    const { keys, values } = this.spec;
    for (let k = 0; k < keys.length; k++) this.keys[k] = row[keys[k].column] ?? null;
    for (let v = 0; v < values.length; v++) {
      this.sums[v] = Number(row[values[v].sum]);
      this.counts[v] = Number(row[values[v].count]);
    }
    this.store.set(this.keys, Number(row[CUBE_COUNT]), this.sums, this.counts);
  }
}
