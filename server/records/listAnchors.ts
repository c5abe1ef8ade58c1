/**
 * Deep pages from anchors (D-PERF-16c): a page at a deep offset walked every skipped index entry on every call (an
 * index-only scan, but its cost grows with the offset). Where a page is read, the place of the row
 * before it and of its last row are kept (listCursor.ts), per list (module, filters, keyword, scope, order) and table
 * write generation; a later deep page of that list starts from the nearest kept place at or before it (up to
 * MAX_ANCHOR_SKIP rows before) with the keyset condition and skips only the rows between — nothing for the same page
 * again or the next one, paging on. Any write
 * to the table drops them (generationCache.ts), so a place is never older than the rows it points into.
 */
import { BoundedMap } from '../platform/boundedMap.js';
import type { ListCursor } from './listCursor.js';

/** Places kept per list; the oldest kept goes first. */
export const MAX_ANCHORS_PER_LIST = 200;
/**
 * Rows a page skips past its nearest place at most (each part of the rows after a place reads skip + size of them);
 * farther, its ids are read from the index as without a place.
 */
export const MAX_ANCHOR_SKIP = 100;
/** Lists whose places are kept. */
export const MAX_ANCHORED_LISTS = 500;

/** Offset → the place of the row just before it; the least recently kept goes first. */
export type ListAnchors = BoundedMap<number, ListCursor>;

/** A list's places, none kept yet. */
export function newListAnchors(): ListAnchors {
  return new BoundedMap(MAX_ANCHORS_PER_LIST);
}

/** The kept place nearest at or before `offset`, or null. Pure. */
export function nearestAnchor(anchors: ListAnchors, offset: number): { at: number; cursor: ListCursor } | null {
  let bestAt = -1;
  let best: ListCursor | undefined;
  for (const [at, cursor] of anchors) {
    if (at <= offset && at > bestAt) {
      bestAt = at;
      best = cursor;
    }
  }
  return best === undefined ? null : { at: bestAt, cursor: best };
}

/** Keeps the place before `offset`, at most MAX_ANCHORS_PER_LIST of them. */
export function keepAnchor(anchors: ListAnchors, offset: number, cursor: ListCursor): void {
  anchors.set(offset, cursor);
}
