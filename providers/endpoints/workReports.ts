/** The leaders' annotation of work reports (D-REPORT-8). */
import type { AnnotationBody, ApiRecord } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const annotateUrl = (module: string, id: string) => `/api/${encodeURIComponent(module)}/Annotate/${encodeURIComponent(id)}`;

/** POST /api/{module}/Annotate/{id}: the leader's annotation and 考核评价; the server sets who and when. */
export function annotateReport(http: Pick<HttpClient, 'post'>, module: string, id: string, body: AnnotationBody): Promise<ApiRecord> {
  return http.post<ApiRecord>(annotateUrl(module, id), body);
}

/** Which of a leader's reports a list asks for: all in scope, only 未批注, or only 已批注. */
export type AnnotationState = 'all' | 'unannotated' | 'annotated';

/**
 * POST /api/{module}/AnnotationList[?state=…]: the list call of the leader pages, answering only the reports the caller
 * may annotate (their department's, or every one for the institute's leaders); pass it as the data provider's
 * `meta.listUrl`.
 */
export const annotationListUrl = (module: string, state: AnnotationState = 'all') =>
  `/api/${encodeURIComponent(module)}/AnnotationList${state === 'all' ? '' : `?state=${state}`}`;

/** GET /api/{module}/AnnotationGet/{id}: one report, if the caller may annotate it (else 404); `meta.getUrl`. */
export const annotationGetUrl = (module: string, id: string) => `/api/${encodeURIComponent(module)}/AnnotationGet/${encodeURIComponent(id)}`;
