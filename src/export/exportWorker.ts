import { fetchAllPages } from '../../providers/data/fetchAllPages';
import { toPagePara } from '../../providers/data/toPagePara';
import { postListPage } from '../../providers/endpoints/modules';
import { createHttpClient } from '../../providers/http/createHttpClient';
import { createPublicKeyStore } from '../../providers/http/publicKeyStore';
import { buildExportSheet } from './exportSheet';
import type { ExportEvent, ExportStart } from './exportMessages';
import { writeWorkbook, XLSX_TYPE } from './writeWorkbook';

// jsencrypt takes its random padding from crypto.getRandomValues only where it sees a window.
(self as unknown as { window?: unknown }).window ??= self;

const post = (event: ExportEvent) => self.postMessage(event);

/**
 * Fetches, builds and writes a whole export off the main thread (a worker serves one export): the page only shows
 * progress and saves the file, so large exports never freeze it. Calls go through the app's own HTTP client
 * (form bodies, encrypted list requests, the error catalogue); its notices and login redirect go back to the page.
 */
self.onmessage = async (event: MessageEvent<ExportStart>) => {
  const start = event.data;
  if ('sheet' in start) {
    try {
      const bytes = writeWorkbook(start.sheet);
      post({ type: 'done', file: new Blob([bytes], { type: XLSX_TYPE }), rowCount: Math.max(0, start.sheet.length - 1) });
    } catch (error) {
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  const publicKeys = createPublicKeyStore();
  publicKeys.set(start.publicKey);
  const http = createHttpClient({
    baseUrl: start.baseUrl,
    publicKeys,
    notify: (notice) => post({ type: 'notice', notice }),
    navigateToLogin: (to) => post({ type: 'navigate', to }),
    currentUrl: () => start.currentUrl,
    lastUrl: () => start.lastUrl,
  });
  try {
    // Every record of the list's filters and sort, not only the page on screen.
    const condition = toPagePara({ filters: start.filters, sorters: start.sorters });
    const { Data: records } = await fetchAllPages((para) => postListPage(http, start.listUrl, para), condition, {
      onProgress: (fetched, total) => post({ type: 'progress', fetched, total }),
    });
    post({ type: 'writing', rows: records.length });
    const bytes = writeWorkbook(buildExportSheet(start.columns, records));
    post({ type: 'done', file: new Blob([bytes], { type: XLSX_TYPE }), rowCount: records.length });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
