/** The leaders' annotation of work reports (issue 14 item 4). */
import type { ApiRecord } from '../../contract/index';
import type { HttpClient } from '../http/types';

export interface AnnotationBody {
  Annotation: string;
  AssessLevel: string;
}

export const annotateUrl = (module: string, id: string) => `/api/${encodeURIComponent(module)}/Annotate/${encodeURIComponent(id)}`;

/** POST /api/{module}/Annotate/{id}: the leader's annotation and 考核评价; the server sets who and when. */
export function annotateReport(http: Pick<HttpClient, 'post'>, module: string, id: string, body: AnnotationBody): Promise<ApiRecord> {
  return http.post<ApiRecord>(annotateUrl(module, id), body);
}
