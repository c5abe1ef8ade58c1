/**
 * The data behind the approval dialogs' pickers: the caller's 常用语 of one kind of action (loaded once per use, kept a
 * few minutes) and the people the action would accept for a typed keyword (转办, 加签, 自选), searched as the person
 * types.
 */
import { useQuery } from '@tanstack/react-query';
import type { FlowCandidate, FlowPhraseKind } from '../../contract/index';
import { getCandidates, getPhrases, type CandidateScope } from '../../providers/endpoints/flowMore';
import { useApi } from '../app/ApiContext';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/** Every kind's phrases (a decision invalidates them all). */
export const FLOW_PHRASES_KEY = ['flowPhrases'] as const;

/** The caller's phrases for this kind of action; none while loading or when they cannot load (the box still takes any text). */
export function usePhrases(kind: FlowPhraseKind, enabled = true): string[] {
  const { http } = useApi();
  const query = useQuery({
    queryKey: [...FLOW_PHRASES_KEY, kind],
    queryFn: ({ signal }) => getPhrases(http, kind, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data ?? [];
}

export interface CandidateSearch {
  people: FlowCandidate[];
  loading: boolean;
}

/**
 * People matching the keyword whom the action would accept (the first 20 for an empty one), searched 300 ms after the
 * typing stops.
 */
export function useCandidates(scope: CandidateScope, keyword: string, enabled = true): CandidateSearch {
  const { http } = useApi();
  const settled = useDebouncedValue(keyword.trim(), 300);
  const query = useQuery({
    queryKey: ['flowCandidates', scope.ModuleName, scope.Purpose, scope.Business_Id ?? '', settled],
    queryFn: ({ signal }) => getCandidates(http, scope, settled, signal),
    enabled,
    // Who may be named changes with the step (a 加签 just made): ask again whenever a picker opens.
    staleTime: 0,
    retry: false,
  });
  return { people: query.data ?? [], loading: query.isFetching };
}

/** How a person reads in a picker: 林晓雯(科研处). The account is searched, not shown: screens carry names. */
export function candidateLabel(person: Pick<FlowCandidate, 'Name' | 'DeptName'>): string {
  return person.DeptName ? `${person.Name}(${person.DeptName})` : person.Name;
}
