/**
 * Approval flows through HTTP: submit → pending items for step 1 → decisions (two-step approval, return and
 * resubmit, refuse), who may decide, read-only records under review, history and notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string, vicedean: string;

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [admin, staff, reviewer, vicedean] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer'), server.login('vicedean')]);
});
afterAll(() => server.close());

const unread = async (cookie: string): Promise<ApiRecord[]> =>
  (
    await server.call(cookie, {
      method: 'POST',
      url: '/api/MessageNotify/pageList',
      payload: { pageIndex: 1, pageSize: 99, Condition: { Filters: [{ Name: 'IsRead', Compare: '==', Value: false }] } },
    })
  ).json<PageResult>().Data;

describe('two-step approval', () => {
  it('goes 未提交 → 审核中 (科研处初审) → 审核中 (科研处长审批) → 已通过', async () => {
    const record = await calls.newThesis(staff, '冠脉介入术后双抗治疗的随访研究');
    expect(record.FlowStatus).toBe('未提交');

    const submitted = await calls.submit(staff, 'Thesis', record.Id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      FlowStatus: '审核中',
      CurrentStep: 1,
      StepName: '科研处初审',
      Approvers: [{ Name: '林晓雯', Account: 'reviewer' }],
    });
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('审核中');

    const pending = (await calls.messages(reviewer)).find((m) => m.Business_Id === record.Id);
    expect(pending).toMatchObject({ Type: 'Thesis', IsComplete: false, Person: { UserNameCn: '陈思远' }, Summary: '论文:冠脉介入术后双抗治疗的随访研究' });
    expect(pending?.Person?.WorkCode).toMatch(/^BJ\d+$/);
    expect(pending?.Time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await unread(reviewer)).some((n) => n.Title === '待审核:论文:冠脉介入术后双抗治疗的随访研究' && n.Type === '审批通知')).toBe(true);
    // The second step's approver has nothing yet.
    expect((await calls.messages(admin)).some((m) => m.Business_Id === record.Id)).toBe(false);

    const first = await calls.decide(reviewer, { FlowDynamic_Id: pending?.Id ?? '', Decision: 'Approved', Opinion: '同意' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ FlowStatus: '审核中', CurrentStep: 2 });
    expect((await calls.messages(reviewer)).some((m) => m.Business_Id === record.Id)).toBe(false);
    // The same item again (a second click, another tab): decided already, refresh to see where it stands.
    const again = await calls.decide(reviewer, { FlowDynamic_Id: pending?.Id ?? '', Decision: 'Approved', Opinion: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Message: '该步骤已审批,请刷新后查看' });

    const second = (await calls.messages(admin)).find((m) => m.Business_Id === record.Id);
    expect(second?.IsComplete).toBe(false);
    const done = await calls.decide(admin, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '准予登记' });
    expect(done.json()).toMatchObject({ FlowStatus: '已通过' });
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('已通过');

    const history = (await server.call(staff, { method: 'GET', url: `/api/FlowState/History/Thesis/${String(record.Id)}` })).json<{
      FlowStatus: string;
      Steps: Array<{ Name: string; State: string }>;
      History: Array<{ ActionName: string; UserName: string; Opinion: string; StepName: string }>;
    }>();
    expect(history.FlowStatus).toBe('已通过');
    expect(history.Steps).toEqual([
      { Index: 1, Name: '科研处初审', State: '已通过' },
      { Index: 2, Name: '科研处长审批', State: '已通过' },
    ]);
    expect(history.History.map((h) => [h.StepName, h.ActionName, h.UserName, h.Opinion])).toEqual([
      ['提交', '提交', '陈思远', ''],
      ['科研处初审', '通过', '林晓雯', '同意'],
      ['科研处长审批', '通过', '周建华', '准予登记'],
    ]);
    expect((await unread(staff)).some((n) => n.Title === '审批结果:论文:冠脉介入术后双抗治疗的随访研究')).toBe(true);

    const edit = await calls.put(staff, { Id: record.Id, Title: '通过后再改' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ Message: '已通过的数据不可修改' });
    const resubmit = await calls.submit(staff, 'Thesis', record.Id);
    expect(resubmit.json()).toEqual({ Message: '已通过的数据不可再次提交' });
  });
});

describe('while under review', () => {
  it('the record is read-only to its owner, approvers and admins, and only current approvers decide', async () => {
    const record = await calls.newThesis(staff, '心衰患者运动康复依从性分析');
    await calls.submit(staff, 'Thesis', record.Id);
    const edit = await calls.put(staff, { Id: record.Id, Title: '偷偷修改' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toEqual({ Message: '审核中的数据不可修改' });
    const status = await calls.put(staff, { Id: record.Id, FlowStatus: '已通过' });
    expect(status.json()).toEqual({ Message: '审核中的数据不可修改' });
    expect((await calls.put(admin, { Id: record.Id, Title: '管理员修改' })).json()).toEqual({ Message: '审核中的数据不可修改' });
    const remove = await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${String(record.Id)}` });
    expect(remove.json()).toEqual({ Message: '审核中的数据不可删除' });
    expect((await calls.thesis(staff, record.Id)).Title).toBe('心衰患者运动康复依从性分析');

    const byRecord = { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '' };
    for (const cookie of [staff, vicedean, admin]) {
      const denied = await calls.decide(cookie, byRecord);
      expect(denied.statusCode).toBe(403);
    }
    expect((await calls.decide(staff, byRecord)).json()).toEqual({ Message: '权限不足' });
    // The administrator holds Check but approves only step 2.
    expect((await calls.decide(admin, byRecord)).json()).toEqual({ Message: '您不是当前步骤的审批人' });
    const bad = await calls.decide(reviewer, { ...byRecord, Decision: 'Maybe' });
    expect(bad.json()).toEqual({ Message: '审批结果无效,应为Approved、Returned或Refuse' });
    expect((await calls.submit(staff, 'Thesis', record.Id)).json()).toEqual({ Message: '数据正在审核中,不可重复提交' });
  });

  it('two decisions on one step at once: one counts, the other is refused', async () => {
    const record = await calls.newThesis(staff, '双击审批并发测试');
    await calls.submit(staff, 'Thesis', record.Id);
    const pending = (await calls.messages(reviewer)).find((m) => m.Business_Id === record.Id);
    const body = { FlowDynamic_Id: pending?.Id ?? '', Decision: 'Approved', Opinion: '同意' };
    const answers = await Promise.all([calls.decide(reviewer, body), calls.decide(reviewer, body)]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // Refused before its transaction (the step's item is closed already) or in it (both got past the first checks).
    const refused = answers.find((a) => a.statusCode !== 200);
    expect([
      [403, '您不是当前步骤的审批人'],
      [409, '该步骤已审批,请刷新后查看'],
    ]).toContainEqual([refused?.statusCode, refused?.json<{ Message: string }>().Message]);
    const history = (await server.call(staff, { method: 'GET', url: `/api/FlowState/History/Thesis/${String(record.Id)}` })).json<{
      History: Array<{ StepName: string }>;
    }>();
    expect(history.History.map((h) => h.StepName)).toEqual(['提交', '科研处初审']);
    expect((await calls.messages(admin)).filter((m) => m.Business_Id === record.Id)).toHaveLength(1);
  });

  it('only the owner submits, and only approval modules', async () => {
    const record = await calls.newThesis(staff, '房颤射频消融术后复发因素');
    const other = await calls.submit(reviewer, 'Thesis', record.Id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ Message: '只能提交自己的数据' });
    const journal = (await server.list(admin, 'Journal', {})).Data[0];
    expect((await calls.submit(admin, 'Journal', journal.Id)).json()).toEqual({ Message: '该模块无需审批' });
    expect((await calls.submit(staff, 'Thesis', 'no-such-id')).statusCode).toBe(404);
    expect(
      (await server.call(null, { method: 'POST', url: '/api/FlowState/Submit', payload: { ModuleName: 'Thesis', Business_Id: String(record.Id) } })).statusCode,
    ).toBe(401);
  });
});

describe('returned and refused', () => {
  it('Returned sends the record back; the applicant sees 已退回, edits and resubmits', async () => {
    const record = await calls.newThesis(staff, '高血压患者盐摄入干预研究');
    await calls.submit(staff, 'Thesis', record.Id);
    const returned = await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Returned', Opinion: '请补充DOI' });
    expect(returned.json()).toMatchObject({ FlowStatus: '已退回' });

    const back = (await calls.messages(staff)).find((m) => m.Business_Id === record.Id);
    expect(back).toMatchObject({ Type: 'Thesis', IsComplete: true, Summary: '论文:高血压患者盐摄入干预研究(退回意见:请补充DOI)' });
    expect((await calls.messages(reviewer)).some((m) => m.Business_Id === record.Id)).toBe(false);

    const edited = await calls.put(staff, { Id: record.Id, DOI: '10.1000/abc.2025.00001' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ApiRecord>()).toMatchObject({ FlowStatus: '已退回', DOI: '10.1000/abc.2025.00001' });

    expect((await calls.submit(staff, 'Thesis', record.Id)).statusCode).toBe(200);
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('审核中');
    expect((await calls.messages(staff)).some((m) => m.Business_Id === record.Id)).toBe(false);
    expect((await calls.messages(reviewer)).filter((m) => m.Business_Id === record.Id && !m.IsComplete)).toHaveLength(1);
    const history = (await server.call(staff, { method: 'GET', url: `/api/FlowState/History/Thesis/${String(record.Id)}` })).json<{
      History: Array<{ ActionName: string; Opinion: string }>;
    }>();
    expect(history.History.map((h) => h.ActionName)).toEqual(['提交', '退回', '提交']);
    expect(history.History[1].Opinion).toBe('请补充DOI');
  });

  it('Refuse is final', async () => {
    const record = await calls.newThesis(staff, '糖尿病足溃疡愈合预测模型');
    await calls.submit(staff, 'Thesis', record.Id);
    expect(
      (await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Refuse', Opinion: '数据不实' })).json(),
    ).toMatchObject({ FlowStatus: '不通过' });
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('不通过');
    expect((await calls.submit(staff, 'Thesis', record.Id)).json()).toEqual({ Message: '不通过的数据不可再次提交' });
    expect((await calls.put(staff, { Id: record.Id, Title: '改个名字再交' })).json()).toEqual({ Message: '不通过的数据不可修改' });
    expect((await calls.messages(admin)).some((m) => m.Business_Id === record.Id)).toBe(false);
  });
});

describe('flow definitions', () => {
  const postFlow = (steps: string, moduleName = 'Patent') =>
    server.call(admin, {
      method: 'POST',
      url: '/api/Flow/Post',
      payload: { Name: `测试流程${Math.random()}`, ModuleName: moduleName, Steps: steps, Enabled: true },
    });

  it('refuses malformed Steps with a Chinese message', async () => {
    const cases: Array<[string, string]> = [
      ['not json', '审批流程定义不是有效的JSON'],
      ['{"Name":"x"}', '审批流程定义必须是节点数组'],
      ['[]', '审批流程至少要有一个审批节点'],
      ['[{"Approver":{"Type":"DeptHead"}}]', '第1个节点缺少名称'],
      ['[{"Name":"a","Approver":{"Type":"DeptHead"}},{"Name":"b","Approver":{"Type":"Boss"}}]', '节点「b」的审批人类型无效'],
      ['[{"Name":"a","Approver":{"Type":"Role"}}]', '节点「a」缺少角色编码'],
      ['[{"Name":"a","Approver":{"Type":"Role","EnCode":"999"}}]', '节点「a」的角色不存在:999'],
      ['[{"Name":"a","Approver":{"Type":"Users","Accounts":[]}}]', '节点「a」至少要指定一个账号'],
      ['[{"Name":"a","Approver":{"Type":"Users","Accounts":["vicedean","nobody"]}}]', '节点「a」的账号不存在:nobody'],
      ['[{"Kind":"Approver","Key":"n1","Name":"科研处审核","Mode":"All","WhenEmpty":"Skip"}]', '节点「科研处审核」缺少审批人'],
      [
        '[{"Kind":"Approver","Key":"n1","Name":"a","Approver":{"Type":"DeptHead"},"Mode":"Any","WhenEmpty":"Skip"},{"Kind":"Condition","Key":"k","Name":"金额","Branches":[{"Key":"b1","Name":"大额","Conditions":[{"Field":"NoSuchField","Operator":">","Value":1}],"Nodes":[]},{"Key":"b2","Name":"其他","Conditions":[],"Nodes":[]}]}]',
        '分支「大额」的条件字段不存在:NoSuchField',
      ],
    ];
    for (const [steps, message] of cases) {
      const response = await postFlow(steps);
      expect(response.statusCode, steps).toBe(400);
      expect(response.json(), steps).toEqual({ Message: message });
    }
    expect((await postFlow('[{"Name":"a","Approver":{"Type":"DeptHead"}}]', 'Journal')).json()).toEqual({ Message: '适用模块不存在或无需审批:Journal' });
  });

  it('accepts the documented format', async () => {
    const steps =
      '[{"Name":"科室审核","Approver":{"Type":"DeptHead"}},{"Name":"科研处审核","Approver":{"Type":"Role","EnCode":"002"}},{"Name":"分管院长审批","Approver":{"Type":"Users","Accounts":["vicedean"]}}]';
    const response = await postFlow(steps, 'Writings');
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiRecord>().Steps).toBe(steps);
  });

  it('without an enabled flow, the roles holding Check approve in one step', async () => {
    const flows = await server.list(admin, 'Flow', {
      Condition: {
        Filters: [
          { Name: 'ModuleName', Compare: '==', Value: 'Thesis' },
          { Name: 'Enabled', Compare: '==', Value: true },
        ],
      },
    });
    for (const flow of flows.Data) {
      expect((await server.call(admin, { method: 'PUT', url: '/api/Flow/Put', payload: { Id: flow.Id, Enabled: false } })).statusCode).toBe(200);
    }
    const record = await calls.newThesis(staff, '慢阻肺急性加重风险评估');
    // The research office and the vice-dean (who signs for the 科研处长's own records) hold Check on papers.
    const submitted = (await calls.submit(staff, 'Thesis', record.Id)).json<{ StepName: string; Approvers: Array<{ Account: string }> }>();
    expect(submitted.StepName).toBe('审核');
    expect(submitted.Approvers.map((a) => a.Account).sort()).toEqual(['reviewer', 'vicedean']);
    expect((await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '' })).json()).toMatchObject({
      FlowStatus: '已通过',
    });
    for (const flow of flows.Data) await server.call(admin, { method: 'PUT', url: '/api/Flow/Put', payload: { Id: flow.Id, Enabled: true } });
  });
});
