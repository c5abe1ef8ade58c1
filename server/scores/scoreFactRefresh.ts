/**
 * Brings the score facts (scoreFactTables.ts) up to date: a scheme never built, built for another version of its
 * file, whose rules changed, or with a bulk load's worth of noted records is built whole — in the background
 * (server/platform/backgroundBuilds.ts), after the server is ready, never inside a read (at a million rows that takes
 * minutes on SQLite); otherwise, before a read, the records the triggers noted (ScoreFactDirty) are scored again —
 * their old facts out, their new ones in, the difference added to the sums (scoreFactLedger.ts). The points come from
 * scoredRows.ts, the same SQL the direct reads use, so the facts equal them.
 *
 * One refresh of a scheme at a time: in this process a queue per scheme; across the instances of one PostgreSQL
 * database the scheme's state row, locked for the transaction (a rule write's trigger waits on it, so a build never
 * marks as built rules it did not read). The check that nothing is to be done is two small reads, outside any
 * transaction.
 */
import { createHash } from 'node:crypto';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db, DialectName } from '../platform/db/types.js';
import { HEAVY_READ_MESSAGES, type HeavyReads } from '../platform/db/heavyReads.js';
import { withStartupLock } from '../platform/db/startupLock.js';
import { writingTables } from '../platform/db/writeGenerations.js';
import { HttpError } from '../platform/http/httpError.js';
import type { BackgroundBuilds, BuildSignal } from '../platform/backgroundBuilds.js';
import { cancelledOnStop } from '../platform/cancelledOnStop.js';
import { SerialRuns } from '../platform/serialRuns.js';
import { NO_FILTERS, scoredRows, sourceIds, type Sql } from './scoredRows.js';
import type { ScorePlan } from './scorePlan.js';
import { createScoreFactTables, DIRTY_TABLE, FACT_TABLE, POINT_SCALE, STATE_TABLE, SUM_TABLE, type ScoreFactStateRow } from './scoreFactTables.js';
import { FACT_COLUMNS, SumLedger, type FactRow } from './scoreFactLedger.js';
import { syncScoreFactTriggers } from './scoreFactTriggers.js';
import { BuildLease } from './buildLease.js';

type SchemeState = Pick<ScoreFactStateRow, 'Built' | 'Hash'>;

/** Bumped when what a fact holds changes: every scheme is built again. */
const FACTS_VERSION = 2;
/** Noted records per step (also SQLite's bound-parameter limit). */
const NOTES_PER_STEP = 500;
/** Noted records beyond which one whole build is cheaper than record by record (a bulk load). */
const WHOLE_BUILD_AT = 20_000;
/**
 * SQLite writes on the server's own connection, on the event loop: a whole build goes in steps of this many source
 * rows (scored on a statistics thread, written here in a short step), the event loop and other requests running between
 * them. PostgreSQL builds in one statement, in the database.
 */
const SQLITE_ROWS_PER_STEP = 2_000;
/**
 * Facts written, or rows deleted, per statement of a SQLite build: each statement holds the event loop while it
 * updates the facts' indexes, which under load and a cold page cache costs far more per row than when quiet.
 */
const SQLITE_ROWS_PER_WRITE = 50;

/**
 * Rows added to a scheme's sums (the ledger, scoreFactLedger.ts) since it was last added up, past which it is added
 * up again in the background: each catch-up adds a row or two per key it touches, and every ranking and person's
 * page groups the ledger. Tests lower it.
 */
export const sumLedgerLimits = { compactAfterRows: 20_000 };

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Every scheme's state and whether it has noted records, in one statement (it runs before every score read): each
 * scheme looks up one entry of the notes' index — a `distinct` over the notes read all of them, a million after a bulk
 * load.
 */
async function statesAndNotes(db: Db): Promise<Array<SchemeState & { Scheme: string; noted: boolean }>> {
  const rows = await sql<SchemeState & { Scheme: string; noted: unknown }>`select s."Scheme", s."Hash", s."Built",
      exists (select 1 from ${sql.table(DIRTY_TABLE)} d where d."Scheme" = s."Scheme") as noted
    from ${sql.table(STATE_TABLE)} s`.execute(db);
  // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
  return rows.rows.map((row) => ({ ...row, Built: Number(row.Built), noted: row.noted === true || Number(row.noted) === 1 }));
}

