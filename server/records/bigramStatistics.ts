/**
 * PostgreSQL: the statistics ANALYZE keeps of a module's CJK index (keywordIndex.ts) — its most common bigrams and the
 * share of rows holding each (`pg_stats.most_common_elems` of the index's expression) — read for keywordEstimate.ts's
 * `rareByStatistics`, kept a minute per table (they change only when the table is analysed again). Null where there are
 * none yet (an index never analysed): the keyword is sampled as before.
 */
import { sql } from 'kysely';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db } from '../platform/db/types.js';
import type { BigramStatistics } from './keywordEstimate.js';
import { cjkIndexName } from './keywordIndex.js';
import { keptPerTable } from './keptPerTable.js';

const keptStatistics = keptPerTable<BigramStatistics | null>(60_000);

export function bigramStatistics(db: Db, module: CatalogueModule): Promise<BigramStatistics | null> {
  return keptStatistics(db, module.name, () => readBigramStatistics(db, module).catch(() => null));
}

async function readBigramStatistics(db: Db, module: CatalogueModule): Promise<BigramStatistics | null> {
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null }>`
    select most_common_elems::text::text[] as ${sql.ref('elems')}, most_common_elem_freqs as ${sql.ref('freqs')}
    from pg_stats where schemaname = current_schema() and tablename = ${cjkIndexName(module)}`.execute(db);
  const { elems, freqs } = rows[0] ?? {};
  // The shares of the listed bigrams, then the least and the most of them and the share of null elements.
  if (!elems || !freqs || elems.length === 0 || freqs.length < elems.length + 2) return null;
  const shares = new Map(elems.map((bigram, i) => [bigram, Number(freqs[i])]));
  const leastListed = Number(freqs[elems.length]);
  return Number.isFinite(leastListed) ? { shares, leastListed } : null;
}
