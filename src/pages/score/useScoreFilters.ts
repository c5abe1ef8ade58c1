import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { cleanScoreFilters, describeScoreFilters, scoreFiltersFromSearch, type FilterNames, type ScoreFilterValues } from './scoreFilters';

/**
 * A score page's filters: they start from the page's address (a link from another page carries them), the bar edits
 * a draft, 查询 applies it and 重置 clears both. Kept in the page's state, not the address: each address is a tab of
 * its own, so a filter change must not open another one.
 */
export function useScoreFilters(initial: ScoreFilterValues = {}) {
  const { search } = useLocation();
  const [start] = useState(() => cleanScoreFilters({ ...initial, ...scoreFiltersFromSearch(search) }));
  const [draft, setDraft] = useState<ScoreFilterValues>(start);
  const [applied, setApplied] = useState<ScoreFilterValues>(start);
  const [names, setNames] = useState<FilterNames>({});

  const change = useCallback((patch: Partial<ScoreFilterValues>) => setDraft((previous) => ({ ...previous, ...patch })), []);
  const nameOf = useCallback((patch: Partial<FilterNames>) => setNames((previous) => ({ ...previous, ...patch })), []);
  const submit = useCallback(() => setApplied(cleanScoreFilters(draft)), [draft]);
  // The page's own defaults, as first given (a new object each render must not make a new callback).
  const [defaults] = useState(() => cleanScoreFilters(initial));
  const reset = useCallback(() => {
    setDraft(defaults);
    setApplied(defaults);
  }, [defaults]);
  const line = useCallback((known: FilterNames = {}) => describeScoreFilters(applied, { ...names, ...known }), [applied, names]);
  return useMemo(() => ({ draft, applied, change, submit, reset, names, nameOf, line }), [draft, applied, change, submit, reset, names, nameOf, line]);
}

export type ScoreFiltersController = ReturnType<typeof useScoreFilters>;
