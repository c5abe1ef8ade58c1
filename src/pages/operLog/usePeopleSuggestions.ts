/** The 人员 filter's suggestions: people whose name or account holds what was typed, asked once typing pauses. */
import { useQuery } from '@tanstack/react-query';
import { suggestOperLogPeople } from '../../../providers/endpoints/operLog';
import { useApi } from '../../app/ApiContext';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

export interface PersonOption {
  /** What the filter takes: the name lines bear. */
  value: string;
  /** 姓名(账号), telling namesakes apart. */
  label: string;
}

export function usePeopleSuggestions(typed: string): PersonOption[] {
  const { http } = useApi();
  const settled = useDebouncedValue(typed.trim(), 250);
  const query = useQuery({
    queryKey: ['operLog', 'people', settled],
    queryFn: ({ signal }) => suggestOperLogPeople(http, settled, signal),
    enabled: settled !== '',
    staleTime: 60_000,
    retry: false,
  });
  if (settled === '') return [];
  // Namesakes share one option: the filter finds every account of the name.
  const byName = new Map<string, string[]>();
  for (const person of query.data ?? []) byName.set(person.Name, [...(byName.get(person.Name) ?? []), ...(person.Account ? [person.Account] : [])]);
  return [...byName].map(([name, accounts]) => ({ value: name, label: accounts.length > 0 ? `${name}(${accounts.join('、')})` : name }));
}
