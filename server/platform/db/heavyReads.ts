/**
 * Statistics — reports, score lists, rankings, one person's results, the 三名工程 tree — read whole tables. Run on the
 * server's SQLite connection, one would hold the event loop for seconds and every other request would wait behind it
 * (the figures: D-FIG-40 in docs/design.md). So every such read goes through
 * here (D-SEC-14):
 * - off the event loop: on SQLite a worker thread of its own (a pool apart from the list pages' workers, so a long
 *   statistic never queues a list page behind it); on PostgreSQL in the database, on a pooled connection;
 * - a few at a time (a gate: on SQLite one per worker, on PostgreSQL two of the pool's connections), a bounded queue
 *   behind them: beyond it, or still waiting at the deadline, 429 统计查询较多,请稍后再试;
 * - within a time budget (STATISTICS_TIMEOUT_SECONDS, queueing included): past it the statement is stopped — the
 *   SQLite worker ended and replaced, PostgreSQL's statement_timeout — and the caller gets 504 with what to do. A
 *   SQLite worker stops only once its statement returns (better-sqlite3 cannot interrupt one), so the stopped read
 *   keeps its place at the gate until then: a runaway never runs beside a new statistic.
 */
import { sql, type RawBuilder } from 'kysely';
import { ConcurrencyGate, GateDeadlineError, GateFullError } from '../concurrencyGate.js';
import { HttpError } from '../http/httpError.js';
import { sqliteConnectionOf } from './rawSqlite.js';
import { defaultReadPoolSize, ReadTimeoutError, startSqliteReadPool, type SqliteReadPool } from './sqliteReadPool.js';
import type { Db, DialectName } from './types.js';

/** Default budget of one statistics read, waiting included (STATISTICS_TIMEOUT_SECONDS). */
export const DEFAULT_STATISTICS_TIMEOUT_SECONDS = 20;
/** Statistics reads on PostgreSQL at once: two of the pool's connections (DATABASE_POOL_SIZE, default 10). */
const POSTGRES_AT_ONCE = 2;
/**
 * Statistics reads waiting for a place; more are refused at once. Waiting within the budget beats an error: with 200
 * people at once (a tenth of them leaders opening scores and reports) 16 places were full on a busy machine and
 * people were told 统计查询较多 for a wait of a second or two. Each waiting read is a few hundred bytes; the budget
 * still ends every wait.
 */
const MAX_WAITING = 64;
/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

export const HEAVY_READ_MESSAGES = {
  busy: '统计查询较多,请稍后再试',
  timedOut: (seconds: number) => `统计查询超过 ${seconds} 秒仍未完成,已停止,请缩小年度或筛选范围后重试`,
} as const;

/** STATISTICS_TIMEOUT_SECONDS: 1 to 600 seconds; unset is the default. */
export function readStatisticsTimeoutSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_STATISTICS_TIMEOUT_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) throw new Error('STATISTICS_TIMEOUT_SECONDS 无效:应为 1 到 600 的整数(秒)');
  return seconds;
}

export interface HeavyReads {
  /** A statistics query's rows, read off the event loop within the budget; 429/504 in Chinese when it cannot be. */
  rows<R>(query: RawBuilder<R>): Promise<R[]>;
  /**
   * A statistic's bounded lookup — rows read by their primary keys, at most a page's worth — which needs neither the
   * gate nor the budget on PostgreSQL (a pooled connection, no transaction): queued behind the gate's whole-table
   * reads, a person's page of scores waited once per scheme for what takes a millisecond. On SQLite still a read
   * thread's (off the event loop), through the gate.
   */
  lookup<R>(query: RawBuilder<R>): Promise<R[]>;
  /** The time a read may take from its arrival (STATISTICS_TIMEOUT_SECONDS), for work a statistic waits on. */
  readonly budgetMs: number;
  close(): Promise<void>;
}

const isCanceled = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === QUERY_CANCELED;

/** Over the server's handle `db`; `budgetMs` is the time a read may take from its arrival. */
export function openHeavyReads(db: Db, dialect: DialectName, budgetMs: number): HeavyReads {
  const sqlite = dialect === 'sqlite' ? sqliteConnectionOf(db) : undefined;
  const pool: SqliteReadPool | null = sqlite ? startSqliteReadPool(sqlite.name, defaultReadPoolSize(), 'SQLite 统计线程') : null;
  const gate = new ConcurrencyGate(pool ? defaultReadPoolSize() : POSTGRES_AT_ONCE, MAX_WAITING);
  const timedOut = () => new HttpError(504, HEAVY_READ_MESSAGES.timedOut(Math.round(budgetMs / 1000)));

  const readOn = async <R>(query: RawBuilder<R>, deadline: number): Promise<R[]> => {
    const left = Math.max(1, deadline - Date.now());
    if (pool) {
      const compiled = query.compile(db);
      return (await pool.read(compiled.sql, compiled.parameters, left)) as R[];
    }
    if (dialect === 'postgres') {
      return db.transaction().execute(async (trx) => {
        // Local to this transaction: the pooled connection goes back without it.
        await sql`select set_config('statement_timeout', ${String(left)}, true)`.execute(trx);
        return (await query.execute(trx)).rows;
      });
    }
    // A SQLite handle opened elsewhere than database.ts (none in the server): Kysely's own connection.
    return (await query.execute(db)).rows;
  };

  return {
    budgetMs,
    async rows(query) {
      const deadline = Date.now() + budgetMs;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        // The answer goes at the deadline; the read keeps its place at the gate until its statement has really
        // stopped (a SQLite worker ends only once the statement returns), so runaways never pile up.
        let started = false;
        const overdue = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(started ? new ReadTimeoutError(budgetMs) : new GateDeadlineError()), budgetMs);
        });
        const read = gate.run(() => {
          started = true;
          return readOn(query, deadline);
        }, deadline);
        read.catch(() => undefined);
        return await Promise.race([read, overdue]);
      } catch (error) {
        // Never started: the others took the time (busy); started: this one did (too much asked of it).
        if (error instanceof GateFullError || error instanceof GateDeadlineError) throw new HttpError(429, HEAVY_READ_MESSAGES.busy);
        if (error instanceof ReadTimeoutError || isCanceled(error)) throw timedOut();
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async lookup(query) {
      if (dialect === 'postgres') return (await query.execute(db)).rows;
      return this.rows(query);
    },
    close: async () => pool?.close(),
  };
}
