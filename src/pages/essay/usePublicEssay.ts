import { useQuery } from '@tanstack/react-query';
import { getPublicEssay } from '../../../providers/endpoints/common';
import { useSessionApi } from '../../app/ApiContext';

export function usePublicEssay(code: string) {
  const { http } = useSessionApi();
  return useQuery({
    queryKey: ['publicEssay', code],
    queryFn: () => getPublicEssay(http, code),
    staleTime: 5 * 60 * 1000,
  });
}
