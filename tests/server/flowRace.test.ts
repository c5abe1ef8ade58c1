/**
 * Two approvers deciding one step at the same moment. A vote on a step that takes several
 * voices (会签) counts even when another vote lands at once: the engine runs the transition again on the state the
 * other left, so both votes are recorded, the step completes and the flow moves on. Where only one decision can
 * stand (或签), exactly one counts and the other is told 409 该步骤已审批,请刷新后查看, with nothing of it stored.
 * Repeated for several rounds, on SQLite and on PostgreSQL (`node scripts/test-postgres.mjs`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, FlowRecordHistory } from '../../contract/index.js';
import { SEED_ACCOUNTS } from '../../server/seed/accounts.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

const ROUNDS = 10;

let server: TestServer;
let engine: ReturnType<typeof engineCalls>;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string, finance1: string, finance2: string;
let claimRefs: Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  engine = engineCalls(server);
  calls = flowCalls(server);
  [admin, staff, reviewer, finance1, finance2] = await Promise.all(
    (['admin', 'staff', 'reviewer', 'finance1', 'finance2'] as const).map((account) => server.login(account)),
  );
  const first = async (module: string, body: unknown = {}) => (await server.list(staff, module, body)).Data[0];
  const costType = await first('EnumItem', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '论文费用类型' }] } });
  const thesis = await calls.newThesis(staff, '版面费所属论文');
  claimRefs = {
    Thesis_Id: thesis.Id,
    CostType: costType?.EnumValue,
    Applicant_Id: (await first('Person'))?.Id,
    Dept_Id: (await first('Dept'))?.Id,
    PayDate: '2025-05-06',
    Reason: '论文版面费',
  };
});
afterAll(() => server.close());

const decide = (cookie: string, module: string, id: unknown, Decision: string) =>
  engine.action(cookie, 'Decide', { ModuleName: module, Business_Id: String(id), Decision, Opinion: Decision === 'Approved' ? '同意' : '不同意' });

/** staff's 论文版面费报销 (below 2万元: after the finance 会签 only a copy to the department head), past 科研处审核. */
async function claimAtFinance(round: number): Promise<ApiRecord> {
  const created = await server.call(staff, { method: 'POST', url: '/api/ThesisCost/Post', payload: { ...claimRefs, Amount: 800 + round } });
  expect(created.statusCode, created.body).toBe(200);
  const claim = created.json<ApiRecord>();
  expect((await engine.action(staff, 'Submit', { ModuleName: 'ThesisCost', Business_Id: String(claim.Id) })).statusCode).toBe(200);
  const approved = await decide(reviewer, 'ThesisCost', claim.Id, 'Approved');
  expect(approved.json(), approved.body).toMatchObject({ FlowStatus: '审核中' });
  expect((await engine.state(staff, 'ThesisCost', claim.Id)).StepName).toBe('财务处会签');
  return claim;
}

const decisionsOf = (history: FlowRecordHistory, step: string) =>
  history.History.filter((h) => h.StepName === step && h.Action === 'Approved')
    .map((h) => h.UserName)
    .sort();

describe('decisions racing on one step', () => {
  it('会签: both finance reviewers approving at once are both recorded, the step completes and the flow moves on', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const claim = await claimAtFinance(round);
      const answers = await Promise.all([decide(finance1, 'ThesisCost', claim.Id, 'Approved'), decide(finance2, 'ThesisCost', claim.Id, 'Approved')]);
      expect(
        answers.map((a) => a.statusCode),
        `round ${round}: ${answers.map((a) => a.body).join(' / ')}`,
      ).toEqual([200, 200]);
      const history = await engine.history(staff, 'ThesisCost', claim.Id);
      expect(decisionsOf(history, '财务处会签'), `round ${round}`).toEqual([SEED_ACCOUNTS.finance1.Name, SEED_ACCOUNTS.finance2.Name].sort());
      // Both votes in: the step is done, the copy to the department head is sent and the claim is approved.
      expect(history.History.at(-1), `round ${round}`).toMatchObject({ Action: 'Cc', StepName: '抄送科室主任', ToStatus: '已通过' });
      expect((await server.call(staff, { method: 'GET', url: `/api/ThesisCost/Get/${String(claim.Id)}` })).json<ApiRecord>().FlowStatus).toBe('已通过');
      const open = (await calls.messages(finance1)).concat(await calls.messages(finance2)).filter((m) => m.Business_Id === claim.Id && !m.IsComplete);
      expect(open, `round ${round}`).toEqual([]);
    }
  });

  it('或签: of two decisions at once exactly one counts, the other is told 409 and leaves nothing behind', async () => {
    const nodes = [
      { Kind: 'Approver', Key: 'any', Name: '或签审核', Approver: { Type: 'Users', Accounts: ['reviewer', 'admin'] }, Mode: 'Any', WhenEmpty: 'Admin' },
      { Kind: 'Approver', Key: 'next', Name: '科研处复核', Approver: { Type: 'Role', EnCode: '002' }, Mode: 'Any', WhenEmpty: 'Admin' },
    ];
    expect((await engine.setFlow(admin, 'Thesis', nodes)).statusCode).toBe(200);
    for (let round = 0; round < ROUNDS; round += 1) {
      const record = await calls.newThesis(staff, `或签竞争论文${round}`);
      expect((await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id) })).statusCode).toBe(200);
      const answers = await Promise.all([decide(reviewer, 'Thesis', record.Id, 'Approved'), decide(admin, 'Thesis', record.Id, 'Refuse')]);
      const won = answers.filter((a) => a.statusCode === 200);
      const lost = answers.filter((a) => a.statusCode !== 200);
      expect(won, `round ${round}: ${answers.map((a) => a.body).join(' / ')}`).toHaveLength(1);
      expect(
        lost.map((a) => [a.statusCode, a.json<{ Message: string }>().Message]),
        `round ${round}`,
      ).toEqual([[409, '该步骤已审批,请刷新后查看']]);
      const history = await engine.history(staff, 'Thesis', record.Id);
      expect(
        history.History.filter((h) => h.StepName === '或签审核' && h.Action !== 'Submit'),
        `round ${round}`,
      ).toHaveLength(1);
      const winner = answers[0]?.statusCode === 200 ? 'reviewer' : 'admin';
      expect((await calls.thesis(staff, record.Id)).FlowStatus, `round ${round}`).toBe(winner === 'reviewer' ? '审核中' : '不通过');
    }
  });

  it('an approver deciding a record its applicant withdrew meanwhile is told 409 to refresh, and nothing is recorded', async () => {
    const record = await calls.newThesis(staff, '撤回后的审批');
    expect((await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id) })).statusCode).toBe(200);
    expect((await engine.action(staff, 'Withdraw', { ModuleName: 'Thesis', Business_Id: String(record.Id), Opinion: '' })).statusCode).toBe(200);
    const late = await decide(reviewer, 'Thesis', record.Id, 'Approved');
    expect([late.statusCode, late.json()]).toEqual([409, { Message: '审批状态已变化,请刷新后重试' }]);
    expect((await calls.thesis(staff, record.Id)).FlowStatus).toBe('未提交');
    expect((await engine.history(staff, 'Thesis', record.Id)).History.map((h) => h.Action)).toEqual(['Submit', 'Withdraw']);
  });
});
