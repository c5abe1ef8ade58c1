import { useQuery } from '@tanstack/react-query';
import { getCollectionReport } from '../../../providers/endpoints/common';
import { useApi } from '../../app/ApiContext';

export function useCollectionReport(id: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: ['collectionReport', id],
    queryFn: () => getCollectionReport(http, id),
  });
}
