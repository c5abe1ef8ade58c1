/** Large exports on the server (D-DOWN-3): the dialog asks; above the threshold a download-centre job runs. */
import type { ExportRequest, ExportStarted } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const exportStartUrl = (module: string) => `/api/export/${encodeURIComponent(module)}/Start`;

/** The list's request and columns; carries PagePara keys, so the client encrypts it as it does a list call. */
export function startServerExport(http: Pick<HttpClient, 'post'>, module: string, request: ExportRequest): Promise<ExportStarted> {
  return http.post<ExportStarted>(exportStartUrl(module), request);
}
