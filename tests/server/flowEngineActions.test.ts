/**
 * The approval actions beyond submit and decide, through HTTP: 退回 to an earlier step, 撤回, 转办, 加签 (before and
 * after), 催办 — each with who may do it, its Chinese refusals, the items and notices it leaves, and the State's
 * flags that offer it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PageResult } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let engine: ReturnType<typeof engineCalls>;
let admin: string, staff: string, reviewer: string, vicedean: string;
let ids: Record<'admin' | 'staff' | 'reviewer' | 'vicedean', string>;

const approver = (Key: string, Name: string, Accounts: string[], Mode = 'Any') => ({
  Kind: 'Approver',
  Key,
  Name,
  Approver: { Type: 'Users', Accounts },
  Mode,
  WhenEmpty: 'Skip',
});
const TWO_STEPS = [approver('r', '科研处审核', ['reviewer']), approver('v', '院领导审批', ['vicedean'])];

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  engine = engineCalls(server);
  [admin, staff, reviewer, vicedean] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer'), server.login('vicedean')]);
  await engine.grant(admin, vicedean, 'Thesis', 'Check');
  const [a, s, r, v] = await Promise.all([admin, staff, reviewer, vicedean].map((c) => engine.me(c)));
  ids = { admin: a.Id, staff: s.Id, reviewer: r.Id, vicedean: v.Id };
});
afterAll(() => server.close());

async function submitted(title: string, nodes: unknown[] = TWO_STEPS): Promise<ApiRecord> {
  expect((await engine.setFlow(admin, 'Thesis', nodes)).statusCode).toBe(200);
  const record = await calls.newThesis(staff, title);
  const response = await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id) });
  expect(response.statusCode, response.body).toBe(200);
  return record;
}

const ref = (record: ApiRecord) => ({ ModuleName: 'Thesis', Business_Id: String(record.Id) });
const hasItem = async (cookie: string, id: unknown): Promise<boolean> => (await calls.messages(cookie)).some((m) => m.Business_Id === id && !m.IsComplete);
const notices = async (cookie: string): Promise<string[]> =>
  (
    await server.call(cookie, {
      method: 'POST',
      url: '/api/MessageNotify/pageList',
      payload: { pageIndex: 1, pageSize: 200 },
    })
  )
    .json<PageResult>()
    .Data.map((n) => `${String(n.Title)}|${String(n.Content)}`);

describe('退回 to an earlier step', () => {
  it('keeps the record 审核中 and asks that step again; the State lists where one may return', async () => {
    const record = await submitted('退回到步骤');
    await engine.action(reviewer, 'Decide', { ...ref(record), Decision: 'Approved' });
    expect((await engine.state(vicedean, 'Thesis', record.Id)).ReturnTargets).toEqual([
      { Step: 0, Name: '申请人' },
      { Step: 1, Name: '科研处审核' },
    ]);
    const wrong = await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Returned', ReturnTo: 2 });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { Message: '退回的步骤无效,只能退回到之前的审批步骤' }]);
    expect((await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Returned', ReturnTo: 'x' })).statusCode).toBe(400);
    expect((await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Approved', ReturnTo: 1 })).statusCode).toBe(400);

    const back = await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Returned', ReturnTo: 1, Opinion: '请科研处再核' });
    expect(back.json()).toMatchObject({ FlowStatus: '审核中', CurrentStep: 1 });
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('审核中');
    expect(await hasItem(reviewer, record.Id)).toBe(true);
    expect(await hasItem(vicedean, record.Id)).toBe(false);
    const last = (await engine.history(staff, 'Thesis', record.Id)).History.at(-1);
    expect(last).toMatchObject({ Action: 'Returned', Target: '科研处审核', Opinion: '请科研处再核', FromStatus: '审核中', ToStatus: '审核中' });
    expect((await notices(staff)).some((n) => n.includes('被刘敏退回到「科研处审核」重新审核'))).toBe(true);
  });
});

describe('撤回', () => {
  it('the applicant takes back an undecided step: 未提交, items closed, the approver told; then submits again', async () => {
    const record = await submitted('撤回论文');
    expect((await engine.state(staff, 'Thesis', record.Id)).CanWithdraw).toBe(true);
    const other = await engine.action(reviewer, 'Withdraw', ref(record));
    expect(other.statusCode).toBe(403);
    const done = await engine.action(staff, 'Withdraw', { ...ref(record), Opinion: '材料有误' });
    expect(done.json()).toMatchObject({ FlowStatus: '未提交' });
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('未提交');
    expect(await hasItem(reviewer, record.Id)).toBe(false);
    expect((await notices(reviewer)).some((n) => n.startsWith('已撤回:'))).toBe(true);
    expect((await calls.put(staff, { ...(await calls.thesis(staff, record.Id)), Remark: '已修改' })).statusCode).toBe(200);
    expect((await engine.action(staff, 'Submit', ref(record))).statusCode).toBe(200);
    expect(await hasItem(reviewer, record.Id)).toBe(true);
  });

  it('is refused once someone in the current step approved, and when not under review', async () => {
    const record = await submitted('会签后撤回', [approver('hq', '会签', ['reviewer', 'vicedean'], 'All')]);
    await engine.action(reviewer, 'Decide', { ...ref(record), Decision: 'Approved' });
    expect((await engine.state(staff, 'Thesis', record.Id)).CanWithdraw).toBe(false);
    expect((await engine.action(staff, 'Withdraw', ref(record))).json()).toEqual({ Message: '当前步骤已有人审批,不能撤回' });
    const fresh = await calls.newThesis(staff, '未提交的撤回');
    expect((await engine.action(staff, 'Withdraw', ref(fresh))).statusCode).toBe(404);
  });
});

describe('转办', () => {
  it('hands my task to another user, who then decides; never to the applicant or someone asked', async () => {
    const record = await submitted('转办论文', [approver('r', '科研处审核', ['reviewer', 'admin'])]);
    expect((await engine.state(reviewer, 'Thesis', record.Id)).CanTransfer).toBe(true);
    expect((await engine.action(reviewer, 'Transfer', { ...ref(record), To_User_Id: ids.staff })).json()).toEqual({ Message: '不能转交给申请人' });
    expect((await engine.action(reviewer, 'Transfer', { ...ref(record), To_User_Id: ids.admin })).json()).toEqual({ Message: '该人员已是本步骤的审批人' });
    expect((await engine.action(reviewer, 'Transfer', { ...ref(record), To_User_Id: 'nobody' })).json()).toEqual({ Message: '所选人员不存在或已停用' });
    // 王立群 (院长) holds no Check on papers: the task would wait for ever.
    const dean = await engine.me(await server.login('dean'));
    expect((await engine.action(reviewer, 'Transfer', { ...ref(record), To_User_Id: dean.Id })).json()).toEqual({ Message: '所选人员没有该模块的审核权限' });
    expect((await engine.action(vicedean, 'Transfer', { ...ref(record), To_User_Id: ids.reviewer })).statusCode).toBe(403);
    expect((await engine.action(staff, 'Transfer', { ...ref(record), To_User_Id: ids.vicedean })).statusCode).toBe(403);

    const moved = await engine.action(reviewer, 'Transfer', { ...ref(record), To_User_Id: ids.vicedean, Opinion: '请刘院长处理' });
    expect(moved.statusCode).toBe(200);
    expect(await hasItem(reviewer, record.Id)).toBe(false);
    expect(await hasItem(vicedean, record.Id)).toBe(true);
    expect((await engine.history(staff, 'Thesis', record.Id)).History.at(-1)).toMatchObject({
      Action: 'Transfer',
      ActionName: '转办',
      Target: '刘敏',
      UserName: '林晓雯',
    });
    expect((await engine.action(reviewer, 'Decide', { ...ref(record), Decision: 'Approved' })).statusCode).toBe(403);
    expect((await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Approved' })).json()).toMatchObject({ FlowStatus: '已通过' });
  });
});

describe('加签', () => {
  it('Before: the added person decides first, then the task returns to me', async () => {
    const record = await submitted('前加签', [approver('r', '科研处审核', ['reviewer'])]);
    const added = await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.vicedean, Position: 'Before' });
    expect(added.statusCode).toBe(200);
    expect([await hasItem(reviewer, record.Id), await hasItem(vicedean, record.Id)]).toEqual([false, true]);
    await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Approved' });
    expect(await hasItem(reviewer, record.Id)).toBe(true);
    expect((await engine.action(reviewer, 'Decide', { ...ref(record), Decision: 'Approved' })).json()).toMatchObject({ FlowStatus: '已通过' });
  });

  it('After: once I approve, the added person must approve before the step completes', async () => {
    const record = await submitted('后加签', [approver('r', '科研处审核', ['reviewer'])]);
    await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.vicedean, Position: 'After' });
    expect(await hasItem(vicedean, record.Id)).toBe(false);
    expect((await engine.action(reviewer, 'Decide', { ...ref(record), Decision: 'Approved' })).json()).toMatchObject({ FlowStatus: '审核中', CurrentStep: 1 });
    expect(await hasItem(vicedean, record.Id)).toBe(true);
    expect((await engine.action(vicedean, 'Decide', { ...ref(record), Decision: 'Approved' })).json()).toMatchObject({ FlowStatus: '已通过' });
    const actions = (await engine.history(staff, 'Thesis', record.Id)).History.map((h) => `${h.ActionName}:${h.Target ?? ''}`);
    expect(actions).toEqual(['提交:', '加签:刘敏', '通过:', '通过:']);
  });

  it('refuses a bad position, the applicant and strangers', async () => {
    const record = await submitted('加签校验', [approver('r', '科研处审核', ['reviewer'])]);
    expect((await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.vicedean, Position: 'Middle' })).json()).toEqual({
      Message: '加签位置无效,应为Before或After',
    });
    expect((await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.staff, Position: 'After' })).json()).toEqual({
      Message: '不能加签申请人',
    });
    expect((await engine.action(vicedean, 'AddSigner', { ...ref(record), User_Id: ids.admin, Position: 'After' })).statusCode).toBe(403);
  });
});

describe('催办', () => {
  it('the applicant reminds the current approvers at most once an hour', async () => {
    const record = await submitted('催办论文');
    expect(await engine.state(staff, 'Thesis', record.Id)).toMatchObject({ CanRemind: true, RemindAvailableAt: null });
    expect((await engine.action(reviewer, 'Remind', ref(record))).statusCode).toBe(403);
    expect((await engine.action(staff, 'Remind', ref(record))).statusCode).toBe(200);
    expect((await notices(reviewer)).some((n) => n.startsWith('催办:') && n.includes('陈思远提醒您尽快在「科研处审核」中审核'))).toBe(true);
    const state = await engine.state(staff, 'Thesis', record.Id);
    expect(state.CanRemind).toBe(false);
    expect(state.RemindAvailableAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await engine.action(staff, 'Remind', ref(record));
    expect([again.statusCode, again.json()]).toEqual([400, { Message: `催办过于频繁,请于${String(state.RemindAvailableAt)}后再试` }]);
    expect((await engine.history(staff, 'Thesis', record.Id)).History.at(-1)).toMatchObject({ Action: 'Remind', Target: '林晓雯' });
  });

  it('answers 401 without login and 400 for missing fields', async () => {
    expect((await engine.action('', 'Remind', { ModuleName: 'Thesis', Business_Id: 'x' })).statusCode).toBe(401);
    expect((await engine.action(staff, 'Remind', { ModuleName: 'Thesis' })).json()).toEqual({ Message: '业务记录是必填的' });
    expect((await engine.action(reviewer, 'Transfer', { ModuleName: 'Thesis', Business_Id: 'x' })).json()).toEqual({ Message: '转办人是必填的' });
  });
});
