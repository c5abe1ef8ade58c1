/** The 操作日志's data: the filtered page (anchored: each page remembers where it began), the modules, a line's diff. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getOperLogLine, listOperLog, listOperLogModules, type OperLogQuery } from '../../../providers/endpoints/operLog';
import { useApi } from '../../app/ApiContext';

export const OPER_LOG_PAGE_SIZE = 20;

export function useOperLog() {
  const { http } = useApi();
  const [query, setQuery] = useState<OperLogQuery>({});
  // The anchors of the pages so far: [null] is the first page; 下一页 pushes the page's Next, 上一页 pops.
  const [anchors, setAnchors] = useState<Array<string | null>>([null]);
  const anchor = anchors[anchors.length - 1] ?? null;
  const page = useQuery({
    queryKey: ['operLog', 'list', query, anchor],
    queryFn: () => listOperLog(http, query, anchor, OPER_LOG_PAGE_SIZE),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const modules = useQuery({ queryKey: ['operLog', 'modules'], queryFn: () => listOperLogModules(http), staleTime: Number.POSITIVE_INFINITY });
  return {
    query,
    search: (next: OperLogQuery) => {
      setQuery(next);
      setAnchors([null]);
    },
    lines: page.data?.Lines ?? [],
    loading: page.isFetching,
    pageNumber: anchors.length,
    hasNext: Boolean(page.data?.Next),
    next: () => {
      const next = page.data?.Next;
      if (next) setAnchors([...anchors, next]);
    },
    previous: () => setAnchors(anchors.length > 1 ? anchors.slice(0, -1) : anchors),
    refresh: () => void page.refetch(),
    modules: modules.data ?? [],
  };
}

export function useOperLogLine(id: string | null) {
  const { http } = useApi();
  return useQuery({ queryKey: ['operLog', 'line', id], queryFn: () => getOperLogLine(http, id ?? ''), enabled: id !== null, retry: false });
}
