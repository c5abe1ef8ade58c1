import { useQuery } from '@tanstack/react-query';
import type { RecordHistory } from '../../contract/index';
import { getRecordHistory } from '../../providers/endpoints/recordHistory';
import { useApi } from '../app/ApiContext';

export interface RecordHistoryState {
  history: RecordHistory | null;
  loading: boolean;
  failed: boolean;
}

/** A saved record's change history, fetched afresh each time the tab is opened (a save closes the form). */
export function useRecordHistory(module: string, recordId: string): RecordHistoryState {
  const { http } = useApi();
  const query = useQuery({
    queryKey: ['recordHistory', module, recordId],
    queryFn: () => getRecordHistory(http, module, recordId),
    staleTime: 0,
    retry: false,
  });
  return { history: query.data ?? null, loading: query.isLoading, failed: query.isError };
}
