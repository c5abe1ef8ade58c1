/** 操作日志: every record's change-history lines, for administrators (server/operLog/). */
import type { OperLogDetail, OperLogExportStarted, OperLogModule, OperLogPage, OperLogPerson, OperLogSetting } from '../../contract/index';
import type { HttpClient } from '../http/types';

/** The filters as the server reads them; empty ones are left out. */
export interface OperLogQuery {
  User?: string;
  Module?: string;
  Record?: string;
  Action?: string;
  From?: string;
  To?: string;
  Address?: string;
}

const present = (query: OperLogQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

export function listOperLog(http: Pick<HttpClient, 'get'>, query: OperLogQuery, after: string | null, size: number): Promise<OperLogPage> {
  return http.get<OperLogPage>('/api/OperLog/List', { ...present(query), ...(after ? { After: after } : {}), Size: size });
}

export function getOperLogLine(http: Pick<HttpClient, 'get'>, id: string): Promise<OperLogDetail> {
  return http.get<OperLogDetail>(`/api/OperLog/Line/${encodeURIComponent(id)}`);
}

/** People whose name or account holds the text, for the 人员 filter's suggestions. */
export function suggestOperLogPeople(http: Pick<HttpClient, 'get'>, name: string, signal?: AbortSignal): Promise<OperLogPerson[]> {
  return http.get<OperLogPerson[]>('/api/OperLog/People', { Name: name }, { signal });
}

export function listOperLogModules(http: Pick<HttpClient, 'get'>): Promise<OperLogModule[]> {
  return http.get<OperLogModule[]>('/api/OperLog/Modules');
}

export function exportOperLog(http: Pick<HttpClient, 'post'>, query: OperLogQuery): Promise<OperLogExportStarted> {
  return http.post<OperLogExportStarted>('/api/OperLog/Export', present(query), { json: true });
}

export function getOperLogSetting(http: Pick<HttpClient, 'get'>): Promise<OperLogSetting> {
  return http.get<OperLogSetting>('/api/OperLog/Setting');
}

export function saveOperLogSetting(http: Pick<HttpClient, 'put'>, setting: OperLogSetting): Promise<OperLogSetting> {
  return http.put<OperLogSetting>('/api/OperLog/Setting', setting, { json: true });
}
