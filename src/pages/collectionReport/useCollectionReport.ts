import { useQuery } from '@tanstack/react-query';
import { getCollectionReport } from '../../../providers/endpoints/common';
import { useSessionApi } from '../../app/ApiContext';

export function useCollectionReport(id: string) {
  const { http } = useSessionApi();
  return useQuery({
    queryKey: ['collectionReport', id],
    queryFn: () => getCollectionReport(http, id),
  });
}