export function schemeHash(plan: ScorePlan): string {
  const { Defaults: _defaults, ...scheme } = plan.scheme;
  return createHash('sha256')
    .update(JSON.stringify({ version: FACTS_VERSION, scheme }))
    .digest('hex')
    .slice(0, 32);
}

/** The sort key: the date with '1' before it, '' for no date — so `Sk desc` is the lists' `(d is null), d desc`. */
function factsOf(plan: ScorePlan, dialect: DialectName, rids?: Sql): Sql {
  const scored = scoredRows({ plan, dialect, filters: NO_FILTERS, read: null, detail: false, rids });
  return sql`select cast(${plan.scheme.Code} as text) as "Scheme", s.rid as "Rid", s.pid as "Pid", s.dept_id as "Dept", substr(s.d, 1, 4) as "Yr",
      case when s.d is null then '' else ${sql.lit('1')} || s.d end as "Sk",
      cast(round(cast(s.points as numeric) * ${sql.lit(POINT_SCALE)}) as bigint) as "Pts", s.category as "Category", s.role as "Role"
    from (${scored}) as s`;
}

const SUM_KEY_COLUMNS = sql`"Pid", "Yr", "Dept", "Category"`;
const SUM_KEY = sql`"Scheme", ${SUM_KEY_COLUMNS}`;

/** A whole scheme's sums, added up from its facts (one row per key). */
async function addSums(trx: Db, code: string): Promise<void> {
  await trx
    .insertInto(SUM_TABLE)
    .columns(['Scheme', 'Pid', 'Yr', 'Dept', 'Category', 'Cnt', 'Pts'])
    .expression(sql`select ${SUM_KEY}, count(*), sum("Pts") from ${sql.table(FACT_TABLE)} where "Scheme" = ${code} group by ${SUM_KEY}`)
    .execute();
}

/** How long a read waits for another PostgreSQL instance's hold on a scheme's state row. */
const READ_LOCK_WAIT_MS = 2_000;
/** PostgreSQL's SQLSTATE past lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Takes the write lock first (SQLite: a read-then-write transaction fails if another connection wrote meanwhile;
 * PostgreSQL: the scheme's state row, which rule writes and the other instances' refreshes wait on) and reads the state,
 * with whether the scheme holds more notes than a catch-up takes (manyNotes) in the same statement: one round trip.
 */
async function lockState(trx: Db, dialect: DialectName, code: string, wait = true): Promise<LockedState | undefined> {
  const read = () =>
    trx
      .selectFrom(STATE_TABLE)
      .select(['Built', 'Hash', manyNotesOf(code).as('Many')])
      .where('Scheme', '=', code);
  if (dialect === 'postgres') {
    // A read waits only so long (LOCK_NOT_AVAILABLE past it): another instance's catch-up holds the row for
    // milliseconds, its whole build for minutes.
    if (!wait) await sql`select set_config('lock_timeout', ${String(READ_LOCK_WAIT_MS)}, true)`.execute(trx);
    return locked(await read().forUpdate().executeTakeFirst());
  }
  await trx.updateTable(STATE_TABLE).set({ Built: sql`"Built"` }).where('Scheme', '=', code).execute();
  return locked(await read().executeTakeFirst());
}

type LockedState = SchemeState & { many: boolean };

const locked = (row: (SchemeState & { Many: unknown }) | undefined): LockedState | undefined =>
  row && { Built: row.Built, Hash: row.Hash, many: Boolean(Number(row.Many)) };

/** Built for this version of the plan, with no more notes than a catch-up takes. */
const caughtUpBuild = (plan: ScorePlan, state: LockedState | undefined): boolean => isBuilt(plan, state) && state?.many === false;

