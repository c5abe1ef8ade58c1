import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getProblemPublicity } from '../../../providers/endpoints/common';
import { useApi } from '../../app/ApiContext';

export const PUBLICITY_PAGE_SIZE = 10;

/** One page of the approved project applications (anonymous), and the page shown. */
export function useProblemPublicity() {
  const { http } = useApi();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['problemPublicity', page],
    queryFn: () => getProblemPublicity(http, page, PUBLICITY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return { page, setPage, rows: query.data?.Data ?? [], total: query.data?.Total ?? 0, loading: query.isLoading, failed: query.isError };
}
