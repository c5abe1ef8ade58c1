/**
 * The score calls (contract/score.ts): the schemes with their rules, a scheme's rule table, a score list, rankings,
 * one person's results and the three-project tree. Bodies go as JSON (years stay numbers) and plain: the score routes
 * are not among the server's decrypting list routes. Silent: each page shows a failure itself, in Chinese.
 */
import type {
  ScoreListQuery,
  ScoreListResult,
  ScorePersonQuery,
  ScorePersonResult,
  ScoreRankingQuery,
  ScoreRankingResult,
  ScoreRulesUpdate,
  ScoreSchemeInfo,
  ScoreTreeResult,
} from '../../contract/index';
import type { HttpClient } from '../http/types';

export const SCORE_SCHEMES_URL = '/api/score/schemes';
export const SCORE_RANKING_URL = '/api/score/ranking';
export const SCORE_TREE_URL = '/api/score/treeProject';
export const scoreRulesUrl = (code: string) => `/api/score/rules/${encodeURIComponent(code)}`;
export const scoreListUrl = (code: string) => `/api/score/${encodeURIComponent(code)}/list`;
export const scorePersonUrl = (personId: string) => `/api/score/person/${encodeURIComponent(personId)}`;

const PLAIN_JSON = { json: true, encrypt: 'never' } as const;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
/** The 数据权限 that narrowed an answer's figures, when the server names one. */
const dataScopeOf = (answer: Record<string, unknown>): { DataScope?: string } =>
  typeof answer.DataScope === 'string' && answer.DataScope !== '' ? { DataScope: answer.DataScope } : {};

/** GET /api/score/schemes: every scheme the pages show, with its factors' options and current rules. */
export async function getScoreSchemes(http: Pick<HttpClient, 'get'>, signal?: AbortSignal): Promise<ScoreSchemeInfo[]> {
  const answer = await http.get<unknown>(SCORE_SCHEMES_URL, undefined, { signal, silent: true });
  return listOf<ScoreSchemeInfo>(answer).filter((scheme) => typeof recordOf(scheme).Code === 'string');
}

/** PUT /api/score/rules/{code}: the scheme's whole rule table. The server's 400 message reaches the caller. */
export function putScoreRules(http: Pick<HttpClient, 'put'>, code: string, update: ScoreRulesUpdate): Promise<unknown> {
  return http.put<unknown>(scoreRulesUrl(code), update, { ...PLAIN_JSON, silent: true });
}

/** POST /api/score/{code}/list: one page of a scheme's scored records. */
export async function getScoreList(http: Pick<HttpClient, 'post'>, code: string, query: ScoreListQuery, signal?: AbortSignal): Promise<ScoreListResult> {
  const answer = recordOf(await http.post<unknown>(scoreListUrl(code), query, { ...PLAIN_JSON, signal, silent: true }));
  return {
    Code: typeof answer.Code === 'string' ? answer.Code : code,
    Title: typeof answer.Title === 'string' ? answer.Title : '',
    Columns: listOf<ScoreListResult['Columns'][number]>(answer.Columns),
    Rows: listOf<ScoreListResult['Rows'][number]>(answer.Rows).filter((row) => typeof recordOf(row).Id === 'string'),
    Total: numberOf(answer.Total),
    TotalPoints: numberOf(answer.TotalPoints),
    ...dataScopeOf(answer),
  };
}

/** POST /api/score/ranking: people or departments by points. */
export async function getScoreRanking(http: Pick<HttpClient, 'post'>, query: ScoreRankingQuery, signal?: AbortSignal): Promise<ScoreRankingResult> {
  const answer = recordOf(await http.post<unknown>(SCORE_RANKING_URL, query, { ...PLAIN_JSON, signal, silent: true }));
  return {
    By: answer.By === 'dept' ? 'dept' : 'person',
    Schemes: listOf<ScoreRankingResult['Schemes'][number]>(answer.Schemes),
    Rows: listOf<ScoreRankingResult['Rows'][number]>(answer.Rows).filter((row) => typeof recordOf(row).Id === 'string'),
    TotalPoints: numberOf(answer.TotalPoints),
    Truncated: answer.Truncated === true,
    ...dataScopeOf(answer),
  };
}

/**
 * POST /api/score/person/{personId}: one person's records of every scheme (a page of the newest with PageIndex and
 * PageSize, else all the server lists), with the sums per scheme and category of all of them.
 */
export async function getScorePerson(
  http: Pick<HttpClient, 'post'>,
  personId: string,
  query: ScorePersonQuery,
  signal?: AbortSignal,
): Promise<ScorePersonResult> {
  const body: ScorePersonQuery = { ...query, Filters: query.Filters ?? {} };
  const answer = recordOf(await http.post<unknown>(scorePersonUrl(personId), body, { ...PLAIN_JSON, signal, silent: true }));
  const rows = listOf<ScorePersonResult['Rows'][number]>(answer.Rows).filter((row) => typeof recordOf(row).Id === 'string');
  return {
    Person_Id: typeof answer.Person_Id === 'string' ? answer.Person_Id : personId,
    Name: typeof answer.Name === 'string' ? answer.Name : '',
    Dept: typeof answer.Dept === 'string' ? answer.Dept : null,
    Schemes: listOf<ScorePersonResult['Schemes'][number]>(answer.Schemes),
    Categories: listOf<ScorePersonResult['Categories'][number]>(answer.Categories),
    Rows: rows,
    Total: typeof answer.Total === 'number' ? answer.Total : rows.length,
    TotalPoints: numberOf(answer.TotalPoints),
    ...dataScopeOf(answer),
  };
}

/** GET /api/score/treeProject?year=: programmes → projects → members of a year. */
export async function getScoreTree(http: Pick<HttpClient, 'get'>, year: number, signal?: AbortSignal): Promise<ScoreTreeResult> {
  const answer = recordOf(await http.get<unknown>(SCORE_TREE_URL, { year }, { signal, silent: true }));
  return {
    Year: typeof answer.Year === 'number' ? answer.Year : year,
    Nodes: listOf<ScoreTreeResult['Nodes'][number]>(answer.Nodes),
    ...dataScopeOf(answer),
  };
}
