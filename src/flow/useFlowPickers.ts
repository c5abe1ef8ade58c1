/**
 * The data behind the approval dialogs' pickers: the caller's 常用语 (loaded once per session's use, kept a few minutes)
 * and the people found for a typed keyword (转办, 加签, 自选), searched as the person types.
 */
import { useQuery } from '@tanstack/react-query';
import type { FlowCandidate } from '../../contract/index';
import { getCandidates, getPhrases } from '../../providers/endpoints/flowMore';
import { useApi } from '../app/ApiContext';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

export const FLOW_PHRASES_KEY = ['flowPhrases'] as const;

/** The caller's phrases; none while loading or when they cannot load (the box still takes any text). */
export function usePhrases(enabled = true): string[] {
  const { http } = useApi();
  const query = useQuery({ queryKey: FLOW_PHRASES_KEY, queryFn: ({ signal }) => getPhrases(http, signal), enabled, staleTime: 5 * 60_000, retry: false });
  return query.data ?? [];
}

export interface CandidateSearch {
  people: FlowCandidate[];
  loading: boolean;
}

/** People matching the keyword (everyone's first 20 for an empty one), searched 300 ms after the typing stops. */
export function useCandidates(keyword: string, enabled = true): CandidateSearch {
  const { http } = useApi();
  const settled = useDebouncedValue(keyword.trim(), 300);
  const query = useQuery({
    queryKey: ['flowCandidates', settled], queryFn: ({ signal }) => getCandidates(http, settled, signal), enabled, staleTime: 60_000, retry: false,
  });
  return { people: query.data ?? [], loading: query.isFetching };
}

/** How a person reads in a picker: 林晓雯(科研处). The account is searched, not shown: screens carry names. */
export function candidateLabel(person: Pick<FlowCandidate, 'Name' | 'DeptName'>): string {
  return person.DeptName ? `${person.Name}(${person.DeptName})` : person.Name;
}
