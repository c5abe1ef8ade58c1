import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ScoreListResult, ScorePersonResult, ScoreRankingResult, ScoreSchemeInfo, ScoreTreeResult } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testKeyPair } from '../testing/rsa';
import { testHttpClient } from '../testing/testHttpClient';
import { getScoreList, getScorePerson, getScoreRanking, getScoreSchemes, getScoreTree, putScoreRules } from './score';

const server = useApiServer();
// A public key is held: the score calls must still go plain (the server decrypts only its list routes).
const KEY_HELD = testKeyPair().publicKey;

const SCHEME: ScoreSchemeInfo = {
  Code: 'thesis',
  Title: '论文积分',
  Module: 'Thesis',
  Factors: [
    { Key: 'partition', Label: '分区', Options: [{ Value: '一区', Label: '一区' }] },
    { Key: 'role', Label: '作者位次', Options: [{ Value: '第一作者', Label: '第一作者' }] },
  ],
  Category: 'SCI论文',
  Rules: [{ Values: ['一区', '第一作者'], Points: 30, Category: 'SCI论文' }],
  Routes: ['/thesis/scoreList'],
  CanEdit: true,
};

const LIST: ScoreListResult = {
  Code: 'thesis',
  Title: '论文积分',
  Columns: [{ Key: 'Journal', Label: '期刊' }],
  Rows: [
    {
      Id: 't1',
      Name: '肺癌研究',
      Person: '张三',
      Person_Id: 'p1',
      Role: '第一作者',
      Dept: '呼吸科',
      Date: '2025-03-01',
      Factors: { partition: '一区', role: '第一作者' },
      Columns: { Journal: 'Lancet' },
      Category: 'SCI论文',
      Points: 30,
    },
  ],
  Total: 1,
  TotalPoints: 30,
};

