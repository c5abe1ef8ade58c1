/**
 * Reading a PagePara from a request body. Form bodies carry strings, some callers use camelCase
 * (`pageIndex`), so keys are matched case-insensitively and numbers parsed leniently.
 */
import type { PageFilter } from '../../contract/index.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/list.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };
export interface ListRequest {
    pageIndex: number;
    pageSize: number;
    keyWord: string;
    filters: PageFilter[];
    sort: {
        name: string;
        mode: 'asc' | 'desc';
    } | null;
}
export declare function readListRequest(body: unknown): ListRequest;
