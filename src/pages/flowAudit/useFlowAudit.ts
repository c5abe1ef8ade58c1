import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFlowAudit } from '../../../providers/endpoints/flowMore';
import { useApi } from '../../app/ApiContext';
import { usePagedSearch } from '../../list/usePagedSearch';
import { auditQuery, type AuditFilters } from './flowAuditView';

/** The audit trail's filters and page, and the server's answer for them (paged in SQL). */
export function useFlowAudit() {
  const { http } = useApi();
  const { filters, page, search, pagination, firstIndex } = usePagedSearch<AuditFilters>();
  const query = auditQuery(filters, page.index, page.size);
  const result = useQuery({
    queryKey: ['flowAudit', query],
    queryFn: ({ signal }) => getFlowAudit(http, query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    rows: result.data?.Data ?? [],
    loading: result.isFetching,
    failed: result.isError,
    pagination: pagination(result.data?.Total ?? 0),
    firstIndex,
    search,
  };
}
