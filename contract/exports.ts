/** Large exports on the server (D-DOWN-3): POST /api/export/{module}/Start and GET /api/export/Job/{id}. */
import type { PagePara } from './list.js';

/**
 * Exports with more rows than this run on the server and land in the download centre; smaller ones stay in the
 * browser. The server's SERVER_EXPORT_THRESHOLD_ROWS setting overrides it (tests lower it), so the server decides.
 */
export const SERVER_EXPORT_THRESHOLD_ROWS = 200_000;

/** Excel's last row is 1,048,576: the header and the 合计 row leave this many for data. */
export const MAX_SERVER_EXPORT_ROWS = 1_048_574;

/** The most columns one export names (no module has half as many fields). */
export const MAX_EXPORT_COLUMNS = 200;

/** The list request the export dialog sends (filters, keyword, sort) and the keys of the columns it shows. */
export interface ExportRequest extends PagePara {
  Columns?: string[];
}

/**
 * The server's answer: the rows the list holds for this request, and the job exporting them when there are more
 * than the threshold (null: the browser exports them itself).
 */
export interface ExportStarted {
  JobId: string | null;
  Total: number;
  /** The threshold the server applied, for the dialog's message. */
  Threshold: number;
}

/** An export job's Summary once done. */
export interface ExportSummary {
  Rows: number;
}