const isBuilt = (plan: ScorePlan, state: SchemeState | undefined): boolean => state !== undefined && state.Built === 1 && state.Hash === schemeHash(plan);

/** PostgreSQL: the whole scheme in one transaction (the notes first: what they name, the build below reads later). */
async function buildInOne(db: Db, plan: ScorePlan, signal: BuildSignal): Promise<void> {
  const code = plan.scheme.Code;
  const built = await db.transaction().execute((trx) =>
    cancelledOnStop(db, trx, signal, async () => {
      if (caughtUpBuild(plan, await lockState(trx, 'postgres', code))) return false;
      await trx.deleteFrom(DIRTY_TABLE).where('Scheme', '=', code).execute();
      await trx.deleteFrom(FACT_TABLE).where('Scheme', '=', code).execute();
      await trx.deleteFrom(SUM_TABLE).where('Scheme', '=', code).execute();
      await trx
        .insertInto(FACT_TABLE)
        .columns([...FACT_COLUMNS])
        .expression(factsOf(plan, 'postgres'))
        .execute();
      await addSums(trx, code);
      await trx
        .updateTable(STATE_TABLE)
        .set({ Built: 1, Hash: schemeHash(plan) })
        .where('Scheme', '=', code)
        .execute();
      return true;
    }),
  );
  if (!built) return;
  // Statistics of the tables just filled: without them the planner took a bitmap scan and a sort of every fact of a
  // year range over the list's index read in order. (Autovacuum, soon after, marks the pages all-visible: the reads
  // an index covers then skip the table. A VACUUM here would keep the caller waiting for it.)
  await sql`analyze ${sql.table(FACT_TABLE)}, ${sql.table(SUM_TABLE)}`.execute(db);
}

/**
 * SQLite: the whole scheme in steps, under a lease (buildLease.ts: one instance of those sharing the file builds it).
 * First the scheme is marked unbuilt, then its notes, facts and sums go — the writes after that are noted again and
 * applied once the build is done; then the source rows in Id order, a step at a time, scored on a statistics thread
 * (off the event loop: the scoring is the cost) and written here; then the sums, added up along the way; last the
 * state. Readers meanwhile see the scheme unbuilt (the plugin answers them without the facts); a crash or a close
 * halfway leaves it unbuilt, built again after the next start. False when another instance builds it.
 */
async function buildInSteps(db: Db, statistics: HeavyReads, plan: ScorePlan, signal: BuildSignal): Promise<boolean> {
  const code = plan.scheme.Code;
  const source = sql.table(plan.source.name);
  const id = sql.ref('Id');
  const lease = await BuildLease.take(db, code);
  if (!lease) return false;
  /** Whether to go on: not closing (then the lease is given back) and the lease still this build's. */
  const goOn = async (): Promise<boolean> => {
    if (signal.stopping) {
      await lease.release();
      return false;
    }
    return lease.keep();
  };
  // Unbuilt from here on, so the old rows can go in steps too (a million facts at once held the loop for seconds).
  for (const table of [DIRTY_TABLE, FACT_TABLE, SUM_TABLE]) if (!(await deleteInSteps(db, table, code, goOn))) return signal.stopping;
  const sums = new SumLedger();
  let after: string | null = null;
  for (;;) {
    if (!(await goOn())) return signal.stopping;
    const from: Sql = after === null ? sql`` : sql`where ${id} > ${after}`;
    const ids = (await statistics.rows(sql<{ Id: string }>`select ${id} from ${source} ${from} order by ${id} limit ${sql.lit(SQLITE_ROWS_PER_STEP)}`)).map(
      (row) => String(row.Id),
    );
    if (ids.length === 0) break;
    const facts = await statistics.rows(factsOf(plan, 'sqlite', sourceIds(plan.source.name, ids)) as RawBuilder<FactRow>);
    for (let start = 0; start < facts.length; start += SQLITE_ROWS_PER_WRITE) {
      await db
        .insertInto(FACT_TABLE)
        .values(facts.slice(start, start + SQLITE_ROWS_PER_WRITE))
        .execute();
      await nextTurn();
    }
    for (const row of facts) sums.add(row, 1);
    after = ids[ids.length - 1];
  }
  if (!(await goOn())) return signal.stopping;
  await sums.write(db, code, nextTurn);
  return (await lease.finish(schemeHash(plan))) || signal.stopping;
}

