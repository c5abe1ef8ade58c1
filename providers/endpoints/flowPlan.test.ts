import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FlowPlan } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { fetchFlowPlan } from './flowPlan';

const server = useApiServer();

const plan: FlowPlan = {
  ModuleName: 'ProblemCost',
  Business_Id: 'a/b 1',
  FlowName: '课题经费报销审批',
  Version: 3,
  Steps: [
    {
      Index: 1,
      Key: 'n1',
      Kind: 'Approver',
      Name: '科研处审核',
      Mode: 'All',
      SourceName: '角色:科研处审核员',
      People: ['周建华'],
      State: '已通过',
      NeedsChoice: false,
    },
    { Index: 2, Key: 'n4', Kind: 'Cc', Name: '抄送财务', Mode: null, SourceName: '抄送:财务处', People: [], State: '待审批', NeedsChoice: false },
  ],
  Branches: ['报销金额(元) 大于 50000 → 大额报销'],
};

describe('flow plan endpoint', () => {
  it('GETs /api/FlowState/Plan/{module}/{id} with both segments encoded, without a body, and answers the plan', async () => {
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/FlowState/Plan/:module/:id`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(plan);
      }),
    );
    expect(await fetchFlowPlan(testHttpClient().http, 'ProblemCost', 'a/b 1')).toEqual(plan);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([['GET', '/api/FlowState/Plan/ProblemCost/a%2Fb%201', '']]);
  });

  it('draws what a partial answer has, and rejects without a toast when the call fails', async () => {
    const { http, notify } = testHttpClient();
    server.use(rest.get(`${API}/api/FlowState/Plan/:module/:id`, () => HttpResponse.json({ FlowName: '流程', Steps: [{ Name: '审核' }] })));
    expect(await fetchFlowPlan(http, 'Thesis', 'r1')).toEqual({
      ModuleName: 'Thesis',
      Business_Id: 'r1',
      FlowName: '流程',
      Version: 0,
      Branches: [],
      Steps: [{ Index: 1, Key: 'step-1', Kind: 'Approver', Name: '审核', Mode: null, SourceName: '', People: [], State: '待审批', NeedsChoice: false }],
    });
    server.use(rest.get(`${API}/api/FlowState/Plan/:module/:id`, () => HttpResponse.json({ Message: '记录不存在' }, { status: 404 })));
    await expect(fetchFlowPlan(http, 'Thesis', 'r1')).rejects.toMatchObject({ statusCode: 404 });
    expect(notify).not.toHaveBeenCalled();
  });
});
