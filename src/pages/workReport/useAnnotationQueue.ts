import { useCallback, useMemo, useState } from 'react';
import { useList } from '@refinedev/core';
import type { ApiRecord, ModuleStruts } from '../../../contract/index';
import { annotationListUrl, type AnnotationState } from '../../../providers/endpoints/workReports';
import { listFilterControls, listFiltersToCrudFilters, type ListFilterValues } from '../../list/listFilters';
import { LIST_PAGE_SIZE } from '../../list/listPaging';
import { QUEUE_SORT, queueFilterControls, WORK_REPORT_MODULE } from './workReportAnnotation';
import { useServerTable } from '../../list/useServerTable';

/**
 * The leader's queue of work reports: only the reports they may annotate (the server's AnnotationList), paged and
 * filtered on the server (department, period, reporter, 未批注), unannotated reports first; and how many of the
 * filtered reports still wait for an annotation (the same call with state=unannotated, one row asked for, its Total).
 * Any new filter starts again at page 1.
 */
export function useAnnotationQueue(struts: ModuleStruts) {
  const controls = useMemo(() => queueFilterControls(listFilterControls(struts)), [struts]);
  const [values, setValues] = useState<ListFilterValues>({});
  const [state, setState] = useState<AnnotationState>('all');
  const filters = useMemo(() => listFiltersToCrudFilters(controls, values), [controls, values]);
  const { tableProps, setCurrentPage } = useServerTable<ApiRecord>({
    resource: WORK_REPORT_MODULE,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: filters },
    sorters: { permanent: QUEUE_SORT, mode: 'server' },
    meta: { listUrl: annotationListUrl(WORK_REPORT_MODULE, state) },
  });
  const waiting = useList<ApiRecord>({
    resource: WORK_REPORT_MODULE,
    pagination: { currentPage: 1, pageSize: 1 },
    filters,
    meta: { listUrl: annotationListUrl(WORK_REPORT_MODULE, 'unannotated') },
  });
  const applyFilters = useCallback(
    (next: ListFilterValues) => {
      setValues(next);
      setCurrentPage(1);
    },
    [setCurrentPage],
  );
  const showState = useCallback(
    (next: AnnotationState) => {
      setState(next);
      setCurrentPage(1);
    },
    [setCurrentPage],
  );
  return { tableProps, controls, applyFilters, state, showState, unannotatedCount: waiting.result?.total ?? null };
}
