/**
 * GET /api/FlowState/Phrases?Kind= 常用语: the opinions the caller gives most for that kind of action — 通过, 退回,
 * 不通过, 转办 or 加签 — read from the histories of the instances they decided (where opinions are kept), most used
 * first, then the kind's defaults, without repeats. A reason for sending a record back is never offered to approve one.
 */
import { FLOW_DEFAULT_PHRASES, FLOW_MAX_PHRASES, FLOW_PHRASE_KINDS, type FlowPhraseKind } from '../../contract/index.js';
import type { Db } from '../platform/db/types.js';
import { badRequest } from '../platform/http/httpError.js';
import { parseHistory } from '../../core/flow/history.js';
import { FLOW_DYNAMIC_TABLE } from './flowDynamicStore.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';

/** How many of the caller's latest approval items are read: enough to know their habits, bounded whatever they did. */
const RECENT_ITEMS = 200;
/** A phrase is a short opinion; a long one is a letter, not something to pick again. */
const MAX_PHRASE_LENGTH = 100;

export const PHRASE_KIND_INVALID = '常用语类别无效,应为Approved、Returned、Refuse、Transfer或AddSigner';

/** The query's Kind (any case of the key; the value exactly, as decisions are), else a Chinese 400. */
export function readPhraseKind(query: unknown): FlowPhraseKind {
  const bag = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const key = Object.keys(bag).find((k) => k.toLowerCase() === 'kind');
  const kind = FLOW_PHRASE_KINDS.find((k) => key !== undefined && k === bag[key]);
  if (!kind) throw badRequest(PHRASE_KIND_INVALID);
  return kind;
}

/** Pure: the caller's opinions counted, most used first (ties: the more recent first), then the defaults. */
export function rankPhrases(opinions: readonly string[], defaults: readonly string[], max = FLOW_MAX_PHRASES): string[] {
  const counts = new Map<string, { n: number; last: number }>();
  opinions.forEach((raw, i) => {
    const text = raw.trim();
    if (text === '' || text.length > MAX_PHRASE_LENGTH) return;
    const seen = counts.get(text);
    counts.set(text, { n: (seen?.n ?? 0) + 1, last: i });
  });
  const mine = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || b[1].last - a[1].last).map(([text]) => text);
  return [...new Set([...mine, ...defaults])].slice(0, max);
}

/**
 * The caller's phrases of one kind. The instances read are those of their latest approval items, open or closed (each
 * of those actions is taken on such an item; 转办 closes it undecided, 加签 may leave it open); in them, only the
 * caller's own entries of that action count.
 */
export async function phrasesOf(db: Db, userId: string, kind: FlowPhraseKind): Promise<string[]> {
  const defaults = FLOW_DEFAULT_PHRASES[kind];
  const items = await db
    .selectFrom(FLOW_DYNAMIC_TABLE)
    .select(['Example_Id'])
    .where('Receiver_Id', '=', userId)
    .where('Kind', '=', 'Approve')
    .orderBy('Time', 'desc')
    .limit(RECENT_ITEMS)
    .execute();
  const ids = [...new Set(items.map((item) => item.Example_Id))];
  if (ids.length === 0) return rankPhrases([], defaults);
  const instances = await db.selectFrom(FLOW_EXAMPLE_MODULE).select(['History']).where('Id', 'in', ids).execute();
  const entries = instances
    .flatMap((instance) => parseHistory(instance.History))
    .filter((entry) => entry.User_Id === userId && entry.Step > 0 && entry.Action === kind);
  entries.sort((a, b) => String(a.Time).localeCompare(String(b.Time)));
  return rankPhrases(
    entries.map((entry) => String(entry.Opinion ?? '')),
    defaults,
  );
}