/**
 * SQLite: a scheme's rows of `table` deleted SQLITE_ROWS_PER_WRITE at a time, the event loop running between; false
 * when `goOn` says stop.
 */
async function deleteInSteps(db: Db, table: string, code: string, goOn: () => Promise<boolean>): Promise<boolean> {
  for (;;) {
    if (!(await goOn())) return false;
    const [result] = await db
      .deleteFrom(table)
      .where(sql<SqlBool>`rowid in (select rowid from ${sql.table(table)} where "Scheme" = ${code} limit ${sql.lit(SQLITE_ROWS_PER_WRITE)})`)
      .execute();
    if (Number(result.numDeletedRows) === 0) return true;
    await nextTurn();
  }
}

/** More than WHOLE_BUILD_AT notes: a look at the one past that many on the scheme's index, not a count of a million. */
const manyNotesOf = (code: string) =>
  sql<unknown>`exists (select 1 from ${sql.table(DIRTY_TABLE)} where "Scheme" = ${code} limit 1 offset ${sql.lit(WHOLE_BUILD_AT)})`;

async function manyNotes(db: Db, code: string): Promise<boolean> {
  const row = await db.selectNoFrom(manyNotesOf(code).as('many')).executeTakeFirstOrThrow();
  return Boolean(Number(row.many));
}

/**
 * Up to NOTES_PER_STEP noted records in one transaction: their notes and old facts out, their facts scored again,
 * the difference added to the sums of the people they touch (before or after). What it did; null when the
 * scheme must be built whole instead (unbuilt, another version, or a bulk load's worth of notes). `wait` false: a read,
 * which gives up on a row another instance holds (lockState).
 */
async function applyNotes(db: Db, dialect: DialectName, plan: ScorePlan, wait = true): Promise<Applied | null> {
  const code = plan.scheme.Code;
  return db.transaction().execute(async (trx) => {
    if (!caughtUpBuild(plan, await lockState(trx, dialect, code, wait))) return null;
    if (dialect === 'postgres') return applyNotesInOne(trx, plan);
    // Notes deleted here were committed before this statement: the scoring below, a later statement, sees their writes.
    const noted = await trx
      .deleteFrom(DIRTY_TABLE)
      .where('Scheme', '=', code)
      .where('Rid', 'in', trx.selectFrom(DIRTY_TABLE).select('Rid').where('Scheme', '=', code).limit(NOTES_PER_STEP))
      .returning('Rid')
      .execute();
    if (noted.length === 0) return { taken: 0, appended: 0 };
    const rids = [...new Set(noted.map((row) => row.Rid))];
    const sums = new SumLedger();
    const old = await trx
      .deleteFrom(FACT_TABLE)
      .where('Scheme', '=', code)
      .where('Rid', 'in', rids)
      .returning([...FACT_COLUMNS])
      .execute();
    for (const row of old) sums.add(row, -1);
    await trx
      .insertInto(FACT_TABLE)
      .columns([...FACT_COLUMNS])
      .expression(factsOf(plan, dialect, sourceIds(plan.source.name, rids)))
      .execute();
    const now = await trx
      .selectFrom(FACT_TABLE)
      .select([...FACT_COLUMNS])
      .where('Scheme', '=', code)
      .where('Rid', 'in', rids)
      .execute();
    for (const row of now) sums.add(row, 1);
    return { taken: noted.length, appended: await sums.write(trx, code) };
  });
}

/** What a step of notes did: the notes it took, the rows it added to the sums. */
interface Applied {
  taken: number;
  appended: number;
}

