/**
 * The server offers exactly what its actions accept (D-FLOW-12). The people
 * pickers of 加签, 转办 and 自选 list only people the action takes; a list row's 修改 / 删除 / 提交, computed by core's
 * policy from what the app holds (the row, the current user, the permission tree), is accepted exactly where offered;
 * the centre and the bell offer 审核 only where the active role may decide; 常用语 belong to the decision kind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, CurrentUser, FlowCandidate, FlowCenterRow, FlowMessage, FlowPhrases, PageResult, PermissionNode } from '../../contract/index.js';
import { buildPermissionIndex } from '../../core/permissions/permissionIndex.js';
import { offeredRecordActions } from '../../core/permissions/recordActions.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let engine: ReturnType<typeof engineCalls>;
let admin: string, staff: string, reviewer: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  engine = engineCalls(server);
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
  for (const account of ['admin', 'staff', 'reviewer', 'dean', 'vicedean', 'finance1', 'director'] as const) {
    ids[account] = (await engine.me(await server.login(account))).Id;
  }
});
afterAll(() => server.close());

const ref = (record: ApiRecord) => ({ ModuleName: 'Thesis', Business_Id: String(record.Id) });
const candidates = async (cookie: string, query: Record<string, string>): Promise<string[]> => {
  const response = await server.call(cookie, { method: 'GET', url: '/api/FlowState/Candidates', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FlowCandidate[]>().map((c) => c.Id);
};

/** A paper of 陈思远's submitted along the seeded flow (科研处初审 by 林晓雯, then 科研处长审批). */
async function submittedThesis(title: string): Promise<ApiRecord> {
  const record = await calls.newThesis(staff, title);
  const response = await calls.submit(staff, 'Thesis', record.Id);
  expect(response.statusCode, response.body).toBe(200);
  return record;
}

describe('the people pickers list exactly the people the action accepts', () => {
  it('加签 and 转办: people who may decide papers, never the applicant nor someone the step asks; the rest are refused', async () => {
    const record = await submittedThesis('加签候选人测试');
    const scope = { ModuleName: 'Thesis', Business_Id: String(record.Id) };
    const signers = await candidates(reviewer, { ...scope, Purpose: 'AddSigner' });
    expect(signers).toEqual(expect.arrayContaining([ids.admin, ids.vicedean]));
    // The applicant, the approver asking, and people without 审核 on papers (院长, 财务) are not offered.
    for (const account of ['staff', 'reviewer', 'dean', 'finance1']) expect(signers, account).not.toContain(ids[account]);
    expect(await candidates(reviewer, { ...scope, Purpose: 'Transfer' })).toEqual(signers);

    // Anyone offered is accepted; anyone left out for want of 审核 is refused with the reason.
    const refused = await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.dean, Position: 'After' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { Message: '所选人员没有该模块的审核权限' }]);
    const added = await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.vicedean, Position: 'After' });
    expect(added.statusCode, added.body).toBe(200);
    // Now asked: no longer offered to join the step.
    const after = await candidates(reviewer, { ...scope, Purpose: 'AddSigner' });
    expect(after).not.toContain(ids.vicedean);
    expect(after).toContain(ids.admin);
    expect((await engine.action(reviewer, 'AddSigner', { ...ref(record), User_Id: ids.vicedean, Position: 'Before' })).json()).toEqual({
      Message: '该人员已是本步骤的审批人',
    });
  });

  it('自选: people who may decide the module, never the applicant', async () => {
    const chosen = await candidates(staff, { ModuleName: 'Thesis', Purpose: 'Chosen' });
    expect(chosen).toEqual(expect.arrayContaining([ids.reviewer, ids.admin, ids.vicedean]));
    for (const account of ['staff', 'dean', 'finance1']) expect(chosen, account).not.toContain(ids[account]);
    // The keyword still narrows, by name.
    expect(await candidates(staff, { ModuleName: 'Thesis', Purpose: 'Chosen', KeyWord: '林晓' })).toEqual([ids.reviewer]);
  });

  it('answers a Chinese 400 without a module, a purpose or (转办, 加签) a record, and 404 for a record not submitted', async () => {
    const ask = (query: Record<string, string>) => server.call(reviewer, { method: 'GET', url: '/api/FlowState/Candidates', query });
    expect((await ask({ Purpose: 'Chosen' })).json()).toEqual({ Message: '请指明业务模块' });
    expect((await ask({ ModuleName: 'Thesis' })).json()).toEqual({ Message: '选人用途无效,应为Transfer、AddSigner或Chosen' });
    expect((await ask({ ModuleName: 'Thesis', Purpose: 'AddSigner' })).json()).toEqual({ Message: '请指明业务记录' });
    expect((await ask({ ModuleName: 'Journal', Purpose: 'Chosen' })).json()).toEqual({ Message: '该模块无需审批' });
    const draft = await calls.newThesis(staff, '未提交的论文');
    expect((await ask({ ModuleName: 'Thesis', Purpose: 'Transfer', Business_Id: String(draft.Id) })).statusCode).toBe(404);
  });

  it('offers 加签 on the form exactly to a current approver', async () => {
    const record = await submittedThesis('加签按钮测试');
    expect(await engine.state(reviewer, 'Thesis', record.Id)).toMatchObject({ CanDecide: true, CanTransfer: true, CanAddSigner: true });
    expect(await engine.state(staff, 'Thesis', record.Id)).toMatchObject({ CanDecide: false, CanTransfer: false, CanAddSigner: false });
  });
});

