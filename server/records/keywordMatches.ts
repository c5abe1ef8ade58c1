/**
 * A keyword's matches kept between pages (D-PERF-16h). Every page of a keyword search read the same matches again:
 * PostgreSQL's trigram index offers candidates in no order, so a page fetched and checked all of them (the cost that
 * capped a keyword search under load), and a total was counted beside. Now a list whose keyword the keyword index
 * narrows reads the Ids of its matches once, in the list's order (at most MAX_KEPT_MATCHES of them), and keeps them
 * while the table is not written (generationCache.ts: exact on SQLite, and on PostgreSQL while other instances' writes
 * are heard). A page is then its slice of those Ids, its rows looked up by Id, and the total their count. A keyword
 * with more matches than that is common: its first rows come soon in the list's own order, so it is paged as before
 * (keywordProbe.ts). The kept Ids name the rows the same conditions reach (filters, keyword, ownership, read scope are
 * all in the key), so the page is the one the query would give.
 */
import type { Row } from '../platform/db/types.js';

/**
 * Matches kept for one list at most: 500 pages of ten. An Id costs ~60 bytes kept, so a full list ~0.3 MB and all of
 * them (MAX_MATCH_LISTS) ~20 MB at worst.
 */
export const MAX_KEPT_MATCHES = 5_000;

/** Keyword lists kept at once (module, filters, keyword, scope, order); the oldest kept go first. */
export const MAX_MATCH_LISTS = 64;

/** The Ids of the page at `offset`. Pure. */
export function pageOfMatches(ids: readonly string[], offset: number, pageSize: number): string[] {
  return ids.slice(offset, offset + pageSize);
}

/**
 * The rows in the order of `ids` (a lookup by Id returns them in any order). An Id whose row is gone (deleted while
 * its page was read: the next page reads the matches again) is left out. Pure.
 */
export function inOrderOf(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map<string, Row>(rows.map((row) => [String(row.Id), row]));
  const ordered: Row[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) ordered.push(row);
  }
  return ordered;
}