/**
 * PostgreSQL: applyNotes' step in one statement — the notes out, the old facts out, the new in, the difference added
 * to the sums — instead of five. Under load each round trip waits its turn on the event loop and on the database's
 * cores: the steps before a score read were most of its time (D-PERF-34s). The parts share the statement's snapshot,
 * so the notes taken name writes committed before it, which the scoring sees; the old facts deleted are not the ones
 * inserted (those are not in the snapshot); ScoreFactSum is a ledger without unique keys, so the order in which
 * PostgreSQL runs the parts does not matter.
 */
async function applyNotesInOne(trx: Db, plan: ScorePlan): Promise<Applied> {
  const code = plan.scheme.Code;
  const facts = sql.table(FACT_TABLE);
  const notes = sql.table(DIRTY_TABLE);
  const columns = sql.join(FACT_COLUMNS.map((column) => sql.ref(column)));
  const key = SUM_KEY_COLUMNS;
  const noted = sql`select ${sql.ref('Id')} from ${sql.table(plan.source.name)} where ${sql.ref('Id')} in (select "Rid" from noted)`;
  const statement = sql<{ taken: string | number; appended: string | number }>`with
    noted as (delete from ${notes} where "Scheme" = ${code}
      and "Rid" in (select "Rid" from ${notes} where "Scheme" = ${code} limit ${sql.lit(NOTES_PER_STEP)}) returning "Rid"),
    gone as (delete from ${facts} where "Scheme" = ${code} and "Rid" in (select "Rid" from noted) returning ${columns}),
    added as (insert into ${facts} (${columns}) ${factsOf(plan, 'postgres', noted)} returning ${columns}),
    delta as (select ${key}, -1 as c, -"Pts" as p from gone union all select ${key}, 1 as c, "Pts" as p from added),
    summed as (insert into ${sql.table(SUM_TABLE)} ("Scheme", ${key}, "Cnt", "Pts")
      select ${code}, ${key}, sum(c), sum(p) from delta group by ${key} having sum(c) <> 0 or sum(p) <> 0 returning 1)
    select count(*) as taken, (select count(*) from summed) as appended from noted`;
  const { rows } = await writingTables([DIRTY_TABLE, FACT_TABLE, SUM_TABLE], statement).execute(trx);
  return { taken: Number(rows[0]?.taken ?? 0), appended: Number(rows[0]?.appended ?? 0) };
}

/**
 * A step that took fewer notes than it could took every note there was when it ran: every write committed before it is
 * in the facts. Going on until no note is left never ended while people kept saving (each step of a few notes took
 * 300 ms on a loaded machine, and new notes came in meanwhile: a ranking waited 20 s for a catch-up chasing them).
 */
const tookEveryNote = (applied: Applied): boolean => applied.taken < NOTES_PER_STEP;

/** Told the rows each step added to a scheme's sums (openScoreFacts adds them up to know when to compact). */
type OnAppended = (rows: number) => void;

/** In the background: the notes applied, or the scheme built whole, until no step is needed for what was noted. */
async function refreshScheme(
  db: Db,
  dialect: DialectName,
  statistics: HeavyReads,
  plan: ScorePlan,
  signal: BuildSignal,
  onAppended: OnAppended,
): Promise<void> {
  while (!signal.stopping) {
    const applied = await applyNotes(db, dialect, plan);
    if (applied !== null) onAppended(applied.appended);
    if (applied !== null && tookEveryNote(applied)) return;
    if (applied === null) {
      if (dialect === 'postgres') await buildInOne(db, plan, signal);
      // Another instance builds it: its end is seen by the next look (buildStale).
      else if (!(await buildInSteps(db, statistics, plan, signal))) return;
    }
    await nextTurn();
  }
}

/**
 * Before a read: the notes of the writes committed before it applied (it runs after the read's call: SerialRuns);
 * false when the scheme must be built whole (left to the background).
 */
async function catchUp(db: Db, dialect: DialectName, plan: ScorePlan, onAppended: OnAppended): Promise<boolean> {
  for (;;) {
    let applied: Applied | null;
    try {
      applied = await applyNotes(db, dialect, plan, false);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE) return false;
      throw error;
    }
    if (applied === null) return false;
    onAppended(applied.appended);
    if (tookEveryNote(applied)) return true;
    await nextTurn();
  }
}

