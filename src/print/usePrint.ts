import { useCallback } from 'react';
import type { PagePara } from '../../contract/index';
import { HttpError } from '../../providers/http/httpError';
import { useApi } from '../app/ApiContext';
import { openBlankWindow, printHtml } from './printHtml';
import { getRecordPrintHtml, postListPrintHtml } from '../../providers/endpoints/print';
import { useApp } from '../app/AppHolders';

/** Printing a record or a list's filtered result through the server's printable pages. */
export function usePrint(module: string) {
  const { http } = useApi();
  const { message } = useApp();
  const run = useCallback(
    async (loadHtml: () => Promise<string>) => {
      try {
        await printHtml({ openWindow: openBlankWindow, loadHtml });
      } catch (error) {
        // HTTP failures were already shown by the client's error catalogue.
        if (!(error instanceof HttpError)) void message.error(error instanceof Error ? error.message : String(error));
      }
    },
    [message],
  );
  const printRecord = useCallback((id: string) => run(() => getRecordPrintHtml(http, module, id)), [http, module, run]);
  const printList = useCallback((para: PagePara) => run(() => postListPrintHtml(http, module, para)), [http, module, run]);
  return { printRecord, printList };
}
