/** The exact requests of the approval actions beyond submit and decide, and of the centre's helpers. */
import { http as rest, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FlowAuditRow, FlowCandidate } from '../../contract/index';
import { API, recorder, useApiServer } from '../testing/apiServer';
import { testHttpClient } from '../testing/testHttpClient';
import { addSigner, decideApproval, remindApprovers, submitForApproval, transferApproval, withdrawApproval } from './flowActions';
import { batchDecide, getCandidates, getDefinitionWarnings, getFlowAudit, getPhrases } from './flowMore';

const server = useApiServer();
const result = { ModuleName: 'Thesis', Business_Id: 'b1', FlowExample_Id: 'e1', FlowStatus: '审核中', CurrentStep: 1 };

function capture(path: string, answer: JsonBodyType = result) {
  const seen = recorder();
  server.use(
    rest.post(`${API}${path}`, async ({ request }) => {
      await seen.record(request);
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}
const formBody = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('record actions', () => {
  it('submit with chosen people sends JSON with Chosen; without, a form as before', async () => {
    const seen = capture('/api/FlowState/Submit');
    const { http } = testHttpClient();
    await submitForApproval(http, 'Thesis', 'b1', { n1: ['u1', 'u2'] });
    await submitForApproval(http, 'Thesis', 'b1', {});
    expect(seen.seen[0].contentType).toContain('application/json');
    expect(JSON.parse(seen.seen[0].body)).toEqual({ ModuleName: 'Thesis', Business_Id: 'b1', Chosen: { n1: ['u1', 'u2'] } });
    expect(seen.seen[1].contentType).toContain('application/x-www-form-urlencoded');
    expect(formBody(seen.seen[1].body)).toEqual({ ModuleName: 'Thesis', Business_Id: 'b1' });
  });

  it('decide with ReturnTo sends it only for a return to an earlier step', async () => {
    const seen = capture('/api/FlowState/Decide');
    const { http } = testHttpClient();
    await decideApproval(http, { module: 'Thesis', id: 'b1', decision: 'Returned', opinion: '退回上一步', returnTo: 1 });
    await decideApproval(http, { module: 'Thesis', id: 'b1', decision: 'Returned', opinion: '', returnTo: 0 });
    await decideApproval(http, { module: 'Thesis', id: 'b1', decision: 'Approved', opinion: '同意', returnTo: 1 });
    expect(seen.seen.map((s) => formBody(s.body))).toEqual([
      { ModuleName: 'Thesis', Business_Id: 'b1', Decision: 'Returned', Opinion: '退回上一步', ReturnTo: '1' },
      { ModuleName: 'Thesis', Business_Id: 'b1', Decision: 'Returned', Opinion: '' },
      { ModuleName: 'Thesis', Business_Id: 'b1', Decision: 'Approved', Opinion: '同意' },
    ]);
  });

  it('withdraw, transfer, addSigner and remind POST their forms', async () => {
    const seen = [
      capture('/api/FlowState/Withdraw'),
      capture('/api/FlowState/Transfer'),
      capture('/api/FlowState/AddSigner'),
      capture('/api/FlowState/Remind'),
    ];
    const { http } = testHttpClient();
    expect(await withdrawApproval(http, 'Thesis', 'b1', '信息有误')).toEqual(result);
    await transferApproval(http, 'Thesis', 'b1', 'u9', '请王老师处理');
    await addSigner(http, { module: 'Thesis', id: 'b1', userId: 'u8', position: 'Before', opinion: '请先会签' });
    await remindApprovers(http, 'Thesis', 'b1');
    expect(seen.map((s) => [s.seen[0].url.pathname, formBody(s.seen[0].body)])).toEqual([
      ['/api/FlowState/Withdraw', { ModuleName: 'Thesis', Business_Id: 'b1', Opinion: '信息有误' }],
      ['/api/FlowState/Transfer', { ModuleName: 'Thesis', Business_Id: 'b1', To_User_Id: 'u9', Opinion: '请王老师处理' }],
      ['/api/FlowState/AddSigner', { ModuleName: 'Thesis', Business_Id: 'b1', User_Id: 'u8', Position: 'Before', Opinion: '请先会签' }],
      ['/api/FlowState/Remind', { ModuleName: 'Thesis', Business_Id: 'b1' }],
    ]);
  });

  it('a refused action rejects with the server message and its toast', async () => {
    server.use(rest.post(`${API}/api/FlowState/Remind`, () => HttpResponse.json({ Message: '一小时内只能催办一次' }, { status: 409 })));
    const { http, notify } = testHttpClient();
    await expect(remindApprovers(http, 'Thesis', 'b1')).rejects.toMatchObject({ statusCode: 409, message: '一小时内只能催办一次' });
    expect(notify).toHaveBeenCalled();
  });
});

describe('centre helpers', () => {
  it('batchDecide POSTs plain JSON and answers the results', async () => {
    const answer = {
      Results: [
        { Id: 'i1', Ok: true, Message: null },
        { Id: 'i2', Ok: false, Message: '待办事项不存在' },
      ],
      Succeeded: 1,
      Failed: 1,
    };
    const seen = capture('/api/FlowState/BatchDecide', answer);
    const body = { Ids: ['i1', 'i2'], Decision: 'Approved' as const, Opinion: '同意' };
    expect(await batchDecide(testHttpClient().http, body)).toEqual(answer);
    expect([seen.seen[0].contentType, JSON.parse(seen.seen[0].body)]).toEqual(['application/json;charset=UTF-8', body]);
  });

  it('getPhrases GETs the phrases of one kind silently and answers a list (none when malformed or refused)', async () => {
    const seen = recorder();
    server.use(
      rest.get(`${API}/api/FlowState/Phrases`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json({ Phrases: ['同意', 3, '同意,请按规定办理'] });
      }),
    );
    const { http, notify } = testHttpClient();
    expect(await getPhrases(http, 'Approved')).toEqual(['同意', '同意,请按规定办理']);
    server.use(rest.get(`${API}/api/FlowState/Phrases`, () => HttpResponse.json({})));
    expect(await getPhrases(http, 'Returned')).toEqual([]);
    server.use(rest.get(`${API}/api/FlowState/Phrases`, () => HttpResponse.json({ Message: '未登录' }, { status: 500 })));
    await expect(getPhrases(http, 'Refuse')).rejects.toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    expect(seen.seen.map((s) => [s.method, s.url.pathname, s.url.searchParams.get('Kind')])).toEqual([['GET', '/api/FlowState/Phrases', 'Approved']]);
  });

  it('getDefinitionWarnings POSTs the draft as plain JSON, silently, and answers the warnings (none when malformed)', async () => {
    const warning = { Key: 'n2', Name: '科研处长审批', Message: '「科研处长审批」在周建华本人提交时没有可审批的人' };
    const seen = capture('/api/FlowState/DefinitionWarnings', { Warnings: [warning, { Key: 3 }] });
    const { http, notify } = testHttpClient();
    const body = { ModuleName: 'Thesis', Steps: '[]' };
    expect(await getDefinitionWarnings(http, body)).toEqual([warning]);
    expect([seen.seen[0].contentType, JSON.parse(seen.seen[0].body)]).toEqual(['application/json;charset=UTF-8', body]);
    server.use(rest.post(`${API}/api/FlowState/DefinitionWarnings`, () => HttpResponse.json({ Message: '审批流程至少要有一个审批节点' }, { status: 400 })));
    await expect(getDefinitionWarnings(http, body)).rejects.toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('getCandidates GETs with the trimmed, bounded keyword and what the people are picked for', async () => {
    const seen = recorder();
    const people: FlowCandidate[] = [{ Id: 'u1', Name: '林晓雯', Account: 'reviewer', DeptName: '科研处' }];
    server.use(
      rest.get(`${API}/api/FlowState/Candidates`, async ({ request }) => {
        await seen.record(request);
        return HttpResponse.json(people);
      }),
    );
    const { http } = testHttpClient();
    expect(await getCandidates(http, { ModuleName: 'Thesis', Purpose: 'AddSigner', Business_Id: 'b 1' }, ' 林 ')).toEqual(people);
    await getCandidates(http, { ModuleName: 'Thesis', Purpose: 'Chosen' }, '长'.repeat(80));
    expect(seen.seen.map((s) => Object.fromEntries(s.url.searchParams))).toEqual([
      { KeyWord: '林', ModuleName: 'Thesis', Purpose: 'AddSigner', Business_Id: 'b 1' },
      { KeyWord: '长'.repeat(50), ModuleName: 'Thesis', Purpose: 'Chosen' },
    ]);
  });

  it('getFlowAudit POSTs the query as plain JSON and answers the page', async () => {
    const row: FlowAuditRow = {
      FlowExample_Id: 'e1',
      ModuleName: 'Thesis',
      ModuleDescription: '论文',
      Business_Id: 'b1',
      Title: '某题目',
      Step: 1,
      StepName: '科研处初审',
      Action: 'Approved',
      ActionName: '通过',
      Opinion: '同意',
      UserName: '林晓雯',
      FromStatus: '审核中',
      ToStatus: '审核中',
      Time: '2026-11-23 10:00:00',
    };
    const seen = capture('/api/FlowState/Audit', { Total: 1, Data: [row] });
    const query = { PageIndex: 1, PageSize: 20, ModuleName: 'Thesis', Action: 'Approved', KeyWord: '林', DateFrom: '2026-11-01', DateTo: '2026-11-30' };
    expect(await getFlowAudit(testHttpClient().http, query)).toEqual({ Total: 1, Data: [row] });
    expect(JSON.parse(seen.seen[0].body)).toEqual(query);
    server.use(rest.post(`${API}/api/FlowState/Audit`, () => HttpResponse.json(null)));
    expect(await getFlowAudit(testHttpClient().http, {})).toEqual({ Total: 0, Data: [] });
  });
});
