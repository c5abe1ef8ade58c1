/** The generic module calls besides CRUD: descriptors, the unique check, and one page of a list. */
import type { ApiRecord, ModuleStruts, PagePara, PageResult, VerifyUniqueRequest } from '../../contract/index';
import type { HttpClient } from '../http/types';

/** Module names are sent in lower case: one cached answer per module whatever the caller's case. */
export const moduleStrutsUrl = (module: string) => `/api/common/moduleStruts/${encodeURIComponent(module.toLowerCase())}`;
/** A module's generic list call, `POST /api/{Module}/List` (what the data provider's getList asks by default). */
export const moduleListUrl = (module: string) => `/api/${module}/List`;
export const VERIFY_UNIQUE_URL = '/api/Common/VerififyUnique';

/** GET /api/common/moduleStruts/{module}: the module's field descriptors, RelateFields and Name. */
export function getModuleStruts(http: Pick<HttpClient, 'get'>, module: string, options?: { silent?: boolean }): Promise<ModuleStruts> {
  return http.get<ModuleStruts>(moduleStrutsUrl(module), undefined, options);
}

/** POST /api/Common/VerififyUnique: whether another record already holds the value (true = taken). */
export async function verifyUnique(http: Pick<HttpClient, 'post'>, request: VerifyUniqueRequest): Promise<boolean> {
  return (await http.post<boolean>(VERIFY_UNIQUE_URL, request)) === true;
}

/** POST one PagePara to a list URL (`/api/{M}/List` or a page list such as PersonPageList) and answer the page. */
export function postListPage(
  http: Pick<HttpClient, 'post'>,
  listUrl: string,
  para: PagePara,
  options?: { silent?: boolean },
): Promise<PageResult<ApiRecord> | null | undefined> {
  return http.post<PageResult<ApiRecord> | null | undefined>(listUrl, para, options);
}
