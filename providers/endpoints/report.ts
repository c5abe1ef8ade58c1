/**
 * The report calls (contract/report.ts): which report answers which app path, the caller's reports, a report's meta
 * and its figures. Answers are read defensively: a malformed answer becomes an empty one, never a crash.
 */
import type { ReportMeta, ReportQuery, ReportResult, ReportRoute } from '../../contract/index';
import type { HttpClient } from '../http/types';

export const REPORT_ROUTES_URL = '/api/report/routes';
export const MY_REPORTS_URL = '/api/report';
export const reportMetaUrl = (code: string) => `/api/report/${encodeURIComponent(code)}/meta`;
export const reportUrl = (code: string) => `/api/report/${encodeURIComponent(code)}`;

/** A report the caller may open, as the menu lists it: the first of its app paths. */
export interface MyReport {
  Code: string;
  Title: string;
  Path: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const recordOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function routeOf(value: unknown): ReportRoute | null {
  const item = recordOf(value);
  if (!item || !isText(item.Path) || !isText(item.Code) || !isText(item.Title)) return null;
  return { Path: item.Path, Code: item.Code, Title: item.Title, Anonymous: item.Anonymous === true };
}

/**
 * GET /api/report/routes: anonymous, so it is silent — a visitor without a session must not be sent to log in, and a
 * failure only means no address routes to a report.
 */
export async function getReportRoutes(http: Pick<HttpClient, 'get'>, signal?: AbortSignal): Promise<ReportRoute[]> {
  const answer = await http.get<unknown>(REPORT_ROUTES_URL, undefined, { signal, silent: true });
  return Array.isArray(answer) ? answer.map(routeOf).filter((route): route is ReportRoute => route !== null) : [];
}

/**
 * GET /api/report: the reports the caller may open. The contract names the call, not its rows; both shapes a server
 * may answer are read — route rows (`Path`) or descriptors (`Routes`) — and one line is kept per report.
 */
export async function getMyReports(http: Pick<HttpClient, 'get'>, signal?: AbortSignal): Promise<MyReport[]> {
  const answer = await http.get<unknown>(MY_REPORTS_URL, undefined, { signal, silent: true });
  if (!Array.isArray(answer)) return [];
  const byCode = new Map<string, MyReport>();
  for (const value of answer) {
    const item = recordOf(value);
    if (!item || !isText(item.Code) || !isText(item.Title)) continue;
    const path = isText(item.Path) ? item.Path : Array.isArray(item.Routes) ? item.Routes.find(isText) : undefined;
    if (path && !byCode.has(item.Code)) byCode.set(item.Code, { Code: item.Code, Title: item.Title, Path: path });
  }
  return [...byCode.values()];
}

/** GET /api/report/{code}/meta. Silent: the page shows the failure itself, in Chinese. */
export function getReportMeta(http: Pick<HttpClient, 'get'>, code: string, signal?: AbortSignal): Promise<ReportMeta> {
  return http.get<ReportMeta>(reportMetaUrl(code), undefined, { signal, silent: true });
}

/**
 * POST /api/report/{code} with the filters as JSON (years stay numbers, lists stay lists), sent plain: no list keys,
 * nothing to encrypt. Silent: the page shows the failure itself.
 */
export async function runReport(http: Pick<HttpClient, 'post'>, code: string, query: ReportQuery, signal?: AbortSignal): Promise<ReportResult> {
  const result = await http.post<ReportResult | null>(reportUrl(code), query, { json: true, encrypt: 'never', signal, silent: true });
  const rows = Array.isArray(result?.Rows) ? result.Rows.filter((row) => recordOf(row) !== null) : [];
  return {
    Code: result?.Code ?? code,
    Title: result?.Title ?? '',
    Rows: rows,
    Totals: recordOf(result?.Totals) ? result!.Totals : {},
    Truncated: result?.Truncated === true,
  };
}
