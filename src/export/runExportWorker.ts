import type { ExportRequest, ExportResponse } from './exportMessages';

/** Writes the workbook in a Web Worker (xlsx is loaded only there) and answers its bytes. */
export function runExportWorker(request: ExportRequest): Promise<{ bytes: ArrayBuffer; rowCount: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ExportResponse>) => {
      worker.terminate();
      if (event.data.ok) resolve({ bytes: event.data.bytes, rowCount: event.data.rowCount });
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || '导出失败'));
    };
    worker.postMessage(request);
  });
}
