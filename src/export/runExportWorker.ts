import type { ExportRequest, ExportRequestSlice, ExportResponse } from './exportMessages';

/** Records per message to the worker: copying a slice takes a few milliseconds of the page's time. */
export const WORKER_SLICE_SIZE = 2000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Writes the workbook in a Web Worker (xlsx is loaded only there) and answers its bytes. */
export function runExportWorker(request: ExportRequest): Promise<{ bytes: ArrayBuffer; rowCount: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
    let settled = false;
    worker.onmessage = (event: MessageEvent<ExportResponse>) => {
      settled = true;
      worker.terminate();
      if (event.data.ok) resolve({ bytes: event.data.bytes, rowCount: event.data.rowCount });
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      settled = true;
      worker.terminate();
      reject(new Error(event.message || '导出失败'));
    };
    void (async () => {
      // One slice per task, so the page paints and answers input between them.
      for (let start = 0; !settled; start += WORKER_SLICE_SIZE) {
        const records = request.records.slice(start, start + WORKER_SLICE_SIZE);
        const last = start + WORKER_SLICE_SIZE >= request.records.length;
        const slice: ExportRequestSlice = { columns: request.columns, records, last };
        worker.postMessage(slice);
        if (last) return;
        await nextTask();
      }
    })();
  });
}
