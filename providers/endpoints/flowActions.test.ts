import { http as rest, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FlowRecordHistory, FlowRecordState } from '../../contract/index';
import { API, formOf, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { decideApproval, getFlowHistory, getFlowState, submitForApproval } from './flowActions';

const server = useApiServer();

const state: FlowRecordState = {
  ModuleName: 'Thesis',
  Business_Id: 'b 1',
  FlowStatus: '审核中',
  CurrentStep: 1,
  StepName: '科研处初审',
  Approvers: [{ Name: '林晓雯', Account: 'reviewer' }],
  IsOwner: false,
  CanSubmit: false,
  CanDecide: true,
  ReadOnly: true,
  CanWithdraw: false,
  CanRemind: false,
  RemindAvailableAt: null,
  CanTransfer: true,
  CanAddSigner: true,
  ReturnTargets: [{ Step: 0, Name: '申请人' }],
  ChosenSteps: [],
};

describe('flow action endpoints', () => {
  it('submitForApproval POSTs ModuleName and Business_Id form-encoded', async () => {
    const seen = recorder();
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/FlowState/Submit`, async ({ request }) => {
        await seen.record(request);
        form = await formOf(request);
        return HttpResponse.json({ FlowStatus: '审核中', CurrentStep: 1 });
      }),
    );
    expect(await submitForApproval(testHttpClient().http, 'Thesis', 'b1')).toMatchObject({ FlowStatus: '审核中' });
    expect(seen.seen.map(({ method, url, contentType }) => [method, url.pathname, contentType])).toEqual([
      ['POST', '/api/FlowState/Submit', expect.stringContaining('application/x-www-form-urlencoded')],
    ]);
    expect(form).toEqual({ ModuleName: 'Thesis', Business_Id: 'b1' });
  });

  it('decideApproval POSTs the decision and the opinion by record', async () => {
    let form: Record<string, string> = {};
    server.use(
      rest.post(`${API}/api/FlowState/Decide`, async ({ request }) => {
        form = await formOf(request);
        return HttpResponse.json({ FlowStatus: '已退回', CurrentStep: 1 });
      }),
    );
    await decideApproval(testHttpClient().http, { module: 'Thesis', id: 'b1', decision: 'Returned', opinion: '请补充 & 修改' });
    expect(form).toEqual({ ModuleName: 'Thesis', Business_Id: 'b1', Decision: 'Returned', Opinion: '请补充 & 修改' });
  });

  it('a refused action rejects with the server message and its toast', async () => {
    const { http, notify } = testHttpClient();
    server.use(rest.post(`${API}/api/FlowState/Submit`, () => HttpResponse.json({ Message: '数据正在审核中,不可重复提交' }, { status: 400 })));
    await expect(submitForApproval(http, 'Thesis', 'b1')).rejects.toMatchObject({ statusCode: 400 });
    expect(notify).toHaveBeenCalled();
  });

  it('getFlowState and getFlowHistory GET by module and escaped id, silently', async () => {
    const seen = recorder();
    const history: FlowRecordHistory = {
      ModuleName: 'Thesis',
      Business_Id: 'b 1',
      FlowStatus: '审核中',
      FlowName: '论文审批流程',
      FlowExample_Id: 'e1',
      CurrentStep: 1,
      Steps: [{ Index: 1, Name: '科研处初审', State: '审核中' }],
      History: [],
    };
    server.use(
      rest.get(`${API}/api/FlowState/State/:module/:id`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(state);
      }),
      rest.get(`${API}/api/FlowState/History/:module/:id`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(history);
      }),
    );
    const { http, notify } = testHttpClient();
    expect(await getFlowState(http, 'Thesis', 'b 1')).toEqual(state);
    expect(await getFlowHistory(http, 'Thesis', 'b 1')).toEqual(history);
    expect(seen.seen.map(({ method, url }) => [method, url.pathname, url.search])).toEqual([
      ['GET', '/api/FlowState/State/Thesis/b%201', ''],
      ['GET', '/api/FlowState/History/Thesis/b%201', ''],
    ]);
    server.use(rest.get(`${API}/api/FlowState/State/:module/:id`, () => HttpResponse.json({ Message: '记录不存在' }, { status: 404 })));
    await expect(getFlowState(http, 'Thesis', 'x')).rejects.toMatchObject({ statusCode: 404 });
    expect(notify).not.toHaveBeenCalled();
  });
});
