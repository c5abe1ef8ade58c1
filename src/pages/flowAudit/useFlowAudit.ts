import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { getFlowAudit } from '../../../providers/endpoints/flowMore';
import { useApi } from '../../app/ApiContext';
import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_OPTIONS } from '../../list/listPaging';
import { auditQuery, type AuditFilters } from './flowAuditView';

/** The audit trail's filters and page, and the server's answer for them (paged in SQL). */
export function useFlowAudit() {
  const { http } = useApi();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState({ index: 1, size: LIST_PAGE_SIZE });
  const query = auditQuery(filters, page.index, page.size);
  const result = useQuery({
    queryKey: ['flowAudit', query],
    queryFn: ({ signal }) => getFlowAudit(http, query, signal),
    placeholderData: keepPreviousData,
  });
  const search = useCallback((next: AuditFilters) => {
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
    locale: { items_per_page: '条/页' },
    onChange: (index, size) => setPage({ index: size === page.size ? index : 1, size }),
  };
  return { rows: result.data?.Data ?? [], loading: result.isFetching, failed: result.isError, pagination, firstIndex: (page.index - 1) * page.size, search };
}
