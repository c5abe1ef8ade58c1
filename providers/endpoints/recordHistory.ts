/** A record's change history (修改记录) for its form. */
import type { RecordHistory } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const recordHistoryUrl = (module: string, id: string): string => `/api/RecordHistory/${encodeURIComponent(module)}/${encodeURIComponent(id)}`;

/** GET /api/RecordHistory/{module}/{id}, silent: the form shows its own line when the history cannot load. */
export function getRecordHistory(http: Pick<HttpClient, 'get'>, module: string, id: string): Promise<RecordHistory> {
  return http.get<RecordHistory>(recordHistoryUrl(module, id), undefined, { silent: true });
}
