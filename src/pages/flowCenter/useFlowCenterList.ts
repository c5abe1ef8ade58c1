import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import type { FlowCenterTab } from '../../../contract/index';
import { getFlowCenterPage } from '../../../providers/endpoints/flowCenter';
import { useApi } from '../../app/ApiContext';
import { useHubEvent } from '../../hub/useHubEvent';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '../../list/listPaging';
import { useCurrentUser } from '../../session/useSessionActions';
import { centerQuery, type CenterFilters } from './flowCenterView';

const CENTER_KEY = 'flowCenter';

/**
 * One list of the approval centre: its filters and page, the server's answer for them. A module fixed by the page
 * (a checklist) is always sent and cannot be cleared. A hub notice (a new item, a decision) refreshes every centre
 * list, so what waits for me stays current without a reload.
 */
export function useFlowCenterList(tab: FlowCenterTab, fixedModule?: string) {
  const { http } = useApi();
  const userId = useCurrentUser()?.Id ?? null;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<CenterFilters>({});
  const [page, setPage] = useState({ index: 1, size: LIST_PAGE_SIZE });
  const query = centerQuery({ ...filters, moduleName: fixedModule ?? filters.moduleName }, page.index, page.size);

  const result = useQuery({
    queryKey: [CENTER_KEY, userId, tab, query],
    queryFn: ({ signal }) => getFlowCenterPage(http, tab, query, signal),
    enabled: userId !== null,
    // The previous page stays on screen while the next loads: no empty flash when paging.
    placeholderData: keepPreviousData,
  });
  useHubEvent('NotifyMessage', () => void queryClient.invalidateQueries({ queryKey: [CENTER_KEY, userId] }));

  /** New filters start again at the first page. */
  const search = useCallback((next: CenterFilters) => {
    setFilters(next);
    setPage((current) => ({ ...current, index: 1 }));
  }, []);

  const pagination: TablePaginationConfig = {
    current: page.index,
    pageSize: page.size,
    total: result.data?.Total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
    showTotal: (total) => `共 ${total} 条`,
    // As the module lists word it (antd's zh_CN leaves the size changer's unit in English here).
    locale: { items_per_page: '条/页' },
    onChange: (index, size) => setPage({ index: size === page.size ? index : 1, size }),
  };

  return {
    rows: result.data?.Data ?? [],
    loading: result.isFetching,
    failed: result.isError,
    pagination,
    firstIndex: (page.index - 1) * page.size,
    filters,
    search,
  };
}

export type FlowCenterList = ReturnType<typeof useFlowCenterList>;
