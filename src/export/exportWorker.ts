import { buildExportSheet } from './exportSheet';
import type { ExportRequestSlice, ExportResponse } from './exportMessages';
import type { ApiRecord } from '../../providers/contract/types';
import { writeWorkbook } from './writeWorkbook';

/** Records of the slices received so far (a worker serves one export). */
const received: ApiRecord[] = [];

/** Builds and writes the workbook off the main thread: large exports must not freeze the page. */
self.onmessage = (event: MessageEvent<ExportRequestSlice>) => {
  for (const record of event.data.records) received.push(record);
  if (!event.data.last) return;
  let response: ExportResponse;
  let transfer: Transferable[] = [];
  try {
    const rows = buildExportSheet(event.data.columns, received);
    const bytes = writeWorkbook(rows);
    response = { ok: true, bytes, rowCount: received.length };
    transfer = [bytes];
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // The worker's global is typed as a Window here (the project's lib is DOM); the transfer option is the same.
  self.postMessage(response, { transfer });
};
