import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getScoreTree } from '../../../providers/endpoints/score';
import { useApi } from '../../app/ApiContext';
import { treeCounts, treeReport, treeRowsOf } from './scoreTables';

/** The three-project tree of a year, as the table's rows, its counts and its sheet. */
export function useScoreTree(year: number) {
  const { http } = useApi();
  const query = useQuery({
    queryKey: ['score', 'tree', year],
    queryFn: ({ signal }) => getScoreTree(http, year, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const nodes = useMemo(() => query.data?.Nodes ?? [], [query.data]);
  const rows = useMemo(() => treeRowsOf(nodes), [nodes]);
  const counts = useMemo(() => treeCounts(nodes), [nodes]);
  const report = useMemo(() => (query.data ? treeReport(`${year}年三名工程积分`, nodes) : null), [query.data, nodes, year]);
  return { rows, counts, report, dataScope: query.data?.DataScope, loaded: query.data?.Year === year, error: query.error, loading: query.isFetching };
}
