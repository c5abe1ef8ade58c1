import { moduleStrutsCache } from '../../providers/data/descriptorCache';
import { startListPrefetch } from '../../providers/data/listPrefetch';
import type { HttpClient } from '../../providers/http/types';
import { moduleListUrl } from '../../providers/endpoints/modules';
import { FIRST_PAGE_PARA } from '../list/listPaging';
import type { RouteAddress } from './routeTypes';

/**
 * What a module page asks for first, started when the app is opened at its address (RouteEntry.prefetch). Silent: a
 * module the caller may not see, or a visitor without a session, shows nothing here; the page asks again and reports.
 */
export function prefetchModuleDescriptors({ params }: RouteAddress, http: HttpClient): void {
  if (params.module)
    moduleStrutsCache(http)
      .get(params.module, { silent: true })
      .catch(() => undefined);
}

/** The table's first call on a module list (its first page, unfiltered, unsorted), which it takes when it makes it. */
export function prefetchFirstListPage(http: HttpClient, module: string): void {
  startListPrefetch(http, moduleListUrl(module), FIRST_PAGE_PARA);
}

/** A module list: its descriptors and, beside them, the table's first call. */
export function prefetchModuleList(address: RouteAddress, http: HttpClient): void {
  prefetchModuleDescriptors(address, http);
  if (address.params.module) prefetchFirstListPage(http, address.params.module);
}
