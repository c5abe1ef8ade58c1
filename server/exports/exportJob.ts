/**
 * Runs one server export after its request is answered (D-DOWN-3): the list's rows are read batch by batch through the
 * list API's own code (listBatch: the same conditions, owner and read scope, order and display objects), rendered
 * by the browser export's cells (core/adapter/exportCells) and appended to a streamed workbook, so only one batch is
 * in memory. The job's progress follows the rows written; the file lands in the download centre.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_SERVER_EXPORT_ROWS, type ExportSummary } from '../../contract/index.js';
import { EXPORT_SHEET_NAME, exportHeader, exportRow, exportTotals } from '../../core/adapter/exportCells.js';
import type { AppContext } from '../appContext.js';
import type { JobStore } from '../downloads/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { listBatch, type ListCursor, type RecordScope } from '../records/index.js';
import { newTempUploadPath, removeIfPresent, uploadingDir } from '../resources/index.js';
import type { ExportInput } from './exportRequest.js';
import { openXlsxWriter } from './xlsxStream.js';

/** Rows read and written at a time: the list API's largest page. */
export const EXPORT_BATCH_ROWS = 1000;

export interface ExportRun {
  module: CatalogueModule;
  input: ExportInput;
  scope: RecordScope;
  /** The rows counted when the job started (the progress's 100%). */
  total: number;
  batchRows: number;
  fileName: string;
}

export async function runExport(ctx: AppContext, jobs: JobStore, jobId: string, run: ExportRun): Promise<ExportSummary> {
  const { module, input, scope } = run;
  // A temporary file, handed to the download centre's file store once whole: the zip's directory is written last,
  // and the store (one PUT to a bucket) needs the finished file's length.
  const tempPath = await newTempUploadPath(uploadingDir(ctx.dataDir));
  const writer = await openXlsxWriter(tempPath, EXPORT_SHEET_NAME, exportHeader(input.columns));
  try {
    const totals = exportTotals(input.columns);
    let written = 0;
    let cursor: ListCursor | null = null;
    for (;;) {
      const batch = await listBatch(ctx, module, input.list, scope, run.batchRows, cursor);
      // Rows added while the export runs may pass Excel's limit: the sheet stops there.
      const records = batch.records.slice(0, MAX_SERVER_EXPORT_ROWS - written);
      const rows = records.map((record) => exportRow(input.columns, record));
      rows.forEach(totals.add);
      await writer.addRows(rows);
      written += rows.length;
      await jobs.progress(jobId, (written / Math.max(1, run.total, written)) * 99, { Rows: written });
      if (batch.records.length < run.batchRows || written >= MAX_SERVER_EXPORT_ROWS) break;
      cursor = batch.next;
      // Between batches the server answers other requests (SQLite reads block while they run).
      await nextTurn();
    }
    const total = totals.row();
    if (total) await writer.addRows([total]);
    await writer.close();
    const summary: ExportSummary = { Rows: written };
    await jobs.finish(jobId, summary, { tempPath, fileName: run.fileName });
    return summary;
  } catch (error) {
    await writer.abort();
    await removeIfPresent(tempPath);
    throw error;
  }
}
