import { useEffect } from 'react';
import { useApi } from '../app/ApiContext';
import { prefetchFirstListPage } from '../routes/pagePrefetch';

/**
 * The first page of a module's list does not depend on its columns: while the descriptors are on their way, ask for
 * it beside them rather than after them (the table's identical first call takes the answer).
 */
export function useFirstPagePrefetch(module: string, waitingForDescriptors: boolean): void {
  const { http } = useApi();
  useEffect(() => {
    if (waitingForDescriptors && module) prefetchFirstListPage(http, module);
    // Only on arrival at a module whose descriptors are not cached yet.
  }, [module]);
}
