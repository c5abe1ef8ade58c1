import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { Notice } from '../../providers/http/types';
import type { ListColumn } from '../../core/adapter/listColumns';
import type { SheetRows } from './exportSheet';

/**
 * What the page sends the export worker: where the list is and how it is filtered and sorted, the column model, and
 * what the worker's HTTP client needs to call the API as the page would (the public key, the page's address for a
 * login redirect). The worker fetches every page itself: 100,000 records never pass through the page's memory.
 */
export interface ListExportStart {
  baseUrl: string;
  listUrl: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  columns: ListColumn[];
  publicKey: string | null;
  currentUrl: string;
  lastUrl: string;
}

/** A sheet the page has already (a report's table as shown): the worker only writes it, with the one xlsx writer. */
export interface SheetExportStart {
  sheet: SheetRows;
}

export type ExportStart = ListExportStart | SheetExportStart;

/** What the worker tells the page, in order: progress per page, the HTTP layer's notices, then done or failed. */
export type ExportEvent =
  | { type: 'progress'; fetched: number; total: number }
  | { type: 'writing'; rows: number }
  | { type: 'notice'; notice: Notice }
  | { type: 'navigate'; to: string }
  // A Blob passes between threads as a handle: the 50 MB of a large workbook are never copied on the page's thread.
  | { type: 'done'; file: Blob; rowCount: number }
  | { type: 'failed'; message: string };

export type { SheetRows };
