import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext';
import type { PublicEssay } from '../../../contract/index';

export type { PublicEssay };

export function usePublicEssay(code: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: ['publicEssay', code],
    queryFn: () => http.get<PublicEssay>(`/api/Essay/Public/${encodeURIComponent(code)}`, undefined, { silent: true }),
    staleTime: 5 * 60 * 1000,
  });
}
