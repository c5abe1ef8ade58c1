/**
 * GET /api/FlowState/State: the form's view of a record's flow — status, current step and approvers, and what the
 * caller may do (submit, decide, edit) — through every state of a thesis, for the applicant, the approvers and
 * others; and the refusals (not an approval module, someone else's record, no login).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowRecordState } from '../../contract/index.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string;

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
});
afterAll(() => server.close());

async function stateOf(cookie: string, id: unknown, module = 'Thesis'): Promise<FlowRecordState> {
  const response = await server.call(cookie, { method: 'GET', url: `/api/FlowState/State/${module}/${String(id)}` });
  if (response.statusCode !== 200) throw new Error(`State: ${response.statusCode} ${response.body}`);
  return response.json<FlowRecordState>();
}

const rights = (state: FlowRecordState) => ({ IsOwner: state.IsOwner, CanSubmit: state.CanSubmit, CanDecide: state.CanDecide, ReadOnly: state.ReadOnly });

describe('a thesis through its flow, as each person sees it', () => {
  it('tells the applicant and the approvers what they may do in every state', async () => {
    const record = await calls.newThesis(staff, '高血压社区管理模式的效果评价');

    expect(await stateOf(staff, record.Id)).toEqual({
      ModuleName: 'Thesis',
      Business_Id: record.Id,
      FlowStatus: '未提交',
      CurrentStep: 0,
      StepName: null,
      Approvers: [],
      IsOwner: true,
      CanSubmit: true,
      CanDecide: false,
      ReadOnly: false,
      CanWithdraw: false,
      CanRemind: false,
      RemindAvailableAt: null,
      CanTransfer: false,
      CanAddSigner: false,
      ReturnTargets: [],
      ChosenSteps: [],
    });
    expect(rights(await stateOf(reviewer, record.Id))).toEqual({ IsOwner: false, CanSubmit: false, CanDecide: false, ReadOnly: false });

    expect((await calls.submit(staff, 'Thesis', record.Id)).statusCode).toBe(200);
    const reviewing = await stateOf(staff, record.Id);
    expect(reviewing).toMatchObject({ FlowStatus: '审核中', CurrentStep: 1, StepName: '科研处初审', Approvers: [{ Name: '林晓雯', Account: 'reviewer' }] });
    expect(rights(reviewing)).toEqual({ IsOwner: true, CanSubmit: false, CanDecide: false, ReadOnly: true });
    expect(rights(await stateOf(reviewer, record.Id))).toEqual({ IsOwner: false, CanSubmit: false, CanDecide: true, ReadOnly: true });
    // The second step's approver is not asked yet; under review nobody edits, not even an administrator.
    expect(rights(await stateOf(admin, record.Id))).toEqual({ IsOwner: false, CanSubmit: false, CanDecide: false, ReadOnly: true });

    expect(
      (await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Returned', Opinion: '请补充期刊信息' })).statusCode,
    ).toBe(200);
    const returned = await stateOf(staff, record.Id);
    expect(returned).toMatchObject({ FlowStatus: '已退回', StepName: '科研处初审', Approvers: [] });
    expect(rights(returned)).toEqual({ IsOwner: true, CanSubmit: true, CanDecide: false, ReadOnly: false });
    expect(rights(await stateOf(reviewer, record.Id))).toMatchObject({ CanDecide: false });

    await calls.submit(staff, 'Thesis', record.Id);
    await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '' });
    const second = await stateOf(staff, record.Id);
    expect(second).toMatchObject({ FlowStatus: '审核中', CurrentStep: 2, StepName: '科研处长审批', Approvers: [{ Name: '周建华', Account: 'admin' }] });
    expect(rights(await stateOf(reviewer, record.Id))).toMatchObject({ CanDecide: false, ReadOnly: true });
    expect(rights(await stateOf(admin, record.Id))).toEqual({ IsOwner: false, CanSubmit: false, CanDecide: true, ReadOnly: true });

    await calls.decide(admin, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '同意' });
    const approved = await stateOf(staff, record.Id);
    expect(approved).toMatchObject({ FlowStatus: '已通过', CurrentStep: 2, Approvers: [] });
    expect(rights(approved)).toEqual({ IsOwner: true, CanSubmit: false, CanDecide: false, ReadOnly: true });
    // An administrator may still correct a decided record (the generic write lets them).
    expect(rights(await stateOf(admin, record.Id))).toMatchObject({ CanDecide: false, ReadOnly: false });
  });

  it('keeps a refused record read-only for its applicant', async () => {
    const record = await calls.newThesis(staff, '基层医院卒中识别培训研究');
    await calls.submit(staff, 'Thesis', record.Id);
    await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Refuse', Opinion: '不符合要求' });
    expect(await stateOf(staff, record.Id)).toMatchObject({ FlowStatus: '不通过', CanSubmit: false, CanDecide: false, ReadOnly: true });
  });
});

describe('refusals', () => {
  it('answers 404 for a record out of reach or missing, 400 for a module without approval, 401 without login', async () => {
    const adminsOwn = await calls.newThesis(admin, '管理员自己的论文');
    const foreign = await server.call(staff, { method: 'GET', url: `/api/FlowState/State/Thesis/${String(adminsOwn.Id)}` });
    expect(foreign.statusCode).toBe(404);
    expect((await server.call(staff, { method: 'GET', url: '/api/FlowState/State/Thesis/no-such-id' })).statusCode).toBe(404);
    expect((await server.call(staff, { method: 'GET', url: '/api/FlowState/State/NoSuchModule/x' })).statusCode).toBe(404);
    const journal = (await server.list(staff, 'Journal', {})).Data[0];
    const notFlow = await server.call(staff, { method: 'GET', url: `/api/FlowState/State/Journal/${String(journal.Id)}` });
    expect(notFlow.statusCode).toBe(400);
    expect(notFlow.json()).toEqual({ Message: '该模块无需审批' });
    expect((await server.call('', { method: 'GET', url: `/api/FlowState/State/Thesis/${String(adminsOwn.Id)}` })).statusCode).toBe(401);
  });
});