/** What the app knows of a person: GetCurrent and the permission tree, as core's policy reads them. */
async function appCaller(cookie: string) {
  const me = (await server.call(cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
  const index = buildPermissionIndex((await server.call(cookie, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>());
  return { id: me.Id, isAdmin: me.IsAdmin, can: (module: string, action: string) => index.can(module, action) };
}

describe('a list row offers exactly the writes the server accepts', () => {
  it('删除, 修改 and 提交 of papers in every state, for the applicant and the administrator', async () => {
    const draft = await calls.newThesis(staff, '状态-未提交');
    const reviewing = await submittedThesis('状态-审核中');
    const returned = await submittedThesis('状态-已退回');
    expect((await calls.decide(reviewer, { ...ref(returned), Decision: 'Returned', Opinion: '请补充' })).statusCode).toBe(200);
    const approved = await submittedThesis('状态-已通过');
    expect((await calls.decide(reviewer, { ...ref(approved), Decision: 'Approved' })).statusCode).toBe(200);
    expect((await calls.decide(admin, { ...ref(approved), Decision: 'Approved' })).statusCode).toBe(200);

    const ownerOf = await appCaller(staff);
    const administrator = await appCaller(admin);
    for (const record of [draft, reviewing, returned, approved]) {
      for (const [cookie, who] of [
        [staff, ownerOf],
        [admin, administrator],
      ] as const) {
        // The row as the list shows it to this person.
        const row = (await server.list(cookie, 'Thesis', { Condition: { Filters: [{ Name: 'Id', Compare: '==', Value: String(record.Id) }] } })).Data[0];
        const offered = offeredRecordActions(
          { module: 'Thesis', flowStatus: row.FlowStatus === null ? null : String(row.FlowStatus), ownerId: String(row.Create_User_Id) },
          who,
        );
        const label = `${String(row.FlowStatus)} as ${who === ownerOf ? 'applicant' : 'admin'}`;
        const put = await server.call(cookie, { method: 'PUT', url: '/api/Thesis/Put', payload: { ...row, Remark: '改一改' } });
        expect(put.statusCode === 200, `修改 ${label}: ${put.body}`).toBe(offered.Update);
        if (!offered.Update) expect(put.statusCode).toBe(400);
        const submit = await calls.submit(cookie, 'Thesis', record.Id);
        expect(submit.statusCode === 200, `提交 ${label}: ${submit.body}`).toBe(offered.Submit);
        if (submit.statusCode === 200) expect((await engine.action(cookie, 'Withdraw', ref(record))).statusCode).toBe(200);
      }
    }
    // Deleting last (it removes the row): 审核中 and 已通过 are refused to the applicant — and never offered.
    for (const record of [draft, reviewing, returned, approved]) {
      const row = (await server.list(staff, 'Thesis', { Condition: { Filters: [{ Name: 'Id', Compare: '==', Value: String(record.Id) }] } })).Data[0];
      const offered = offeredRecordActions({ module: 'Thesis', flowStatus: String(row.FlowStatus), ownerId: String(row.Create_User_Id) }, ownerOf);
      const deleted = await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${String(record.Id)}` });
      expect(deleted.statusCode === 204, `删除 ${String(row.FlowStatus)}: ${deleted.body}`).toBe(offered.Delete);
      expect(offered.Delete).toBe(['未提交', '已退回'].includes(String(row.FlowStatus)));
    }
  });
});

describe('the centre and the bell offer 审核 only where the active role may decide', () => {
  it('a department head asked under 科室主任 reviews there, and only looks after switching to 科研人员', async () => {
    const director = await server.login('director');
    // Papers need 查看 and 审核 of 科室主任 for this, and a first step of the applicant's department head.
    await engine.grant(admin, director, 'Thesis', 'List');
    await engine.grant(admin, director, 'Thesis', 'Check');
    expect(
      (
        await engine.setFlow(admin, 'Thesis', [
          { Kind: 'Approver', Key: 'head', Name: '科室主任审核', Approver: { Type: 'DeptHead' }, Mode: 'Any', WhenEmpty: 'Admin' },
        ])
      ).statusCode,
    ).toBe(200);
    const record = await submittedThesis('科室主任待审论文');
    const pending = async () =>
      (await server.call(director, { method: 'POST', url: '/api/FlowState/Center/pending', payload: { KeyWord: '科室主任待审论文' } })).json<
        PageResult<FlowCenterRow>
      >().Data;
    const bell = async () =>
      (await server.call(director, { method: 'GET', url: '/api/FlowState/FlowDynamic' }))
        .json<FlowMessage[]>()
        .filter((m) => m.Business_Id === String(record.Id));

    expect((await pending()).map((r) => r.CanDecide)).toEqual([true]);
    expect((await bell()).map((m) => m.CanDecide)).toEqual([true]);
    expect((await engine.state(director, 'Thesis', record.Id)).CanDecide).toBe(true);

    const staffRole = (await engine.me(director)).Roles.find((r) => r.EnCode === '003');
    expect(staffRole).toBeDefined();
    const switched = await server.call(director, { method: 'POST', url: `/api/account/SetAccountRole/${String(staffRole?.Id)}` });
    expect(switched.statusCode, switched.body).toBe(200);
    const rows = await pending();
    expect(rows.map((r) => r.CanDecide)).toEqual([false]);
    expect((await bell()).map((m) => m.CanDecide)).toEqual([false]);
    // What is not offered is refused: the batch and the form's decision alike.
    const batch = await server.call(director, { method: 'POST', url: '/api/FlowState/BatchDecide', payload: { Ids: [rows[0]?.Id], Decision: 'Approved' } });
    expect(batch.json()).toMatchObject({ Succeeded: 0, Failed: 1 });
    expect((await calls.decide(director, { ...ref(record), Decision: 'Approved' })).statusCode).toBe(403);
  });
});

describe('常用语 belong to the decision kind', () => {
  const phrases = async (cookie: string, Kind: string): Promise<string[]> => {
    const response = await server.call(cookie, { method: 'GET', url: '/api/FlowState/Phrases', query: { Kind } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FlowPhrases>().Phrases;
  };

  it("offers a return reason when returning, never when approving, and the kind's defaults", async () => {
    expect(
      (
        await engine.setFlow(admin, 'Thesis', [
          { Kind: 'Approver', Key: 'r', Name: '科研处审核', Approver: { Type: 'Users', Accounts: ['reviewer'] }, Mode: 'Any', WhenEmpty: 'Admin' },
        ])
      ).statusCode,
    ).toBe(200);
    const returned = await submittedThesis('常用语-退回');
    expect((await calls.decide(reviewer, { ...ref(returned), Decision: 'Returned', Opinion: '请补充影响因子证明' })).statusCode).toBe(200);
    const approved = await submittedThesis('常用语-通过');
    expect((await calls.decide(reviewer, { ...ref(approved), Decision: 'Approved', Opinion: '影响因子已核实' })).statusCode).toBe(200);

    const approving = await phrases(reviewer, 'Approved');
    expect(approving[0]).toBe('影响因子已核实');
    expect(approving).not.toContain('请补充影响因子证明');
    expect(approving).toContain('同意');
    const returning = await phrases(reviewer, 'Returned');
    expect(returning[0]).toBe('请补充影响因子证明');
    expect(returning).not.toContain('影响因子已核实');
    expect(returning).not.toContain('同意');
    expect(await phrases(staff, 'Refuse')).toContain('不符合报销规定');
    expect(await phrases(staff, 'AddSigner')).not.toContain('同意');
  });

  it('asks which kind, in Chinese', async () => {
    const missing = await server.call(reviewer, { method: 'GET', url: '/api/FlowState/Phrases' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { Message: '常用语类别无效,应为Approved、Returned、Refuse、Transfer或AddSigner' }]);
  });
});
