/** Records and the list call `POST /api/{M}/List`: PagePara in, `{ Total, Data }` out. */

export type Compare = '==' | '!=' | '>' | '>=' | '<' | '<=' | '$' | 'in';
export const COMPARES: readonly Compare[] = ['==', '!=', '>', '>=', '<', '<=', '$', 'in'];

export interface PageFilter {
  /** A field name; with Compare `$` several names joined by `;` (OR-ed). */
  Name: string;
  Compare: Compare;
  Value: string | number | boolean | null;
}

/** The list call's body: its type is its schema's (wire/listBody.ts), which the server validates. */
export type { PagePara } from './wire/listBody.js';

/** The most rows one list call answers; a bigger PageSize is cut to this, so an unpaged read pages through. */
export const MAX_PAGE_SIZE = 1000;

/** Rows per page when the caller names none. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Bounds of a PagePara the server answers with 400 beyond (SH-HTTP-3): far above what a screen sends, low enough that
 * no request reaches a database limit (SQLite's 32,766 bound values, its 50,000-byte LIKE pattern, bigint offsets).
 */
/** The highest page number: a billion rows at the biggest page size. */
export const MAX_PAGE_INDEX = 1_000_000;
/** Filters in one PagePara (a filter form has one per field). */
export const MAX_LIST_FILTERS = 100;
/** Values of one `in` filter: one page of ids (Refine's getMany asks for a page's related rows at once). */
export const MAX_IN_VALUES = MAX_PAGE_SIZE;
/** Values bound by all filters together (each `in` item, each `$` field, each plain value). */
export const MAX_LIST_VALUES = 2 * MAX_IN_VALUES;
/** Characters of one filter value, one `in` item or the KeyWord. */
export const MAX_FILTER_VALUE_LENGTH = 1000;

export interface PageResult<T = ApiRecord> {
  Total: number;
  Data: T[];
  /**
   * The count of a keyword search stopped at MAX_COUNTED_MATCHES: Total is that many and there are more (the pager
   * says `10000+`). Absent when Total is exact (the institute's server always counts).
   */
  TotalCapped?: boolean;
}

/** A keyword search counts its matches up to this many (counting 400,000 matches row by row took seconds). */
export const MAX_COUNTED_MATCHES = 10_000;

/** A record as the API carries it: PascalCase fields, string ids, related objects beside their `X_Id`. */
export type ApiRecord = Record<string, unknown> & { Id?: string };
