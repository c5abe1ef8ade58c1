import type { Notice } from '../../providers/http/types';
import type { ExportEvent, ExportStart } from './exportMessages';

export interface ExportWorkerHandlers {
  onProgress(fetched: number, total: number): void;
  onWriting(rows: number): void;
  onNotice(notice: Notice): void;
  onNavigate(to: string): void;
}

/** Runs one export in a Web Worker (it fetches, and loads xlsx, there) and answers the workbook file. */
export function runExportWorker(start: ExportStart, handlers: ExportWorkerHandlers): Promise<{ file: Blob; rowCount: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ExportEvent>) => {
      const message = event.data;
      switch (message.type) {
        case 'progress':
          handlers.onProgress(message.fetched, message.total);
          return;
        case 'writing':
          handlers.onWriting(message.rows);
          return;
        case 'notice':
          handlers.onNotice(message.notice);
          return;
        case 'navigate':
          handlers.onNavigate(message.to);
          return;
        case 'done':
          worker.terminate();
          resolve({ file: message.file, rowCount: message.rowCount });
          return;
        case 'failed':
          worker.terminate();
          reject(new Error(message.message));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || '导出失败'));
    };
    worker.postMessage(start);
  });
}
