import type { ApiRecord } from '../../providers/contract/types';
import type { ListColumn } from '../list/listColumns';
import type { SheetRows } from './exportSheet';

/** What the page sends the export worker: the column model and every fetched record. */
export interface ExportRequest {
  columns: ListColumn[];
  records: ApiRecord[];
}

/** What the worker answers: the workbook bytes, or why it could not write them. */
export type ExportResponse = { ok: true; bytes: ArrayBuffer; rowCount: number } | { ok: false; message: string };

export type { SheetRows };
