/** The server's printable pages: one record, and a list's whole filtered result. Both answer HTML. */
import type { PagePara } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const recordPrintUrl = (module: string, id: string) => `/api/print/${encodeURIComponent(module)}/${encodeURIComponent(id)}`;
export const listPrintUrl = (module: string) => `/api/print/${encodeURIComponent(module)}/list`;

const HTML = { headers: { Accept: 'text/html' } };

/** GET /api/print/{module}/{id}: the record's printable page. */
export function getRecordPrintHtml(http: Pick<HttpClient, 'get'>, module: string, id: string): Promise<string> {
  return http.get<string>(recordPrintUrl(module, id), undefined, HTML);
}

/** POST /api/print/{module}/list with the list's PagePara: the filtered result's printable page. */
export function postListPrintHtml(http: Pick<HttpClient, 'post'>, module: string, para: PagePara): Promise<string> {
  return http.post<string>(listPrintUrl(module), para, HTML);
}
