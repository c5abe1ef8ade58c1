import { useCallback, useState } from 'react';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/ApiContext';
import type { ListColumn } from '../../core/adapter/listColumns';
import { toPagePara } from '../../providers/data/toPagePara';
import { startServerExport } from '../../providers/endpoints/exports';
import { saveBlob } from '../files/saveBlob';
import { DOWNLOAD_JOBS_KEY } from '../pages/downCenter/useDownCenter';
import { exportFileName } from './exportSheet';
import { IDLE_EXPORT } from './exportProgress';
import { createExportProgressStore } from './exportProgressStore';
import { runExportWorker } from './runExportWorker';

/**
 * Exports a module's whole filtered result to `{description}.xlsx`, with progress for the modal. The server is asked
 * first: above its threshold it runs the export as a download-centre job (the modal then says so); else the
 * browser's worker fetches and writes it.
 */
export function useExcelExport(input: { module: string; description: string; columns: ListColumn[]; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const { http } = useApi();
  const queryClient = useQueryClient();
  // Progress lives in a store the modal subscribes to: updating it does not re-render the caller's page.
  const [progress] = useState(createExportProgressStore);
  const setProgress = progress.set;
  const { module, description, columns, filters, sorters } = input;

  const start = useCallback(async () => {
    setProgress({ phase: 'fetching', fetched: 0, total: 0 });
    try {
      const para = toPagePara({ filters, sorters });
      const started = await startServerExport(http, module, { ...para, Columns: columns.map((column) => column.key) });
      if (started.JobId !== null) {
        setProgress({ phase: 'server', fetched: 0, total: started.Total });
        // A download centre kept open in its tab polls only while it knows of a running job.
        void queryClient.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
        return;
      }
      // The worker calls the API with the key this page holds (asked for now if it never was).
      if (!http.publicKeys.attempted) await http.loadPublicKey();
      const delegation = http.delegation();
      const { file, rowCount } = await runExportWorker(
        {
          baseUrl: delegation.baseUrl,
          listUrl: `/api/${encodeURIComponent(module)}/List`,
          filters,
          sorters,
          columns,
          publicKey: delegation.publicKey,
          currentUrl: delegation.currentUrl,
          lastUrl: delegation.lastUrl,
        },
        {
          onProgress: (fetched, total) => setProgress({ phase: 'fetching', fetched, total }),
          onWriting: (rows) => setProgress({ phase: 'writing', fetched: rows, total: rows }),
          onNotice: delegation.notify,
          onNavigate: delegation.navigateToLogin,
        },
      );
      saveBlob(file, exportFileName(description));
      setProgress({ phase: 'done', fetched: rowCount, total: rowCount });
    } catch (error) {
      setProgress((previous) => ({ ...previous, phase: 'failed', message: error instanceof Error ? error.message : String(error) }));
    }
  }, [http, queryClient, module, description, columns, filters, sorters, setProgress]);

  const reset = useCallback(() => setProgress(IDLE_EXPORT), [setProgress]);
  return { progress, start, reset };
}
