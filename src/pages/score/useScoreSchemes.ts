import { useQuery } from '@tanstack/react-query';
import type { ScoreSchemeInfo } from '../../../contract/index';
import { getScoreSchemes } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';

export const SCORE_SCHEMES_KEY = ['score', 'schemes'] as const;

/** The score schemes with their factors and rules (one answer shared by every score page; the rule editor refreshes it). */
export function useScoreSchemes() {
  const { http } = useApi();
  const query = useQuery({
    queryKey: SCORE_SCHEMES_KEY,
    queryFn: ({ signal }) => getScoreSchemes(http, signal),
    staleTime: 60_000,
    retry: false,
  });
  const schemes: ScoreSchemeInfo[] = query.data ?? [];
  return { schemes, loading: query.isPending, error: query.error };
}

/** A scheme by its code, in any case (route segments compare case-insensitively). */
export function schemeByCode(schemes: readonly ScoreSchemeInfo[], code: string | undefined): ScoreSchemeInfo | null {
  const wanted = (code ?? '').toLowerCase();
  return schemes.find((scheme) => scheme.Code.toLowerCase() === wanted) ?? null;
}
