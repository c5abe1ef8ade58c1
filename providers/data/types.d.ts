import type { CrudFilter, CrudSort, Pagination } from '@refinedev/core';
/** What `toPagePara` reads from a Refine list query. */
export interface ListQuery {
    pagination?: Pagination;
    sorters?: CrudSort[];
    filters?: CrudFilter[];
}
/**
 * `meta` keys the data provider understands (pass them in `meta` of useTable/useList/useOne/useForm...).
 * Each overrides the conventional URL of the call, e.g. Person's list is `/api/Person/PersonPageList`.
 */
export interface ModuleMeta {
    listUrl?: string;
    getUrl?: string;
    createUrl?: string;
    updateUrl?: string;
    deleteUrl?: string;
}
