/**
 * What a score read gets while a scheme it needs is built whole (scoreFactRefresh.ts, in the background: minutes at a
 * million rows on SQLite). Two honest answers, both at once:
 * - every scheme of the call has at most DIRECT_AT source rows: the rows scored directly (scoredRows.ts), the answer
 *   the facts give once built (tests/server/scoreFacts.test.ts holds them equal), in about a second there;
 * - otherwise 503 积分数据正在准备中 with Retry-After, which the pages show. Scoring a million rows directly took the
 *   dean's list 27 s (D-FIG-39), past the 20 s budget: it would end in the 504 this replaces, after holding a
 *   statistics thread the build itself needs. Waiting for the build is minutes. The previous facts are not there to
 *   serve: a whole build starts by taking them out (a second generation of facts would be needed, D-SCORE-7).
 */
import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { HeavyReads } from '../platform/db/heavyReads.js';
import type { ScorePlan } from './scorePlan.js';

export const FACTS_PREPARING = '积分数据正在准备中,请稍后再试';
/** A build at a million rows takes minutes; asking again sooner than this only adds load. */
export const RETRY_AFTER_SECONDS = 30;
/** Source rows up to which a scheme is scored directly while its facts are built (~1 s; 1,000,000 took 27 s). */
const DIRECT_AT = 50_000;

/** Whether every scheme's table is small enough to score directly: a look at the row past DIRECT_AT, not a count. */
export async function mayScoreDirectly(statistics: HeavyReads, plans: readonly ScorePlan[]): Promise<boolean> {
  for (const plan of plans) {
    const past = await statistics.rows(sql<{ one: number }>`select 1 as one from ${sql.table(plan.source.name)} limit 1 offset ${sql.lit(DIRECT_AT)}`);
    if (past.length > 0) return false;
  }
  return true;
}

/** 503 with the Chinese message (as `{Message}`, like every error) and when to ask again. */
export function sendPreparing(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({ Message: FACTS_PREPARING });
}
