import { useCallback, useState } from 'react';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { PagePara, PageResult } from '../../providers/contract/types';
import { useApi } from '../app/ApiContext';
import type { ListColumn } from '../list/listColumns';
import { saveBlob } from '../files/saveBlob';
import { exportFileName } from './exportSheet';
import { IDLE_EXPORT } from './exportProgress';
import { createExportProgressStore } from './exportProgressStore';
import { fetchAllRecords } from './fetchAllRecords';
import { runExportWorker } from './runExportWorker';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Exports a module's whole filtered result to `{description}.xlsx`, with progress for the modal. */
export function useExcelExport(input: { module: string; description: string; columns: ListColumn[]; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const { http } = useApi();
  // Progress lives in a store the modal subscribes to: updating it does not re-render the caller's page.
  const [progress] = useState(createExportProgressStore);
  const setProgress = progress.set;
  const { module, description, columns, filters, sorters } = input;

  const start = useCallback(async () => {
    setProgress({ phase: 'fetching', fetched: 0, total: 0 });
    try {
      const records = await fetchAllRecords({
        fetchPage: (para: PagePara) => http.post<PageResult>(`/api/${encodeURIComponent(module)}/List`, para),
        filters,
        sorters,
        onProgress: (fetched, total) => setProgress({ phase: 'fetching', fetched, total }),
      });
      setProgress({ phase: 'writing', fetched: records.length, total: records.length });
      const { bytes } = await runExportWorker({ columns, records });
      saveBlob(new Blob([bytes], { type: XLSX_TYPE }), exportFileName(description));
      setProgress({ phase: 'done', fetched: records.length, total: records.length });
    } catch (error) {
      setProgress((previous) => ({ ...previous, phase: 'failed', message: error instanceof Error ? error.message : String(error) }));
    }
  }, [http, module, description, columns, filters, sorters, setProgress]);

  const reset = useCallback(() => setProgress(IDLE_EXPORT), [setProgress]);
  return { progress, start, reset };
}
