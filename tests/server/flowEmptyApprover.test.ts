/**
 * A step left with nobody to approve it but the applicant: the only 科研处长 files a 论文, whose
 * second step names only them. The step goes by its 无审批人时 policy — the seeded one to the vice-dean (转交指定人员),
 * others to the administrators — who can approve it, the record completes, and the history says what happened. A
 * definition whose policy names no deputy, or one that does not exist, is refused with a Chinese 400; the designer's
 * dead-end check answers for drafts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, FlowDefinitionWarnings } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let engine: ReturnType<typeof engineCalls>;
let admin: string, staff: string, reviewer: string, vicedean: string;

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  engine = engineCalls(server);
  [admin, staff, reviewer, vicedean] = await Promise.all((['admin', 'staff', 'reviewer', 'vicedean'] as const).map((a) => server.login(a)));
});
afterAll(() => server.close());

const decide = (cookie: string, id: unknown, Decision = 'Approved') =>
  engine.action(cookie, 'Decide', { ModuleName: 'Thesis', Business_Id: String(id), Decision, Opinion: '同意' });
const submit = (cookie: string, id: unknown) => engine.action(cookie, 'Submit', { ModuleName: 'Thesis', Business_Id: String(id) });
const hasItem = async (cookie: string, id: unknown): Promise<boolean> => (await calls.messages(cookie)).some((m) => m.Business_Id === id && !m.IsComplete);
const approver = (Key: string, Name: string, Approver: unknown, WhenEmpty?: string, Deputies?: unknown) => ({
  Kind: 'Approver',
  Key,
  Name,
  Approver,
  Mode: 'Any',
  ...(WhenEmpty ? { WhenEmpty } : {}),
  ...(Deputies === undefined ? {} : { Deputies }),
});
const onlyAdmin = { Type: 'Users', Accounts: ['admin'] };
const onlyStaff = { Type: 'Users', Accounts: ['staff'] };

async function useFlow(nodes: unknown[]): Promise<void> {
  const response = await engine.setFlow(admin, 'Thesis', nodes);
  expect(response.statusCode, response.body).toBe(200);
}

describe('a step nobody but the applicant could approve', () => {
  it('the only 科研处长 files a 论文: the seeded flow hands their step to the vice-dean, who approves it', async () => {
    const paper = await calls.newThesis(admin, '科研处长本人的论文');
    expect((await submit(admin, paper.Id)).json()).toMatchObject({ FlowStatus: '审核中', StepName: '科研处初审' });
    const first = await decide(reviewer, paper.Id);
    expect(first.json(), first.body).toMatchObject({ FlowStatus: '审核中', CurrentStep: 2 });
    expect(await engine.state(admin, 'Thesis', paper.Id)).toMatchObject({ StepName: '科研处长审批', Approvers: [{ Name: '刘敏', Account: 'vicedean' }] });
    expect(await hasItem(vicedean, paper.Id)).toBe(true);
    const history = await engine.history(admin, 'Thesis', paper.Id);
    expect(history.History.at(-1)).toMatchObject({
      Step: 2,
      StepName: '科研处长审批',
      Action: 'Reassign',
      ActionName: '转交',
      Opinion: '无可审批人,已转交指定人员',
      Target: '刘敏',
      UserName: '林晓雯',
    });
    // The 科研处长 themselves is never asked to approve their own record.
    expect((await decide(admin, paper.Id)).json()).toEqual({ Message: '您不是当前步骤的审批人' });
    expect((await decide(vicedean, paper.Id)).json()).toMatchObject({ FlowStatus: '已通过' });
    expect((await calls.thesis(admin, paper.Id)).FlowStatus).toBe('已通过');
  });

  it('转交管理员: a step naming only the applicant goes to the administrators, said so in the history', async () => {
    await useFlow([approver('me', '本人所在组审核', onlyStaff, 'Admin')]);
    const paper = await calls.newThesis(staff, '转交管理员的论文');
    expect((await submit(staff, paper.Id)).json()).toMatchObject({ StepName: '本人所在组审核', Approvers: [{ Name: '周建华', Account: 'admin' }] });
    expect((await engine.history(staff, 'Thesis', paper.Id)).History.map((h) => [h.Action, h.Opinion, h.Target ?? ''])).toEqual([
      ['Submit', '', ''],
      ['Reassign', '无可审批人,已转交管理员', '周建华'],
    ]);
    expect((await decide(admin, paper.Id)).json()).toMatchObject({ FlowStatus: '已通过' });
  });

  it('转交指定人员: the deputies; one who is the applicant, disabled or unable to decide is passed over for the administrators', async () => {
    await useFlow([approver('me', '本人所在组审核', onlyStaff, 'Deputy', ['reviewer'])]);
    const paper = await calls.newThesis(staff, '转交指定人员的论文');
    expect((await submit(staff, paper.Id)).json()).toMatchObject({ Approvers: [{ Name: '林晓雯', Account: 'reviewer' }] });
    expect((await decide(reviewer, paper.Id)).json()).toMatchObject({ FlowStatus: '已通过' });

    // 王立群 (院长) holds no Check on papers: he could never decide, so the administrators are asked.
    await useFlow([approver('me', '本人所在组审核', onlyStaff, 'Deputy', ['staff', 'dean'])]);
    const passedOver = await calls.newThesis(staff, '指定人员不能审批的论文');
    expect((await submit(staff, passedOver.Id)).json()).toMatchObject({ Approvers: [{ Name: '周建华', Account: 'admin' }] });
    expect((await engine.history(staff, 'Thesis', passedOver.Id)).History.at(-1)?.Opinion).toBe('无可审批人,已转交管理员');
  });

  it('refuses, changing nothing, when even the administrators are the applicant', async () => {
    await useFlow([approver('r', '科研处初审', { Type: 'Role', EnCode: '002' }, 'Admin'), approver('h', '科研处长审批', onlyAdmin, 'Admin')]);
    const paper = await calls.newThesis(admin, '无人可审的论文');
    expect((await submit(admin, paper.Id)).statusCode).toBe(200);
    const stuck = await decide(reviewer, paper.Id);
    expect([stuck.statusCode, stuck.json()]).toEqual([400, { Message: '第2步「科研处长审批」没有审批人,请联系管理员设置审批流程' }]);
    expect(await engine.state(admin, 'Thesis', paper.Id)).toMatchObject({ StepName: '科研处初审', FlowStatus: '审核中' });
  });
});

describe('the 无审批人时 policy of a definition', () => {
  it('is refused in Chinese when 转交指定人员 names nobody, or an account that does not exist', async () => {
    const before = (await server.list(admin, 'FlowVersion', { PageIndex: 1, PageSize: 500 })).Total;
    const none = await engine.setFlow(admin, 'Thesis', [approver('h', '科研处长审批', onlyAdmin, 'Deputy')]);
    expect([none.statusCode, none.json()]).toEqual([400, { Message: '节点「科研处长审批」审批人为空时转交指定人员,但未指定人员' }]);
    const unknown = await engine.setFlow(admin, 'Thesis', [approver('h', '科研处长审批', onlyAdmin, 'Deputy', ['vicedean', 'nobody'])]);
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { Message: '节点「科研处长审批」审批人为空时转交的人员不存在:nobody' }]);
    const bad = await engine.setFlow(admin, 'Thesis', [approver('h', '科研处长审批', onlyAdmin, 'Nobody')]);
    expect(bad.json()).toEqual({ Message: '节点「科研处长审批」的审批人为空时处理方式无效' });
    expect((await server.list(admin, 'FlowVersion', { PageIndex: 1, PageSize: 500 })).Total).toBe(before);
  });

  it('is checked for dead ends on request of those who design flows', async () => {
    const warnings = (steps: unknown, cookie = admin, ModuleName: string = 'Thesis') =>
      server.call(cookie, { method: 'POST', url: '/api/FlowState/DefinitionWarnings', payload: { ModuleName, Steps: JSON.stringify(steps) } });
    const deadEnd = await warnings([approver('r', '科研处初审', { Type: 'Role', EnCode: '002' }), approver('h', '科研处长审批', onlyAdmin, 'Admin')]);
    expect(deadEnd.json<FlowDefinitionWarnings>()).toEqual({
      Warnings: [
        {
          Key: 'h',
          Name: '科研处长审批',
          Message: '「科研处长审批」在周建华本人提交时没有可审批的人:指定人员只有周建华一人;无审批人时转交管理员,但管理员也只有周建华',
        },
      ],
    });
    expect((await warnings([approver('h', '科研处长审批', onlyAdmin, 'Deputy', ['vicedean'])])).json()).toEqual({ Warnings: [] });
    expect(
      (await warnings([approver('h', '院长审批', { Type: 'Users', Accounts: ['dean'] }, 'Deputy', ['vicedean'])]))
        .json<FlowDefinitionWarnings>()
        .Warnings.map((w) => w.Message),
    ).toEqual(['「院长审批」的审批人没有该模块的审核权限,无法审批:王立群']);
    expect((await warnings([], admin)).json()).toEqual({ Message: '审批流程至少要有一个审批节点' });
    expect((await warnings([approver('h', '审批', onlyAdmin)], admin, 'User')).json()).toEqual({ Message: '适用模块不存在或无需审批:User' });
    expect((await warnings([approver('h', '审批', onlyAdmin)], staff)).statusCode).toBe(403);
    expect((await server.call(null, { method: 'POST', url: '/api/FlowState/DefinitionWarnings', payload: { Steps: '[]' } })).statusCode).toBe(401);
  });

  it('reads back as saved, deputies included', async () => {
    await useFlow([approver('h', '科研处长审批', onlyAdmin, 'Deputy', ['vicedean'])]);
    const row = (
      await server.list(admin, 'Flow', { PageIndex: 1, PageSize: 50, Condition: { Filters: [{ Name: 'ModuleName', Compare: '==', Value: 'Thesis' }] } })
    ).Data[0] as ApiRecord;
    expect(JSON.parse(String(row.Steps))).toEqual([approver('h', '科研处长审批', onlyAdmin, 'Deputy', ['vicedean'])]);
  });
});
