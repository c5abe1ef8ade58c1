import { useCallback, useMemo, useState } from 'react';
import { useTable } from '@refinedev/antd';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import { listFilterControls, listFiltersToCrudFilters, type ListFilterValues } from '../../list/listFilters';
import { LIST_PAGE_SIZE } from '../../list/listPaging';
import { QUEUE_SORT, queueFilterControls, WORK_REPORT_MODULE } from './workReportAnnotation';

/**
 * The leader's queue of work reports: paged and filtered on the server (department, period, reporter), unannotated
 * reports first. Any new filter starts again at page 1.
 */
export function useAnnotationQueue(struts: ModuleStruts) {
  const controls = useMemo(() => queueFilterControls(listFilterControls(struts)), [struts]);
  const [values, setValues] = useState<ListFilterValues>({});
  const filters = useMemo(() => listFiltersToCrudFilters(controls, values), [controls, values]);
  const { tableProps, setCurrentPage } = useTable<ApiRecord>({
    resource: WORK_REPORT_MODULE,
    syncWithLocation: false,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: filters },
    sorters: { permanent: QUEUE_SORT, mode: 'server' },
  });
  const applyFilters = useCallback((next: ListFilterValues) => {
    setValues(next);
    setCurrentPage(1);
  }, [setCurrentPage]);
  return { tableProps, controls, applyFilters };
}
