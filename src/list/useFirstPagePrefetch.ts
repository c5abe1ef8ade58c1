import { useEffect } from 'react';
import { useApi } from '../app/ApiContext';
import { FIRST_PAGE_QUERY } from './listPaging';

/**
 * The first page of a module's list does not depend on its columns: while the descriptors are on their way, ask for
 * it beside them rather than after them (the table's identical first call takes the answer).
 */
export function useFirstPagePrefetch(module: string, waitingForDescriptors: boolean): void {
  const { dataProvider } = useApi();
  useEffect(() => {
    if (waitingForDescriptors && module) dataProvider.prefetchList(module, FIRST_PAGE_QUERY);
    // Only on arrival at a module whose descriptors are not cached yet.
  }, [module]);
}
