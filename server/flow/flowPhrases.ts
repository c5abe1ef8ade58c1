/**
 * GET /api/FlowState/Phrases 常用语: the opinions the caller gives most (read from the histories of the instances they
 * decided, where opinions are kept), most used first, then the common defaults, without repeats.
 */
import { FLOW_DEFAULT_PHRASES, FLOW_MAX_PHRASES } from '../../contract/index.js';
import type { Db } from '../platform/db/types.js';
import { parseHistory } from '../../core/flow/history.js';
import { FLOW_DYNAMIC_TABLE } from './flowDynamicStore.js';
import { FLOW_EXAMPLE_MODULE } from './flowInstance.js';

/** How many of the caller's latest decisions are read: enough to know their habits, bounded whatever they did. */
const RECENT_DECISIONS = 200;
/** A phrase is a short opinion; a long one is a letter, not something to pick again. */
const MAX_PHRASE_LENGTH = 100;

/** Pure: the caller's opinions counted, most used first (ties: the more recent first), then the defaults. */
export function rankPhrases(opinions: readonly string[], defaults: readonly string[] = FLOW_DEFAULT_PHRASES, max = FLOW_MAX_PHRASES): string[] {
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

export async function phrasesOf(db: Db, userId: string): Promise<string[]> {
  const items = await db.selectFrom(FLOW_DYNAMIC_TABLE).select(['Example_Id']).where('Receiver_Id', '=', userId)
    .where('Kind', '=', 'Approve').where('Decision', 'is not', null).orderBy('CompleteTime', 'desc').limit(RECENT_DECISIONS).execute();
  const ids = [...new Set(items.map((item) => String(item.Example_Id)))];
  if (ids.length === 0) return rankPhrases([]);
  const instances = await db.selectFrom(FLOW_EXAMPLE_MODULE).select(['History']).where('Id', 'in', ids).execute();
  const entries = instances.flatMap((instance) => parseHistory(instance.History)).filter((entry) => entry.User_Id === userId && entry.Step > 0);
  entries.sort((a, b) => String(a.Time).localeCompare(String(b.Time)));
  return rankPhrases(entries.map((entry) => String(entry.Opinion ?? '')));
}
