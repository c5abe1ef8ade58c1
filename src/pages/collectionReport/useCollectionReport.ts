import { useQuery } from '@tanstack/react-query';
import type { CollectionReport } from '../../../contract/index';
import { useApi } from '../../app/ApiContext';

export function useCollectionReport(id: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: ['collectionReport', id],
    queryFn: () => http.get<CollectionReport>(`/api/CollectionReport/${encodeURIComponent(id)}`, undefined, { silent: true }),
  });
}
