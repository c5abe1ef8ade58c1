/**
 * A list's pages kept between calls (D-PERF-16i), as list totals are (listTotals.ts) and as MyBatis keeps a
 * mapper's results until one of its tables is written: the rows and total of a page, per module, request (filters,
 * keyword, order, page) and scope, under the table's write generation read before the rows. Any write to the table
 * through this server, another process's commit on SQLite, another instance's write heard on PostgreSQL, makes the
 * next call read again. Only while writes are seen at once (`exactOnly`): while PostgreSQL's table-write notices are
 * not heard every page is read. Most calls of a busy list are the same few pages (its first page, in its default
 * order, for everyone who opens it): reading one costs the event loop and the database on every call, answering it
 * from here next to nothing.
 *
 * Only the page a list opens on is kept (`isOpeningPage`): its first, in its default order, without a keyword — with
 * the filters its route sets. Any other page (another page number, a column's order, a keyword) is one person's and
 * rarely asked for again before the table is written; keeping those cost every call under varied requests more than
 * their few repeats saved (D-PERF-34m).
 *
 * Bounded by pages, rows per page and text per page, so the kept rows stay within a few MB whatever the tables hold.
 */
import type { CachedRead } from '../platform/db/generationCache.js';
import type { Row } from '../platform/db/types.js';
import type { ListRequest } from './pagePara.js';

/** Pages kept at most per database, all modules together; the oldest go first. */
export const MAX_KEPT_PAGES = 256;
/** Larger pages (an export's batches, a picker's "all") are read each time. */
export const MAX_KEPT_PAGE_ROWS = 50;
/** Characters of text a kept page may hold (a page of long articles is read each time). */
export const MAX_KEPT_PAGE_TEXT = 32_768;

/** A request this long (hundreds of `in` values) is read each time: kept keys stay short. */
export const MAX_KEPT_PAGE_KEY_LENGTH = 2_048;

export const LIST_PAGES: CachedRead = { name: 'list pages', maxEntries: MAX_KEPT_PAGES, exactOnly: true };

export interface ListPage {
  total: number;
  rows: Row[];
  /** The count stopped at MAX_COUNTED_MATCHES: there are more rows than `total`. */
  capped?: boolean;
}

/** Whether a page read is small enough to keep; it is frozen when kept (every later caller shares its rows). */
export function keepPage(page: ListPage): boolean {
  let text = 0;
  for (const row of page.rows) {
    for (const key in row) {
      const value = row[key];
      if (typeof value === 'string') text += value.length;
    }
    if (text > MAX_KEPT_PAGE_TEXT) return false;
  }
  for (const row of page.rows) Object.freeze(row);
  Object.freeze(page.rows);
  Object.freeze(page);
  return true;
}

/** Whether a request asks for the page a list opens on, the one kept (see above). */
export function isOpeningPage(request: ListRequest): boolean {
  return request.pageIndex === 1 && request.keyWord === '' && request.sort === null;
}

const moduleIds = new WeakMap<object, number>();
let nextModuleId = 0;

/**
 * What identifies a page: the module object (a module whose descriptors were loaded again reads its pages again: the
 * request was checked against the old ones), the request and the scope.
 */
export function pageKey(module: object, moduleName: string, request: unknown, scope: readonly unknown[]): string {
  let id = moduleIds.get(module);
  if (id === undefined) moduleIds.set(module, (id = nextModuleId++));
  return JSON.stringify([moduleName, id, request, ...scope]);
}

const notKept = new WeakSet<object>();

/** Whether pages of this database handle are kept (the default) or read on every call (benchmarks measure both). */
export function setKeepsPages(db: object, keep: boolean): void {
  if (keep) notKept.delete(db);
  else notKept.add(db);
}

export function keepsPagesOf(db: object): boolean {
  return !notKept.has(db);
}
