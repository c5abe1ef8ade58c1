import type { BaseRecord, DataProvider, MetaQuery } from '@refinedev/core';
import type { ApiRecord, PagePara } from '../../contract/index';
import { moduleListUrl, postListPage } from '../endpoints/modules';
import type { HttpClient, HttpMethod, QueryParams } from '../http/types';
import { fetchAllPages } from './fetchAllPages';
import { isUnpaged, toPagePara } from './toPagePara';
import type { ModuleMeta } from './types';
import { listCallKey, listPrefetchOf } from './listPrefetch';

export type ModuleDataProvider = DataProvider;

type ListPage = Awaited<ReturnType<typeof postListPage>>;

/** A list call's answer as getList gives it; `totalCapped`: there are more rows than `total` (PageResult). */
const toListResult = (page: ListPage): ListResult => ({ data: page?.Data ?? [], total: page?.Total ?? 0, totalCapped: page?.TotalCapped === true });

export interface ListResult {
  data: ApiRecord[];
  total: number;
  totalCapped: boolean;
}

/**
 * What getList would answer for this call at once, from a call started ahead whose answer has come, with when it came:
 * a list renders its first page on its first render instead of after a loading pass, and takes it (the answer is
 * forgotten, so the list's next call asks the server).
 */
export function takeAnsweredListCall(http: Pick<HttpClient, 'post'>, url: string, para: PagePara): { page: ListResult; answeredAt: number } | undefined {
  const taken = listPrefetchOf(http).takeAnswered(listCallKey(url, para));
  return taken === undefined ? undefined : { page: toListResult(taken.answer), answeredAt: taken.answeredAt };
}

/**
 * Refine's DataProvider over the institute's generic module API (`/api/{Module}/List|Get|Post|Put|Delete`).
 * Records keep their wire shape (PascalCase, `Id`): pass ids explicitly and `rowKey="Id"` to tables.
 */
export function createDataProvider(http: HttpClient): ModuleDataProvider {
  const moduleUrl = (resource: string, action: string) => `/api/${resource}/${action}`;
  const metaOf = (meta: MetaQuery | undefined): ModuleMeta => (meta ?? {}) as ModuleMeta;

  const list = async (url: string, para: PagePara) => toListResult(await postListPage(http, url, para));
  /** Every row: the server cuts a page at its cap, so an unpaged list is read page after page. */
  const listAll = async (url: string, para: PagePara) => {
    const all = await fetchAllPages((page) => postListPage(http, url, page), para);
    return { data: all.Data, total: all.Total };
  };
  // Shared with the calls made at start-up, before this provider exists (one per HTTP client).
  const prefetched = listPrefetchOf(http);

  return {
    getApiUrl: () => `${http.baseUrl}/api`,

    async getList<TData extends BaseRecord = BaseRecord>({ resource, pagination, sorters, filters, meta }: Parameters<DataProvider['getList']>[0]) {
      const url = metaOf(meta).listUrl ?? moduleListUrl(resource);
      const para = toPagePara({ pagination, sorters, filters });
      if (isUnpaged(pagination)) {
        const { data, total } = await listAll(url, para);
        return { data: data as TData[], total };
      }
      const ask = () => postListPage(http, url, para);
      // A prefetch is silent: if it failed, the page's own call is made, and reports the failure.
      const { data, total } = toListResult(await (prefetched.take(listCallKey(url, para))?.catch(ask) ?? ask()));
      return { data: data as TData[], total };
    },

    async getMany<TData extends BaseRecord = BaseRecord>({ resource, ids, meta }: Parameters<NonNullable<DataProvider['getMany']>>[0]) {
      if (ids.length === 0) return { data: [] };
      const url = metaOf(meta).listUrl ?? moduleListUrl(resource);
      const { data } = await list(url, {
        PageIndex: 1,
        PageSize: ids.length,
        Condition: { Filters: [{ Name: 'Id', Compare: 'in', Value: ids.map(String).join(',') }] },
      });
      return { data: data as TData[] };
    },

    async getOne<TData extends BaseRecord = BaseRecord>({ resource, id, meta }: Parameters<DataProvider['getOne']>[0]) {
      const url = metaOf(meta).getUrl ?? moduleUrl(resource, `Get/${encodeURIComponent(String(id))}`);
      const record = await http.get<ApiRecord>(url);
      return { data: record as TData };
    },

    // biome-ignore lint/complexity/noBannedTypes: Refine's DataProvider declares the same default.
    async create<TData extends BaseRecord = BaseRecord, TVariables = {}>({
      resource,
      variables,
      meta,
    }: Parameters<DataProvider['create']>[0] & { variables: TVariables }) {
      const url = metaOf(meta).createUrl ?? moduleUrl(resource, 'Post');
      const record = await http.post<ApiRecord>(url, variables);
      return { data: record as TData };
    },

    // biome-ignore lint/complexity/noBannedTypes: Refine's DataProvider declares the same default.
    async update<TData extends BaseRecord = BaseRecord, TVariables = {}>({
      resource,
      id,
      variables,
      meta,
    }: Parameters<DataProvider['update']>[0] & { variables: TVariables }) {
      const url = metaOf(meta).updateUrl ?? moduleUrl(resource, 'Put');
      const record = await http.put<ApiRecord>(url, { ...(variables as object), Id: String(id) });
      return { data: record as TData };
    },

    async deleteOne<TData extends BaseRecord = BaseRecord>({ resource, id, meta }: Parameters<DataProvider['deleteOne']>[0]) {
      const url = metaOf(meta).deleteUrl ?? moduleUrl(resource, `Delete/${encodeURIComponent(String(id))}`);
      await http.delete(url);
      // The server answers 204; Refine wants the deleted record, of which we know the id.
      return { data: { Id: String(id) } as unknown as TData };
    },

    async custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({
      url,
      method,
      payload,
      query,
      filters,
      sorters,
      headers,
    }: Parameters<NonNullable<DataProvider['custom']>>[0] & { payload?: TPayload; query?: TQuery }) {
      // Filters/sorters given to a custom call become a PagePara merged into the payload (list-like calls).
      const paging = filters?.length || sorters?.length ? toPagePara({ filters, sorters }) : undefined;
      const { PageIndex: _index, PageSize: _size, ...pagingCondition } = paging ?? {};
      const body = paging ? { ...pagingCondition, ...((payload as object | undefined) ?? {}) } : payload;
      const data = await http.request<TData>({
        method: method.toUpperCase() as HttpMethod,
        url,
        body,
        params: (query ?? undefined) as QueryParams | undefined,
        headers: headers as Record<string, string> | undefined,
      });
      return { data };
    },
  };
}
