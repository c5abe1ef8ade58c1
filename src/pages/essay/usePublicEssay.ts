import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiContext';

/** What GET /api/Essay/Public/{code} answers (published essays only, readable without login). */
export interface PublicEssay {
  Code: string;
  Title: string;
  Summary: string | null;
  Content: string;
  Author: string | null;
  PublishTime: string | null;
}

export function usePublicEssay(code: string) {
  const { http } = useApi();
  return useQuery({
    queryKey: ['publicEssay', code],
    queryFn: () => http.get<PublicEssay>(`/api/Essay/Public/${encodeURIComponent(code)}`, undefined, { silent: true }),
    staleTime: 5 * 60 * 1000,
  });
}
