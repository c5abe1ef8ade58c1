import type { ApiRecord } from '../../providers/contract/types';
import type { ListColumn } from '../list/listColumns';
import type { SheetRows } from './exportSheet';

/** What the page sends the export worker: the column model and every fetched record. */
export interface ExportRequest {
  columns: ListColumn[];
  records: ApiRecord[];
}

/**
 * One slice of a request as posted: copying 100,000 records into the worker in one message blocks the page for
 * about a second, so they go in slices; the worker writes once the last one has come.
 */
export interface ExportRequestSlice {
  columns: ListColumn[];
  records: ApiRecord[];
  last: boolean;
}

/** What the worker answers: the workbook bytes, or why it could not write them. */
export type ExportResponse = { ok: true; bytes: ArrayBuffer; rowCount: number } | { ok: false; message: string };

export type { SheetRows };
