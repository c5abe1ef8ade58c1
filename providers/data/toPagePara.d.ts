import type { LogicalFilter } from '@refinedev/core';
import type { PageFilter, PagePara } from '../../contract/index';
import type { ListQuery } from './types';
export declare const DEFAULT_PAGE_SIZE = 10;
/** Page size sent when Refine asks for all rows (pagination mode `off` / `client`). */
export declare const UNPAGED_PAGE_SIZE = 100000;
/** A filter on this field fills `Condition.KeyWord` (contains over the module's string fields). */
export declare const KEYWORD_FIELD = "KeyWord";
/** Refine's pagination, sorters and filters as the institute's `PagePara`. Throws on filters it cannot express. */
export declare function toPagePara({ pagination, sorters, filters }: ListQuery): PagePara;
export declare function toPageFilter(filter: LogicalFilter): PageFilter;
