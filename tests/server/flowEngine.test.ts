/**
 * The approval engine through HTTP: step modes (会签 needs everyone, 依次 one at a time), branches on the record's
 * values, 抄送, the empty-approver policies and the rule that the applicant never approves their own record, 自选.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, FlowCenterRow, PageResult } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let engine: ReturnType<typeof engineCalls>;
let admin: string, staff: string, reviewer: string, vicedean: string;
let ids: Record<'admin' | 'staff' | 'reviewer' | 'vicedean', string>;

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  engine = engineCalls(server);
  [admin, staff, reviewer, vicedean] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer'), server.login('vicedean')]);
  // 刘敏 (副院长) decides papers too in these flows.
  await engine.grant(admin, vicedean, 'Thesis', 'Check');
  const [a, s, r, v] = await Promise.all([admin, staff, reviewer, vicedean].map((c) => engine.me(c)));
  ids = { admin: a.Id, staff: s.Id, reviewer: r.Id, vicedean: v.Id };
});
afterAll(() => server.close());

const approver = (Key: string, Name: string, Approver: unknown, Mode = 'Any', WhenEmpty = 'Skip') => ({
  Kind: 'Approver',
  Key,
  Name,
  Approver,
  Mode,
  WhenEmpty,
});
const users = (...Accounts: string[]) => ({ Type: 'Users', Accounts });
const role002 = { Type: 'Role', EnCode: '002' };

async function useFlow(nodes: unknown[]): Promise<void> {
  const response = await engine.setFlow(admin, 'Thesis', nodes);
  expect(response.statusCode, response.body).toBe(200);
}

async function submitted(title: string, extra: Record<string, unknown> = {}, chosen?: Record<string, string[]>): Promise<ApiRecord> {
  const record = await calls.newThesis(staff, title, extra);
  const response = await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id), ...(chosen ? { Chosen: chosen } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return record;
}

const hasItem = async (cookie: string, id: unknown): Promise<boolean> => (await calls.messages(cookie)).some((m) => m.Business_Id === id && !m.IsComplete);
const decide = (cookie: string, id: unknown, Decision: string, extra: Record<string, unknown> = {}) =>
  engine.action(cookie, 'Decide', { ModuleName: 'Thesis', Business_Id: String(id), Decision, Opinion: '', ...extra });

describe('step modes', () => {
  it('会签: every approver must approve before the step completes', async () => {
    await useFlow([approver('hq', '会签审核', users('reviewer', 'vicedean'), 'All')]);
    const record = await submitted('会签论文');
    expect([await hasItem(reviewer, record.Id), await hasItem(vicedean, record.Id)]).toEqual([true, true]);
    expect((await decide(reviewer, record.Id, 'Approved')).json()).toMatchObject({ FlowStatus: '审核中', CurrentStep: 1 });
    expect(await hasItem(vicedean, record.Id)).toBe(true);
    // A second vote of the same approver: already voted (409), the step still waits for the other.
    expect((await decide(reviewer, record.Id, 'Approved')).statusCode).toBe(409);
    expect((await decide(vicedean, record.Id, 'Approved')).json()).toMatchObject({ FlowStatus: '已通过' });
  });

  it('依次: one approver at a time, in the order named', async () => {
    await useFlow([approver('yc', '依次审核', users('vicedean', 'reviewer'), 'Sequential')]);
    const record = await submitted('依次论文');
    expect([await hasItem(vicedean, record.Id), await hasItem(reviewer, record.Id)]).toEqual([true, false]);
    const early = await decide(reviewer, record.Id, 'Approved');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ Message: '您不是当前步骤的审批人' });
    await decide(vicedean, record.Id, 'Approved');
    expect(await hasItem(reviewer, record.Id)).toBe(true);
    expect((await decide(reviewer, record.Id, 'Approved')).json()).toMatchObject({ FlowStatus: '已通过' });
  });

  it('或签: two decisions at once, one counts and the other gets 409', async () => {
    await useFlow([approver('hq', '或签审核', users('reviewer', 'vicedean'))]);
    const record = await submitted('或签论文');
    const answers = await Promise.all([decide(reviewer, record.Id, 'Approved'), decide(vicedean, record.Id, 'Refuse')]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // Whether it loaded the open step or the state the first left, the one asked and overtaken is told to refresh.
    const refused = answers.find((a) => a.statusCode !== 200);
    expect([refused?.statusCode, refused?.json<{ Message: string }>().Message]).toEqual([409, '该步骤已审批,请刷新后查看']);
    const history = await engine.history(staff, 'Thesis', record.Id);
    expect(history.History.filter((h) => h.Action !== 'Submit')).toHaveLength(1);
  });
});

describe('branches and 抄送', () => {
  const branchy = [
    approver('a', '科研处审核', role002),
    {
      Kind: 'Condition',
      Key: 'k',
      Name: '影响因子判断',
      Branches: [
        {
          Key: 'hi',
          Name: '高分论文',
          Conditions: [{ Field: 'ImpactFactor', Operator: '>', Value: 5 }],
          Nodes: [approver('d', '院领导审批', users('vicedean'))],
        },
        { Key: 'lo', Name: '其他论文', Conditions: [], Nodes: [] },
      ],
    },
    { Kind: 'Cc', Key: 'c', Name: '抄送院办', Recipients: users('admin') },
  ];

  it("takes the branch the record's values choose, shown on the plan before and after submission", async () => {
    await useFlow(branchy);
    const high = await calls.newThesis(staff, '高影响因子论文', { ImpactFactor: 8.5 });
    const before = await engine.plan(staff, 'Thesis', high.Id);
    expect(before.Branches).toEqual(['影响因子 大于 5 → 高分论文']);
    expect(before.Steps.map((s) => [s.Name, s.Kind, s.State])).toEqual([
      ['科研处审核', 'Approver', '待审批'],
      ['院领导审批', 'Approver', '待审批'],
      ['抄送院办', 'Cc', '待抄送'],
    ]);
    expect(before.Steps[0]).toMatchObject({ SourceName: '角色:科研处审核员', People: ['林晓雯'], Mode: 'Any' });
    await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(high.Id) });
    await decide(reviewer, high.Id, 'Approved');
    const during = await engine.plan(staff, 'Thesis', high.Id);
    expect(during.Steps.map((s) => s.State)).toEqual(['已通过', '审核中', '待抄送']);
    expect(await hasItem(vicedean, high.Id)).toBe(true);

    const low = await submitted('低影响因子论文', { ImpactFactor: 2 });
    expect((await engine.plan(staff, 'Thesis', low.Id)).Steps.map((s) => s.Name)).toEqual(['科研处审核', '抄送院办']);
    expect((await decide(reviewer, low.Id, 'Approved')).json()).toMatchObject({ FlowStatus: '已通过' });
  });

  it('copies the 抄送 people: an item in 抄送我的, a notice, a history entry naming them', async () => {
    await useFlow(branchy);
    const record = await submitted('抄送论文', { ImpactFactor: 1 });
    await decide(reviewer, record.Id, 'Approved');
    const cc = (await server.call(admin, { method: 'POST', url: '/api/FlowState/Center/cc', payload: { PageIndex: 1, PageSize: 50 } })).json<
      PageResult<FlowCenterRow>
    >();
    expect(cc.Data.some((row) => row.Business_Id === record.Id)).toBe(true);
    const history = await engine.history(staff, 'Thesis', record.Id);
    expect(history.History.at(-1)).toMatchObject({ Action: 'Cc', ActionName: '抄送', Target: '周建华', FromStatus: '审核中', ToStatus: '已通过' });
    expect((await engine.plan(staff, 'Thesis', record.Id)).Steps.map((s) => s.State)).toEqual(['已通过', '已抄送']);
  });
});

describe('who is asked', () => {
  it('never the applicant: their step is skipped, given to the administrators, or (older format) refused', async () => {
    await useFlow([approver('me', '本人审核', users('staff')), approver('r', '科研处审核', role002)]);
    const skipped = await submitted('跳过本人');
    const history = await engine.history(staff, 'Thesis', skipped.Id);
    expect(history.History.map((h) => [h.Action, h.Opinion])).toEqual([
      ['Submit', ''],
      ['Skip', '无审批人,自动跳过'],
    ]);
    expect((await engine.state(staff, 'Thesis', skipped.Id)).StepName).toBe('科研处审核');

    await useFlow([approver('me', '本人审核', users('staff'), 'Any', 'Admin')]);
    const toAdmin = await submitted('转交管理员');
    expect((await engine.state(staff, 'Thesis', toAdmin.Id)).Approvers).toEqual([{ Name: '周建华', Account: 'admin' }]);

    await useFlow([{ Name: '本人审核', Approver: users('staff') }]);
    const legacy = await calls.newThesis(staff, '旧格式');
    const refused = await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(legacy.Id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Message: '第1步「本人审核」没有审批人,请联系管理员设置审批流程' });
    expect((await calls.thesis(staff, legacy.Id)).FlowStatus).toBe('未提交');
  });

  it('自选: the applicant picks the people when submitting — required, existing, never themselves', async () => {
    await useFlow([approver('pick', '导师审核', { Type: 'Chosen' })]);
    const record = await calls.newThesis(staff, '自选论文');
    expect((await engine.state(staff, 'Thesis', record.Id)).ChosenSteps).toEqual([{ Key: 'pick', Name: '导师审核' }]);
    const submit = (Chosen?: unknown) =>
      engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id), ...(Chosen === undefined ? {} : { Chosen }) });
    expect((await submit()).json()).toEqual({ Message: '请为「导师审核」选择审批人' });
    expect((await submit({ pick: [ids.staff] })).json()).toEqual({ Message: '「导师审核」不能选择申请人本人' });
    expect((await submit({ pick: ['no-such-user'] })).json()).toEqual({ Message: '所选审批人不存在或已停用' });
    expect((await submit({ pick: 'x' })).statusCode).toBe(400);
    const dean = await engine.me(await server.login('dean'));
    expect((await submit({ pick: [dean.Id] })).json()).toEqual({ Message: '王立群没有该模块的审核权限,不能选为审批人' });
    const ok = await submit({ pick: [ids.vicedean] });
    expect(ok.json()).toMatchObject({ FlowStatus: '审核中', StepName: '导师审核', Approvers: [{ Name: '刘敏', Account: 'vicedean' }] });
    expect((await engine.plan(staff, 'Thesis', record.Id)).Steps[0]).toMatchObject({ People: ['刘敏'], NeedsChoice: false, SourceName: '申请人自选' });
  });
});

describe('versions', () => {
  it('a running instance finishes on its own route; the next submission takes the new version', async () => {
    await useFlow([approver('r', '科研处审核', role002)]);
    const running = await submitted('旧版本上的论文');
    await useFlow([approver('v', '院领导审批', users('vicedean')), approver('r', '科研处复核', role002)]);
    expect((await engine.plan(staff, 'Thesis', running.Id)).Steps.map((s) => s.Name)).toEqual(['科研处审核']);
    expect((await decide(reviewer, running.Id, 'Approved')).json()).toMatchObject({ FlowStatus: '已通过' });

    const next = await submitted('新版本上的论文');
    const plan = await engine.plan(staff, 'Thesis', next.Id);
    expect(plan.Steps.map((s) => s.Name)).toEqual(['院领导审批', '科研处复核']);
    expect(await hasItem(vicedean, next.Id)).toBe(true);
    const versions = await server.list(admin, 'FlowVersion', { pageIndex: 1, pageSize: 50 });
    const thesisVersions = versions.Data.filter((v) => v.ModuleName === 'Thesis').map((v) => Number(v.Version));
    expect(new Set(thesisVersions).size).toBe(thesisVersions.length);
    expect(plan.Version).toBe(Math.max(...thesisVersions));
    const flowRow = (
      await server.list(admin, 'Flow', { pageIndex: 1, pageSize: 50, Condition: { Filters: [{ Name: 'ModuleName', Compare: '==', Value: 'Thesis' }] } })
    ).Data[0];
    expect(Number(flowRow?.Version)).toBe(plan.Version);
  });

  it('refuses a definition naming a field the module lacks, or nobody at all, in Chinese', async () => {
    const bad = await engine.setFlow(admin, 'Thesis', [approver('a', '科研处审核', { Type: 'Role', EnCode: '999' })]);
    expect(bad.json()).toEqual({ Message: '节点「科研处审核」的角色不存在:999' });
  });
});
