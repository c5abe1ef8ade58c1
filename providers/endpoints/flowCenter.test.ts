import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FlowCenterRow } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { getFlowCenterPage, getFlowModules, getStartedCounts } from './flowCenter';

const server = useApiServer();

const row: FlowCenterRow = {
  Id: 'i1',
  FlowExample_Id: 'e1',
  ModuleName: 'Thesis',
  ModuleDescription: '论文',
  Business_Id: 'b1',
  Summary: '论文:某题目',
  Applicant: { UserNameCn: '陈思远', WorkCode: 'BJ001' },
  FlowStatus: '审核中',
  StepName: '科研处初审',
  Time: '2026-11-23 10:00:00',
  Decision: null,
  Opinion: null,
};

describe('flow centre endpoint', () => {
  it('POSTs the query as plain JSON to /api/FlowState/Center/{tab} and answers the page', async () => {
    const seen = recorder();
    server.use(
      rest.post(`${API}/api/FlowState/Center/:tab`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json({ Total: 11, Data: [row] });
      }),
    );
    const query = { PageIndex: 2, PageSize: 10, KeyWord: '题目', ModuleName: 'Thesis', DateFrom: '2026-11-01', DateTo: '2026-11-30' };
    expect(await getFlowCenterPage(testHttpClient().http, 'decided', query)).toEqual({ Total: 11, Data: [row] });
    expect(seen.seen.map(({ method, url, contentType, body }) => [method, url.pathname, url.search, contentType, JSON.parse(body) as unknown])).toEqual([
      ['POST', '/api/FlowState/Center/decided', '', 'application/json;charset=UTF-8', query],
    ]);
  });

  it('answers an empty page when the answer has no list, and rejects a failed call', async () => {
    const { http } = testHttpClient();
    server.use(rest.post(`${API}/api/FlowState/Center/pending`, () => HttpResponse.json(null)));
    expect(await getFlowCenterPage(http, 'pending', {})).toEqual({ Total: 0, Data: [] });
    server.use(rest.post(`${API}/api/FlowState/Center/pending`, () => HttpResponse.json({ Message: '业务模块不存在或不走审批' }, { status: 400 })));
    await expect(getFlowCenterPage(http, 'pending', { ModuleName: 'X' })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('getFlowModules GETs /api/FlowState/Modules and answers the list (none when the answer is not a list)', async () => {
    const seen = recorder();
    const modules = [{ Name: 'Thesis', Description: '论文' }];
    server.use(
      rest.get(`${API}/api/FlowState/Modules`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(modules);
      }),
    );
    expect(await getFlowModules(testHttpClient().http)).toEqual(modules);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([['GET', '/api/FlowState/Modules', '']]);
    server.use(rest.get(`${API}/api/FlowState/Modules`, () => HttpResponse.json({})));
    expect(await getFlowModules(testHttpClient().http)).toEqual([]);
  });

  it('getStartedCounts POSTs the filters as plain JSON and answers the counts (none when the answer is not a list)', async () => {
    const seen = recorder();
    const counts = [
      { FlowStatus: '未提交', Count: 3 },
      { FlowStatus: '审核中', Count: 5 },
    ];
    server.use(
      rest.post(`${API}/api/FlowState/StartedCounts`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(counts);
      }),
    );
    expect(await getStartedCounts(testHttpClient().http, { KeyWord: '心衰' })).toEqual(counts);
    expect(seen.seen.map(({ method, url, body }) => [method, url.pathname, JSON.parse(body) as unknown])).toEqual([
      ['POST', '/api/FlowState/StartedCounts', { KeyWord: '心衰' }],
    ]);
    server.use(rest.post(`${API}/api/FlowState/StartedCounts`, () => HttpResponse.json({})));
    expect(await getStartedCounts(testHttpClient().http, {})).toEqual([]);
  });
});
