import { buildExportSheet } from './exportSheet';
import type { ExportRequest, ExportResponse } from './exportMessages';
import { writeWorkbook } from './writeWorkbook';

/** Builds and writes the workbook off the main thread: large exports must not freeze the page. */
self.onmessage = (event: MessageEvent<ExportRequest>) => {
  let response: ExportResponse;
  let transfer: Transferable[] = [];
  try {
    const rows = buildExportSheet(event.data.columns, event.data.records);
    const bytes = writeWorkbook(rows);
    response = { ok: true, bytes, rowCount: event.data.records.length };
    transfer = [bytes];
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // The worker's global is typed as a Window here (the project's lib is DOM); the transfer option is the same.
  self.postMessage(response, { transfer });
};
