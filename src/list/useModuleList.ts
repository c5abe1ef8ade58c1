import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDelete } from '@refinedev/core';
import type { ApiRecord, ModuleStruts } from '../../contract/index';
import { listColumns } from '../../core/adapter/listColumns';
import { takeAnsweredListCall } from '../../providers/data/createDataProvider';
import { LIST_PREFETCH_TTL_MS } from '../../providers/data/listPrefetch';
import { toPagePara } from '../../providers/data/toPagePara';
import { moduleListUrl } from '../../providers/endpoints/modules';
import { useApi } from '../app/ApiContext';
import { useExcelExport } from '../export/useExcelExport';
import { usePermissionIndex } from '../hooks/usePermissionIndex';
import { useWithheldStruts } from '../hooks/useWithheldStruts';
import { usePrint } from '../print/usePrint';
import { isApprovalModule } from '../flow/flowView';
import { changeCondition, hasAbnormalFilter, NO_CONDITION, showsExceptionColumns, type AbnormalChoice } from './listCondition';
import { listConditionFilters, listFilterControls, usableFilterControls, type ListFilterValues } from './listFilters';
import { LIST_PAGE_SIZE } from './listPaging';
import { presetAddPath, presetFilters, type ListPreset } from './listPreset';
import { useServerTable } from './useServerTable';

/**
 * The generic list's controller: the table's query (server paging and sorting), what a person asks the list for
 * (keyword, 是否异常, filter bar), the column model, the row actions allowed, delete, print and export. Any change of
 * the condition starts again at page 1. The page renders what this answers.
 */
export function useModuleList(described: ModuleStruts, preset?: ListPreset) {
  // Personal fields the role may not see have no column, filter or sort (D-SEC-13).
  const struts = useWithheldStruts(described);
  const module = struts.Name;
  const navigate = useNavigate();
  const permissions = usePermissionIndex();
  const [condition, setCondition] = useState(NO_CONDITION);
  // A preset list's field is the page's: no control for it, and its value always filters.
  const controls = useMemo(
    () =>
      usableFilterControls(listFilterControls(struts), (related) => permissions?.can(related, 'List') ?? false).filter(
        (control) => control.field !== preset?.field,
      ),
    [struts, preset?.field, permissions],
  );
  const filters = useMemo(() => [...presetFilters(preset), ...listConditionFilters({ ...condition, controls })], [condition, controls, preset]);
  const exceptionColumns = showsExceptionColumns(condition);
  const columns = useMemo(() => listColumns(struts, { showExceptionColumns: exceptionColumns }), [struts, exceptionColumns]);

  // The first page, when the call made at start-up has already answered (src/routes/pagePrefetch.ts): the table's
  // first render shows the rows, and it counts as fresh for as long as a prefetched call may be taken, so the table
  // does not ask again as it mounts (a fetch on mount re-rendered the whole table twice before the first paint,
  // D-PERF-4k). Once only: the first query is page 1, unsorted, with the initial filters; any later one (another
  // page, a sort) must not be given this answer.
  const { http } = useApi();
  const [firstPage] = useState(() =>
    takeAnsweredListCall(http, moduleListUrl(module), toPagePara({ pagination: { currentPage: 1, pageSize: LIST_PAGE_SIZE }, filters })),
  );
  const firstQueryMade = useRef(false);
  const firstPageAnswered = () => {
    if (firstQueryMade.current) return undefined;
    firstQueryMade.current = true;
    return firstPage;
  };

  const { tableProps, setCurrentPage, sorters, orderOf, totalCapped } = useServerTable<ApiRecord>({
    resource: module,
    // A kept-alive tab keeps its own page and sort: it must not follow the address of whichever tab is active.
    pagination: { pageSize: LIST_PAGE_SIZE },
    filters: { permanent: filters },
    sorters: { initial: [], mode: 'server' },
    queryOptions: {
      initialData: () => firstPageAnswered()?.page,
      initialDataUpdatedAt: firstPage?.answeredAt,
      // Only the data given at start is fresh for a moment; every query the table makes after it is asked for.
      staleTime: (query: { state: { dataUpdateCount: number; data: unknown } }) =>
        query.state.dataUpdateCount === 0 && query.state.data !== undefined ? LIST_PREFETCH_TTL_MS : 0,
    },
  });
  const { mutate: deleteMutation } = useDelete();
  const excel = useExcelExport({ module, description: struts.Description, columns, filters, sorters });
  const { printList } = usePrint(module);

  const change = useCallback(
    (next: Parameters<typeof changeCondition>[1]) => {
      setCondition((previous) => changeCondition(previous, next));
      setCurrentPage(1);
    },
    [setCurrentPage],
  );

  return {
    module,
    tableProps,
    /** There are more rows than the footer's total (a keyword's count stopped at MAX_COUNTED_MATCHES). */
    totalCapped,
    orderOf,
    columns,
    controls,
    condition,
    offersAbnormalFilter: hasAbnormalFilter(struts),
    /** Its records go through approval (they carry FlowStatus): rows offer 提交 and lock by state. */
    approval: isApprovalModule(struts.FieldInfoStruts),
    canAdd: permissions?.can(module, 'Add') ?? false,
    canEdit: permissions?.can(module, 'Update') ?? false,
    canDelete: permissions?.can(module, 'Delete') ?? false,
    search: useCallback((typed: string) => change({ kind: 'keyword', typed }), [change]),
    chooseAbnormal: useCallback((choice: AbnormalChoice) => change({ kind: 'abnormal', choice }), [change]),
    applyFilters: useCallback((values: ListFilterValues) => change({ kind: 'filters', values }), [change]),
    deleteRecord: useCallback(
      (id: string) => deleteMutation({ resource: module, id, successNotification: { message: '删除成功', type: 'success' } }),
      [deleteMutation, module],
    ),
    create: useCallback(() => navigate(presetAddPath(module, preset)), [navigate, module, preset]),
    print: useCallback(() => void printList(toPagePara({ filters, sorters })), [printList, filters, sorters]),
    exportExcel: useCallback(() => void excel.start(), [excel.start]),
    exportProgress: excel.progress,
    closeExport: excel.reset,
  };
}
