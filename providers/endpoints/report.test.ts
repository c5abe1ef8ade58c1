import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportMeta, ReportResult } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getMyReports, getReportMeta, getReportRoutes, runReport } from './report';

const server = useApiServer();

const META: ReportMeta = {
  Code: 'ProblemByYear',
  Title: '课题统计',
  Description: null,
  Dimensions: [{ Key: 'year', Label: '年度' }],
  Measures: [{ Key: 'count', Label: '课题数', Format: 'int' }],
  Filters: [{ Key: 'years', Label: '年度', Kind: 'yearRange', Options: null }],
  Charts: ['bar', 'pie'],
  Summary: ['count'],
};

describe('report endpoints', () => {
  it('getReportRoutes GETs /api/report/routes and keeps only well-formed rows', async () => {
    const { seen, record } = recorder();
    server.use(
      rest.get(`${API}/api/report/routes`, async ({ request }) => {
        await record(request);
        return HttpResponse.json([
          { Path: '/ALLReport', Code: 'All', Title: '全院统计', Anonymous: true },
          { Path: '/problem/group', Code: 'ProblemGroup', Title: '课题统计', Anonymous: false },
          { Path: 3, Code: 'x' },
          null,
        ]);
      }),
    );
    const { http, notify } = testHttpClient();
    expect(await getReportRoutes(http)).toEqual([
      { Path: '/ALLReport', Code: 'All', Title: '全院统计', Anonymous: true },
      { Path: '/problem/group', Code: 'ProblemGroup', Title: '课题统计', Anonymous: false },
    ]);
    expect(seen.map((s) => [s.method, s.url.pathname, s.url.search])).toEqual([['GET', '/api/report/routes', '']]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('getReportRoutes fails silently for an anonymous visitor (no toast, no login redirect)', async () => {
    server.use(rest.get(`${API}/api/report/routes`, () => HttpResponse.json({ message: '未登录' }, { status: 401 })));
    const { http, notify } = testHttpClient();
    await expect(getReportRoutes(http)).rejects.toMatchObject({ statusCode: 401 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('getMyReports GETs /api/report and reads route rows or descriptors, one line per report', async () => {
    const { seen, record } = recorder();
    server.use(
      rest.get(`${API}/api/report`, async ({ request }) => {
        await record(request);
        return HttpResponse.json([
          { Path: '/problem/group', Code: 'ProblemGroup', Title: '课题统计', Anonymous: false },
          { Path: '/Problem/Group2', Code: 'ProblemGroup', Title: '课题统计', Anonymous: false },
          { Code: 'Dept', Title: '科室统计', Routes: ['/problem/groupb'] },
          { Code: 'NoPath', Title: '无路径' },
        ]);
      }),
    );
    expect(await getMyReports(testHttpClient().http)).toEqual([
      { Code: 'ProblemGroup', Title: '课题统计', Path: '/problem/group' },
      { Code: 'Dept', Title: '科室统计', Path: '/problem/groupb' },
    ]);
    expect(seen.map((s) => [s.method, s.url.pathname])).toEqual([['GET', '/api/report']]);
  });

  it('getMyReports answers none when the answer is not a list', async () => {
    server.use(rest.get(`${API}/api/report`, () => HttpResponse.json({ Data: 1 })));
    expect(await getMyReports(testHttpClient().http)).toEqual([]);
  });

  it('getReportMeta GETs /api/report/{code}/meta with the code escaped', async () => {
    const { seen, record } = recorder();
    server.use(
      rest.get(`${API}/api/report/:code/meta`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(META);
      }),
    );
    expect(await getReportMeta(testHttpClient().http, 'Problem By/Year')).toEqual(META);
    expect(seen.map((s) => [s.method, s.url.pathname])).toEqual([['GET', '/api/report/Problem%20By%2FYear/meta']]);
  });

  it('runReport POSTs the filters as plain JSON and answers the result', async () => {
    const { seen, record } = recorder();
    const result: ReportResult = { Code: 'ProblemByYear', Title: '课题统计', Rows: [{ year: '2025', count: 3 }], Totals: { count: 3 }, Truncated: false };
    server.use(
      rest.post(`${API}/api/report/ProblemByYear`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(result);
      }),
    );
    const answer = await runReport(testHttpClient().http, 'ProblemByYear', { Filters: { years: [2020, null], depts: ['a', 'b'], kw: '癌' } });
    expect(answer).toEqual(result);
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/report/ProblemByYear');
    expect(seen[0].contentType).toContain('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ Filters: { years: [2020, null], depts: ['a', 'b'], kw: '癌' } });
  });

  it('runReport reads a malformed answer as an empty result', async () => {
    server.use(rest.post(`${API}/api/report/X`, () => HttpResponse.json({ Rows: 'no', Totals: [1] })));
    expect(await runReport(testHttpClient().http, 'X', {})).toEqual({ Code: 'X', Title: '', Rows: [], Totals: {}, Truncated: false });
  });

  it('runReport rejects with the status of a refusal, silently', async () => {
    server.use(rest.post(`${API}/api/report/X`, () => HttpResponse.json({ message: '权限不足' }, { status: 403 })));
    const { http, notify } = testHttpClient();
    await expect(runReport(http, 'X', {})).rejects.toMatchObject({ statusCode: 403 });
    expect(notify).not.toHaveBeenCalled();
  });
});