describe('score endpoints', () => {
  it('getScoreSchemes GETs /api/score/schemes and drops rows without a code', async () => {
    const { seen, record } = recorder();
    server.use(
      rest.get(`${API}/api/score/schemes`, async ({ request }) => {
        await record(request);
        return HttpResponse.json([SCHEME, { Title: '无代码' }, null]);
      }),
    );
    expect(await getScoreSchemes(testHttpClient().http)).toEqual([SCHEME]);
    expect(seen.map((s) => [s.method, s.url.pathname, s.url.search])).toEqual([['GET', '/api/score/schemes', '']]);
  });

  it('putScoreRules PUTs the whole table as JSON to /api/score/rules/{code}', async () => {
    const { seen, record } = recorder();
    server.use(
      rest.put(`${API}/api/score/rules/:code`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ ok: true });
      }),
    );
    const rules = [{ Values: ['一区', '第一作者'], Points: 32.5, Category: 'SCI论文' }];
    await putScoreRules(testHttpClient(KEY_HELD).http, 'thesis', { Rules: rules });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url.pathname).toBe('/api/score/rules/thesis');
    expect(seen[0].contentType).toContain('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ Rules: rules });
  });

  it('putScoreRules rejects with the server message, silently', async () => {
    server.use(rest.put(`${API}/api/score/rules/:code`, () => HttpResponse.json({ Message: '积分不能超过10000' }, { status: 400 })));
    const { http, notify } = testHttpClient();
    await expect(putScoreRules(http, 'thesis', { Rules: [] })).rejects.toMatchObject({ statusCode: 400, message: '积分不能超过10000' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('getScoreList POSTs filters and paging as plain JSON even with a key held', async () => {
    const { seen, record } = recorder();
    server.use(
      rest.post(`${API}/api/score/:code/list`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(LIST);
      }),
    );
    const query = { Filters: { Years: [2024, null] as [number, null], Dept_Id: 'd1', Category: 'SCI论文' }, PageIndex: 2, PageSize: 20 };
    expect(await getScoreList(testHttpClient(KEY_HELD).http, 'thesis', query)).toEqual(LIST);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/score/thesis/list');
    expect(JSON.parse(seen[0].body)).toEqual(query);
  });

  it('keeps the 数据权限 an answer names (the pages’ 按数据权限统计 line), and only a text one', async () => {
    server.use(rest.post(`${API}/api/score/:code/list`, () => HttpResponse.json({ ...LIST, DataScope: '本部门及以下' })));
    expect(await getScoreList(testHttpClient().http, 'thesis', {})).toEqual({ ...LIST, DataScope: '本部门及以下' });
    server.use(rest.get(`${API}/api/score/treeProject`, () => HttpResponse.json({ Year: 2024, Nodes: [], DataScope: 7 })));
    expect(await getScoreTree(testHttpClient().http, 2024)).toEqual({ Year: 2024, Nodes: [] });
  });

  it('getScoreList reads a malformed answer as an empty page', async () => {
    server.use(rest.post(`${API}/api/score/:code/list`, () => HttpResponse.json({ Rows: [{ Name: 'x' }], Total: 'a' })));
    expect(await getScoreList(testHttpClient().http, 'patent', {})).toEqual({ Code: 'patent', Title: '', Columns: [], Rows: [], Total: 0, TotalPoints: 0 });
  });

  it('getScoreRanking POSTs By, Schemes, Filters and Limit', async () => {
    const { seen, record } = recorder();
    const answer: ScoreRankingResult = {
      By: 'dept',
      Schemes: [{ Code: 'platform', Title: '平台积分' }],
      Rows: [{ Rank: 1, Id: 'd1', Name: '呼吸科', Dept: null, BySchemes: { platform: 12 }, Count: 2, Points: 12 }],
      TotalPoints: 12,
      Truncated: false,
    };
    server.use(
      rest.post(`${API}/api/score/ranking`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(answer);
      }),
    );
    const query = { By: 'dept' as const, Schemes: ['platform'], Filters: { Years: [2023, 2025] as [number, number] }, Limit: 2000 };
    expect(await getScoreRanking(testHttpClient().http, query)).toEqual(answer);
    expect(seen[0].url.pathname).toBe('/api/score/ranking');
    expect(JSON.parse(seen[0].body)).toEqual(query);
  });

  it('getScorePerson POSTs the filters and the page to /api/score/person/{id}', async () => {
    const { seen, record } = recorder();
    const answer: ScorePersonResult = {
      Person_Id: 'p 1',
      Name: '张三',
      Dept: '呼吸科',
      Schemes: [{ Code: 'thesis', Title: '论文积分', Count: 1, Points: 30 }],
      Categories: [{ Category: 'SCI论文', Count: 1, Points: 30 }],
      Rows: [{ ...LIST.Rows[0], Scheme: 'thesis' }],
      Total: 21,
      TotalPoints: 30,
    };
    server.use(
      rest.post(`${API}/api/score/person/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(answer);
      }),
    );
    const query = { Filters: { Years: [2025, 2025] as [number, number] }, PageIndex: 2, PageSize: 20 };
    expect(await getScorePerson(testHttpClient().http, 'p 1', query)).toEqual(answer);
    expect(seen[0].url.pathname).toBe('/api/score/person/p%201');
    expect(JSON.parse(seen[0].body)).toEqual(query);
  });

  it('getScorePerson rejects with the status of a refusal, silently', async () => {
    server.use(rest.post(`${API}/api/score/person/:id`, () => HttpResponse.json({ Message: '权限不足' }, { status: 403 })));
    const { http, notify } = testHttpClient();
    await expect(getScorePerson(http, 'other', { Filters: {} })).rejects.toMatchObject({ statusCode: 403 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('getScoreTree GETs /api/score/treeProject?year=', async () => {
    const { seen, record } = recorder();
    const answer: ScoreTreeResult = {
      Year: 2025,
      Nodes: [{ Key: 'g1', Kind: 'programme', Title: '名医', Id: null, Dept: null, Points: 10, Children: [] }],
    };
    server.use(
      rest.get(`${API}/api/score/treeProject`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(answer);
      }),
    );
    expect(await getScoreTree(testHttpClient().http, 2025)).toEqual(answer);
    expect(seen.map((s) => [s.method, s.url.pathname, s.url.search])).toEqual([['GET', '/api/score/treeProject', '?year=2025']]);
  });
});
