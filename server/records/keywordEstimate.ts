/**
 * PostgreSQL, a common keyword's total (D-PERF-34b). A keyword search counts its matches up to MAX_COUNTED_MATCHES;
 * on PostgreSQL that count reads every match the bigram or trigram index offers, row by row, until it has enough — for
 * a keyword in one title of fifty at a million rows, ten thousand rows fetched and checked. Where the table is large,
 * a sample of its pages (TABLESAMPLE SYSTEM) is checked with the plain conditions first; when even the sample's lower
 * bound puts the matches well past the cap, the total is the cap ("10000+"), as the count would have said. Otherwise
 * the count runs as before. Pure: the sample's size and the decision.
 */

/** Below this many rows a table is counted as before (the count is quick, and tests compare it with the plain query). */
export const SAMPLED_TABLE_ROWS = 100_000;
/** Rows a sample aims at: enough that a keyword past the cap shows itself by a few hundred matches. */
export const SAMPLE_ROWS = 10_000;
/** Standard deviations below the sample's estimate that must still be past the cap (pages, not rows, are drawn). */
const CONFIDENCE_SIGMAS = 4;
/** Fewer sampled rows than this decide nothing (a table much smaller than its statistics said). */
const MIN_SAMPLED_ROWS = 1_000;

/** The percentage of the table's pages to sample for about SAMPLE_ROWS rows, or null when the table is counted as before. */
export function samplePercent(tableRows: number): number | null {
  if (!Number.isFinite(tableRows) || tableRows < SAMPLED_TABLE_ROWS) return null;
  return Math.min(100, (SAMPLE_ROWS / tableRows) * 100);
}

/**
 * Whether a sample of `sampled` rows out of about `tableRows`, `matched` of them matching, shows more than `cap`
 * matches in the table at a confidence of CONFIDENCE_SIGMAS (binomial, its spread widened by the pages drawn whole).
 */
export function sampleShowsMoreThan(matched: number, sampled: number, tableRows: number, cap: number): boolean {
  if (sampled < MIN_SAMPLED_ROWS || matched <= 0) return false;
  const lowest = matched - CONFIDENCE_SIGMAS * Math.sqrt(matched);
  return (lowest / sampled) * tableRows > cap;
}

/**
 * Whether a second sample of the same size is worth drawing: the first puts the matches past the cap but not surely
 * (a keyword in one title of seventy at a million rows: ~140 of 10,000 sampled, 92 at four sigmas below). Without it
 * the count read 10,001 matches through the index, 55–115 ms; a second sample costs about 12 ms, and the two together
 * (20,000 rows) settle a keyword whose matches are a third or more past the cap.
 */
export function worthAnotherSample(matched: number, sampled: number, tableRows: number, cap: number): boolean {
  if (sampled < MIN_SAMPLED_ROWS || matched <= 0) return false;
  return (matched / sampled) * tableRows > cap && !sampleShowsMoreThan(matched, sampled, tableRows, cap);
}

/**
 * A keyword in at least this share of a sample is read in the list's order with the plain LIKE: its first page comes
 * within a few thousand rows of the order's index, where through the keyword index all its matches are sorted.
 */
export const IN_ORDER_SHARE = 0.005;

/** Whether a sample's share of matches makes walking the list's order the cheaper read. */
export function readsInOrder(matched: number, sampled: number): boolean {
  return sampled >= MIN_SAMPLED_ROWS && matched / sampled >= IN_ORDER_SHARE;
}

/**
 * What PostgreSQL's statistics of the CJK index say of its bigrams (`pg_stats.most_common_elems` of the index's
 * expression: the bigrams in the most rows, with the share of rows holding each, from ANALYZE's sample of the table).
 * A bigram not listed is in fewer rows than the least listed one.
 */
export interface BigramStatistics {
  shares: ReadonlyMap<string, number>;
  /** The least share listed: the most a bigram not listed can hold. */
  leastListed: number;
}

/** Margin on a share from ANALYZE's sample of ~30,000 rows, and on statistics a little older than the table. */
const STATISTICS_MARGIN = 1.5;

/**
 * Whether the statistics alone show a Han keyword too rare for the sample to matter (D-PERF-34h): a row holding the
 * keyword holds each of its bigrams, so its rows are at most those of its least common bigram; when even that, with a
 * margin, is under the cap and under the share read in the list's order, the sample could only say "count them, through
 * the keyword index" — which is what follows. Filters and scopes only take rows away, so this holds for any list. Pure.
 */
export function rareByStatistics(statistics: BigramStatistics, bigrams: readonly string[], tableRows: number, cap: number): boolean {
  if (bigrams.length === 0 || !Number.isFinite(tableRows) || tableRows <= 0) return false;
  const most = Math.min(...bigrams.map((bigram) => statistics.shares.get(bigram) ?? statistics.leastListed)) * STATISTICS_MARGIN;
  return most < IN_ORDER_SHARE && most * tableRows < cap;
}

/**
 * SQLite, a keyword the trigram index cannot count alone (a Latin word with a cased letter: the index folds case as
 * Unicode does, LIKE as ASCII does, so the index may offer a row LIKE refuses — 'kelvin' finds "\u212Aelvin"). Its
 * capped count read 10,001 of the rows the index offers to check the LIKE: 70–160 ms at a million rows (D-PERF-34o).
 * Now the index's candidates are counted alone (no row read) up to CANDIDATES_COUNTED, and CANDIDATES_SAMPLED of them
 * are read and checked; when even the sample's lower bound of the LIKE's share puts the matches past the cap, the
 * total is the cap ("10000+"), as the count would have said.
 */
export const CANDIDATES_COUNTED = 30_003;
/** Candidates read and checked by the LIKE at most. */
export const CANDIDATES_SAMPLED = 256;
/** Fewer checked candidates than this decide nothing. */
const MIN_CANDIDATES_SAMPLED = 100;

/** Whether `matched` of `sampled` candidates, out of `candidates` the index offers, show more than `cap` matches. Pure. */
export function candidatesShowMoreThan(candidates: number, sampled: number, matched: number, cap: number): boolean {
  if (sampled < MIN_CANDIDATES_SAMPLED || matched <= 0) return false;
  const lowest = matched - CONFIDENCE_SIGMAS * Math.sqrt(matched);
  return (lowest / sampled) * candidates > cap;
}