/**
 * A scheme's sums added up again to one row per key (the ledger's rows of a key added together; keys adding up to
 * nothing left out), in one transaction under the scheme's lock, so no read sees half of it and no catch-up adds to
 * rows being replaced. PostgreSQL: one statement; SQLite: the rows there were when it began added up and appended,
 * then those rows deleted. Nothing when the scheme is not built (its build writes one row per key anyway).
 */
async function compactSums(db: Db, dialect: DialectName, plan: ScorePlan): Promise<void> {
  const code = plan.scheme.Code;
  const sums = sql.table(SUM_TABLE);
  await db.transaction().execute(async (trx) => {
    if (!isBuilt(plan, await lockState(trx, dialect, code))) return;
    if (dialect === 'postgres') {
      await writingTables(
        [SUM_TABLE],
        sql`with gone as (delete from ${sums} where "Scheme" = ${code} returning *)
          insert into ${sums} ("Scheme", ${SUM_KEY_COLUMNS}, "Cnt", "Pts")
          select ${code}, ${SUM_KEY_COLUMNS}, sum("Cnt"), sum("Pts") from gone group by ${SUM_KEY_COLUMNS}
          having sum("Cnt") <> 0 or sum("Pts") <> 0`,
      ).execute(trx);
      return;
    }
    const [newest] = (await sql<{ top: number | null }>`select max(rowid) as top from ${sums} where "Scheme" = ${code}`.execute(trx)).rows;
    if (newest?.top === null || newest?.top === undefined) return;
    const old = sql`"Scheme" = ${code} and rowid <= ${newest.top}`;
    await trx
      .insertInto(SUM_TABLE)
      .columns(['Scheme', 'Pid', 'Yr', 'Dept', 'Category', 'Cnt', 'Pts'])
      .expression(
        sql`select ${code}, ${SUM_KEY_COLUMNS}, sum("Cnt"), sum("Pts") from ${sums} where ${old}
          group by ${SUM_KEY_COLUMNS} having sum("Cnt") <> 0 or sum("Pts") <> 0`,
      )
      .execute();
    await trx.deleteFrom(SUM_TABLE).where(sql<SqlBool>`${old}`).execute();
  });
}

/** A scheme's sums: its rows and its keys (one statement; at the first look after a start). */
async function ledgerRows(db: Db, code: string): Promise<{ rows: number; keys: number }> {
  const sums = sql.table(SUM_TABLE);
  const [row] = (
    await sql<{ n_rows: number | string; n_keys: number | string }>`select
      (select count(*) from ${sums} where "Scheme" = ${code}) as n_rows,
      (select count(*) from (select 1 as one from ${sums} where "Scheme" = ${code} group by ${SUM_KEY_COLUMNS}) k) as n_keys`.execute(db)
  ).rows;
  return { rows: Number(row?.n_rows ?? 0), keys: Number(row?.n_keys ?? 0) };
}

export interface ScoreFacts {
  /**
   * Every given scheme's facts as of now (the writes committed before the call). Answers the schemes that need a
   * whole build instead: scheduled in the background, not waited for (the caller reads without the facts or says
   * they are being prepared). Past `budgetMs` (the noted records of many writes) the caller gets the statistics'
   * Chinese 504 and the refresh goes on by itself.
   */
  refresh(plans: readonly ScorePlan[], budgetMs: number): Promise<ScorePlan[]>;
  /**
   * Schedules the whole build of every scheme unbuilt, built for another version, or noted past WHOLE_BUILD_AT (a bulk
   * load while running): after the server is ready, then now and then.
   */
  buildStale(): Promise<void>;
}

const buildKey = (code: string): string => `score:${code}`;
const compactKey = (code: string): string => `score-sums:${code}`;

