/**
 * PostgreSQL, a large table's keyword text sampled once and kept in memory (D-PERF-34i). Whether a keyword is past the
 * count's cap was asked of a fresh sample of the table's pages for every new keyword: 10–12 ms of PostgreSQL each, and
 * two samples of 10,000 rows left a keyword 1.4 times past the cap unsettled — its count then read 10,001 rows from
 * the heap, 80–190 ms. An unfiltered list (the keyword its only condition) now asks a sample of 40,000 rows' keyword
 * text drawn once per table (~150 ms of PostgreSQL at a million rows) and kept KEPT_MS: a search of a few megabytes
 * of text in memory, ~2 ms, wide enough to settle such a keyword. Lists with filters or a data scope keep the per-list sample of the database (their
 * conditions are SQL).
 *
 * The sample holds each sampled row's keyword fields joined by FIELD_SEPARATOR, rows joined by ROW_SEPARATOR, each
 * row cut to MAX_ROW_CHARS: a cut row can only hide a match, so the estimate errs low — towards counting, never
 * towards a "10,000+" the table does not have. Only a keyword that LIKE compares byte for byte (no letter with a
 * case, no control character) is searched here: `includes` is then exactly LIKE's `%keyword%` on a field.
 */
import { sql } from 'kysely';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db } from '../platform/db/types.js';
import { likeOperator } from '../platform/db/containsText.js';
import { keywordFields, keywordIndexName } from './keywordIndex.js';

/** Rows a kept sample aims at. */
export const MEMORY_SAMPLE_ROWS = 40_000;
/** A row's keyword text kept at most (40,000 rows: ≤ 10 M characters; ~2.7 M for the demo's papers, ~5 MB). */
export const MAX_ROW_CHARS = 256;
/** A kept sample serves this long, then is drawn again while the old one still answers. */
export const KEPT_MS = 10 * 60_000;

const FIELD_SEPARATOR = '\u0001';
const ROW_SEPARATOR = '\u0002';

/** A table's sample: its rows' keyword text and how many rows were drawn. */
export interface KeywordTextSample {
  text: string;
  rows: number;
}

/** Whether `includes` answers the keyword as PostgreSQL's LIKE does: no cased letter (ILIKE), no control character. */
export function searchableInSample(keyWord: string): boolean {
  return keyWord !== '' && likeOperator(keyWord, 'postgres') === 'like' && !/[\u0000-\u001f]/.test(keyWord);
}

/** Rows of the sample holding the keyword (each row once, however often it holds it). Pure. */
export function rowsContaining(sample: KeywordTextSample, keyWord: string): number {
  const { text } = sample;
  let matched = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(keyWord, from);
    if (at < 0) return matched;
    matched += 1;
    const end = text.indexOf(ROW_SEPARATOR, at + keyWord.length);
    if (end < 0) return matched;
    from = end + 1;
  }
}

interface Kept {
  at: number;
  sample: Promise<KeywordTextSample | null>;
  /** The last sample drawn, answering while a newer one is drawn. */
  ready: KeywordTextSample | null;
}

const kept = new WeakMap<Db, Map<string, Kept>>();

/** The percentage of pages drawn for about MEMORY_SAMPLE_ROWS rows of a table of `tableRows`. */
export function memorySamplePercent(tableRows: number): number {
  return Math.min(100, (MEMORY_SAMPLE_ROWS / Math.max(1, tableRows)) * 100);
}

/**
 * The table's kept sample, drawn at the first ask and again after KEPT_MS (the old one answering meanwhile); null
 * when it cannot be drawn (the caller samples the database as before).
 */
export async function keywordTextSample(db: Db, module: CatalogueModule, tableRows: number): Promise<KeywordTextSample | null> {
  let tables = kept.get(db);
  if (!tables) kept.set(db, (tables = new Map()));
  const now = Date.now();
  // Named as the keyword index is: a module version searching other fields draws a sample of its own.
  const name = keywordIndexName(module);
  const entry = tables.get(name);
  if (entry && now - entry.at < KEPT_MS) return entry.ready ?? entry.sample;
  const next: Kept = { at: now, ready: entry?.ready ?? null, sample: drawSample(db, module, tableRows).catch(() => null) };
  tables.set(name, next);
  void next.sample.then((sample) => {
    if (sample) next.ready = sample;
  });
  return next.ready ?? next.sample;
}

/** One statement: PostgreSQL joins the rows, so one text value crosses the wire instead of 40,000 rows. */
async function drawSample(db: Db, module: CatalogueModule, tableRows: number): Promise<KeywordTextSample | null> {
  const fields = keywordFields(module).map((field) => sql.ref(field.Name));
  if (fields.length === 0) return null;
  const percent = memorySamplePercent(tableRows);
  const { rows } = await db.executeQuery(
    sql<{ text: string | null; n: unknown }>`
    select string_agg(left(concat_ws(${FIELD_SEPARATOR}, ${sql.join(fields)}), ${MAX_ROW_CHARS}), ${ROW_SEPARATOR}) as ${sql.ref('text')},
      count(*) as ${sql.ref('n')}
    from ${sql.table(module.name)} tablesample system (${sql.raw(percent.toFixed(6))})`.compile(db),
  );
  const drawn = Number(rows[0]?.n ?? 0);
  return { text: rows[0]?.text ?? '', rows: drawn };
}
