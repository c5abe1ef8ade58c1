/** Large exports on the server (D-DOWN-3): POST /api/export/{module}/Start and GET /api/export/Job/{id}. */
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
export type { ExportRequest } from './wire/exportBody.js';

/** The server's answer (its schema: wire/exportBody.ts). */
export type { ExportStarted } from './wire/exportBody.js';

/** An export job's Summary once done. */
export interface ExportSummary {
  Rows: number;
}
