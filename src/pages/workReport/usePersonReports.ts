import { useCallback, useMemo, useState } from 'react';
import type { ApiRecord } from '../../../contract/index';
import { annotationListUrl } from '../../../providers/endpoints/workReports';
import { LIST_PAGE_SIZE } from '../../list/listPaging';
import { NEWEST_FIRST, personFilters, WORK_REPORT_MODULE } from './workReportAnnotation';
import { useServerTable } from '../../list/useServerTable';

/** One person's work reports over time (those the caller may annotate), newest first, paged on the server; nothing is asked until a person is chosen. */
export function usePersonReports() {
  const [personId, setPersonId] = useState<string | null>(null);
  const filters = useMemo(() => personFilters(personId), [personId]);
  const { tableProps, setCurrentPage } = useServerTable<ApiRecord>({
    resource: WORK_REPORT_MODULE,
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: filters },
    sorters: { permanent: NEWEST_FIRST, mode: 'server' },
    queryOptions: { enabled: personId !== null },
    // Only the reports the caller may annotate: a 科室主任 reads their own department's people.
    meta: { listUrl: annotationListUrl(WORK_REPORT_MODULE) },
  });
  const choosePerson = useCallback(
    (next: string | null) => {
      setPersonId(next);
      setCurrentPage(1);
    },
    [setCurrentPage],
  );
  return { tableProps, personId, choosePerson };
}