/** At start: the tables, a state row per scheme (so a rule write always finds one to mark), the triggers. */
export async function openScoreFacts(
  db: Db,
  dialect: DialectName,
  statistics: HeavyReads,
  plans: readonly ScorePlan[],
  builds: BackgroundBuilds,
): Promise<ScoreFacts> {
  await withStartupLock(db, dialect, async () => {
    await createScoreFactTables(db, dialect);
    for (const plan of plans) {
      const present = await db.selectFrom(STATE_TABLE).select('Scheme').where('Scheme', '=', plan.scheme.Code).executeTakeFirst();
      if (!present) await db.insertInto(STATE_TABLE).values({ Scheme: plan.scheme.Code, Hash: '', Built: 0 }).execute();
    }
  });
  const unnoted = await syncScoreFactTriggers(db, dialect, plans);
  const rebuild = unnoted === null ? plans.map((plan) => plan.scheme.Code) : [...unnoted];
  if (rebuild.length > 0) await db.updateTable(STATE_TABLE).set({ Built: 0 }).where('Scheme', 'in', rebuild).execute();
  const hashes = new Map(plans.map((plan) => [plan.scheme.Code, schemeHash(plan)]));
  /** One refresh of a scheme at a time in this process; reads share the catch-up that has not started yet. */
  const runs = new SerialRuns();
  /** Per scheme, the rows added to its sums since they were last added up (or since the start: see buildStale). */
  const appended = new Map<string, number>();
  const compactInBackground = (plan: ScorePlan): void => {
    appended.set(plan.scheme.Code, 0);
    builds.schedule(compactKey(plan.scheme.Code), () => runs.queue(plan.scheme.Code, () => compactSums(db, dialect, plan)));
  };
  const onAppended =
    (plan: ScorePlan): OnAppended =>
    (rows) => {
      const total = (appended.get(plan.scheme.Code) ?? 0) + rows;
      appended.set(plan.scheme.Code, total);
      if (total >= sumLedgerLimits.compactAfterRows) compactInBackground(plan);
    };
  const buildInBackground = (plan: ScorePlan): void =>
    builds.schedule(buildKey(plan.scheme.Code), (signal) =>
      runs.queue(plan.scheme.Code, () => refreshScheme(db, dialect, statistics, plan, signal, onAppended(plan))),
    );
  /** The ledgers are looked at once after a start: what the instances before this one added is not counted here. */
  let ledgersLooked = false;

  const upToDate = async (): Promise<Set<string>> =>
    new Set((await statesAndNotes(db)).filter((s) => s.Built === 1 && s.Hash === hashes.get(s.Scheme) && !s.noted).map((s) => s.Scheme));

  return {
    async refresh(wanted, budgetMs) {
      const fresh = await upToDate();
      const unready: ScorePlan[] = [];
      const work = Promise.all(
        wanted
          .filter((plan) => !fresh.has(plan.scheme.Code))
          .map(async (plan) => {
            // Being built: not waited for (the build's queue would hold the read for minutes).
            const ready =
              !builds.has(buildKey(plan.scheme.Code)) && (await runs.joinNext(plan.scheme.Code, () => catchUp(db, dialect, plan, onAppended(plan))));
            if (ready) return;
            unready.push(plan);
            buildInBackground(plan);
          }),
      );
      work.catch(() => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const overdue = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new HttpError(504, HEAVY_READ_MESSAGES.timedOut(Math.round(budgetMs / 1000)))), budgetMs);
      });
      try {
        await Promise.race([work, overdue]);
      } finally {
        clearTimeout(timer);
      }
      return unready;
    },
    async buildStale() {
      const states = new Map((await db.selectFrom(STATE_TABLE).select(['Scheme', 'Hash', 'Built']).execute()).map((s) => [s.Scheme, s]));
      for (const plan of plans) {
        const code = plan.scheme.Code;
        if (builds.has(buildKey(code))) continue;
        if (!isBuilt(plan, states.get(code)) || (await manyNotes(db, code))) buildInBackground(plan);
        else if (!ledgersLooked && !builds.has(compactKey(code))) {
          const ledger = await ledgerRows(db, code);
          if (ledger.rows - ledger.keys >= sumLedgerLimits.compactAfterRows) compactInBackground(plan);
        }
      }
      ledgersLooked = true;
    },
  };
}
