/** Records and the list call `POST /api/{M}/List`: PagePara in, `{ Total, Data }` out. */

export type Compare = '==' | '!=' | '>' | '>=' | '<' | '<=' | '$' | 'in';
export const COMPARES: readonly Compare[] = ['==', '!=', '>', '>=', '<', '<=', '$', 'in'];

export interface PageFilter {
  /** A field name; with Compare `$` several names joined by `;` (OR-ed). */
  Name: string;
  Compare: Compare;
  Value: string | number | boolean | null;
}

export interface PagePara {
  PageIndex?: number;
  PageSize?: number;
  Condition?: {
    KeyWord?: string;
    Filters?: PageFilter[];
  };
  SortInfo?: {
    Name: string;
    Mode: 'asc' | 'desc';
  };
}

/** The most rows one list call answers; a bigger PageSize is cut to this, so an unpaged read pages through. */
export const MAX_PAGE_SIZE = 1000;

/** Rows per page when the caller names none. */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageResult<T = ApiRecord> {
  Total: number;
  Data: T[];
}

/** A record as the API carries it: PascalCase fields, string ids, related objects beside their `X_Id`. */
export type ApiRecord = Record<string, unknown> & { Id?: string };
