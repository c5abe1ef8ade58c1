/**
 * Every approval message, item, instance and audit row names a record by its name —
 * a 论文版面费报销 by the paper it pays for (its Thesis_Id is a reference) and its 费用类型, never an id — and the
 * approval centre's keyword (摘要包含) finds a row by the words it shows, on every list. Each notification carries its
 * outcome's level: 通过 success, 退回 warning, 不通过 error, a task info.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, FlowCenterRow, PageResult } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let engine: ReturnType<typeof engineCalls>;
let calls: ReturnType<typeof flowCalls>;
let staff: string, reviewer: string, finance1: string, finance2: string;
let claimRefs: Record<string, unknown>;

const PAPER = '记录命名测试:冠脉微循环障碍的影像评估';
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/;

const center = async (cookie: string, tab: string, body: Record<string, unknown>): Promise<PageResult<FlowCenterRow>> => {
  const response = await server.call(cookie, { method: 'POST', url: `/api/FlowState/Center/${tab}`, payload: body });
  if (response.statusCode !== 200) throw new Error(`${tab}: ${response.statusCode} ${response.body}`);
  return response.json<PageResult<FlowCenterRow>>();
};

/** The caller's notifications, newest first (系统消息's own call). */
async function notifications(cookie: string): Promise<ApiRecord[]> {
  const response = await server.call(cookie, { method: 'POST', url: '/api/MessageNotify/pageList', payload: { PageIndex: 1, PageSize: 99 } });
  if (response.statusCode !== 200) throw new Error(`pageList: ${response.body}`);
  return response.json<PageResult<ApiRecord>>().Data;
}

async function newClaim(amount: number): Promise<ApiRecord> {
  const created = await server.call(staff, { method: 'POST', url: '/api/ThesisCost/Post', payload: { ...claimRefs, Amount: amount } });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<ApiRecord>();
}

const decide = (cookie: string, id: unknown, Decision: string, Opinion = '') =>
  engine.action(cookie, 'Decide', { ModuleName: 'ThesisCost', Business_Id: String(id), Decision, Opinion });

beforeAll(async () => {
  server = await startServer();
  engine = engineCalls(server);
  calls = flowCalls(server);
  [staff, reviewer, finance1, finance2] = await Promise.all((['staff', 'reviewer', 'finance1', 'finance2'] as const).map((a) => server.login(a)));
  const first = async (module: string, body: unknown = {}) => (await server.list(staff, module, body)).Data[0];
  const costType = await first('EnumItem', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '论文费用类型' }] } });
  const thesis = await calls.newThesis(staff, PAPER);
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

describe('records named by their names', () => {
  it('names a claim by its paper and cost type in the item, the instance, the audit trail and every message', async () => {
    const claim = await newClaim(900);
    const name = `${PAPER}(${String(claimRefs.CostType)})`;
    expect((await engine.action(staff, 'Submit', { ModuleName: 'ThesisCost', Business_Id: String(claim.Id) })).statusCode).toBe(200);

    const item = (await calls.messages(reviewer)).find((m) => m.Business_Id === String(claim.Id));
    expect(item?.Summary).toBe(`论文版面费报销:${name}`);
    const db = server.app.appContext.db;
    const instance = await db.selectFrom('FlowExample').select(['Title']).where('Business_Id', '=', String(claim.Id)).executeTakeFirstOrThrow();
    expect(instance.Title).toBe(name);
    const audit = await db.selectFrom('FlowAuditLog').select(['Title']).where('Business_Id', '=', String(claim.Id)).execute();
    expect(audit.map((a) => a.Title)).toEqual([name]);
    const asked = (await notifications(reviewer)).find((n) => String(n.Url).endsWith(String(claim.Id)));
    expect(asked).toMatchObject({ Title: `待审核:论文版面费报销:${name}`, Level: 'info' });

    expect((await decide(reviewer, claim.Id, 'Returned', '请补充发票')).statusCode).toBe(200);
    const told = (await notifications(staff)).filter((n) => String(n.Url).endsWith(String(claim.Id)));
    expect(told.map((n) => [n.Title, n.Level])).toEqual([[`审批结果:论文版面费报销:${name}`, 'warning']]);
    expect(String(told[0]?.Content)).toBe(`您提交的论文版面费报销:${name}在「科研处审核」被林晓雯退回,意见:请补充发票`);
    for (const n of [...told, asked]) expect(`${String(n?.Title)} ${String(n?.Content)}`).not.toMatch(ID);
  });

  it('levels each outcome: a step passed or the flow approved success, 不通过 error', async () => {
    const claim = await newClaim(901);
    expect((await engine.action(staff, 'Submit', { ModuleName: 'ThesisCost', Business_Id: String(claim.Id) })).statusCode).toBe(200);
    expect((await decide(reviewer, claim.Id, 'Approved')).statusCode).toBe(200);
    expect((await decide(finance1, claim.Id, 'Approved')).statusCode).toBe(200);
    expect((await decide(finance2, claim.Id, 'Approved')).statusCode).toBe(200);
    const refused = await newClaim(902);
    expect((await engine.action(staff, 'Submit', { ModuleName: 'ThesisCost', Business_Id: String(refused.Id) })).statusCode).toBe(200);
    expect((await decide(reviewer, refused.Id, 'Refuse', '重复报销')).statusCode).toBe(200);
    const mine = await notifications(staff);
    const levels = (id: unknown) => mine.filter((n) => String(n.Url).endsWith(String(id)) && String(n.Title).startsWith('审批结果')).map((n) => n.Level);
    // 科研处审核 passed, then the finance 会签 (one notice once both voted) ended the flow 已通过.
    expect(levels(claim.Id)).toEqual(['success', 'success']);
    expect(levels(refused.Id)).toEqual(['error']);
    // The finance reviewers' tasks and the department head's copy are no outcome: info.
    const copies = await notifications(await server.login('director'));
    expect(copies.filter((n) => String(n.Url).endsWith(String(claim.Id))).map((n) => [String(n.Title).slice(0, 3), n.Level])).toEqual([['抄送:', 'info']]);
  });

  it("finds a row in every centre list by the words it shows: the paper's title, the cost type, the module's name", async () => {
    const claim = await newClaim(903);
    expect((await engine.action(staff, 'Submit', { ModuleName: 'ThesisCost', Business_Id: String(claim.Id) })).statusCode).toBe(200);
    for (const keyWord of ['冠脉微循环', String(claimRefs.CostType), '论文版面费']) {
      const pending = await center(reviewer, 'pending', { KeyWord: keyWord, ModuleName: 'ThesisCost', PageSize: 1000 });
      expect([keyWord, pending.Data.some((r) => r.Business_Id === String(claim.Id))]).toEqual([keyWord, true]);
      const mine = await center(staff, 'started', { KeyWord: keyWord, PageSize: 1000 });
      expect([keyWord, mine.Data.some((r) => r.Business_Id === String(claim.Id))]).toEqual([keyWord, true]);
    }
    const row = (await center(staff, 'started', { KeyWord: '冠脉微循环', ModuleName: 'ThesisCost' })).Data.find((r) => r.Business_Id === String(claim.Id));
    expect(row?.Summary).toBe(`论文版面费报销:${PAPER}(${String(claimRefs.CostType)})`);
    // The id the row no longer shows finds nothing.
    expect((await center(reviewer, 'pending', { KeyWord: String(claimRefs.Thesis_Id).slice(0, 8) })).Total).toBe(0);
  });

  it('names no seeded approval item, instance or audit row by an id', async () => {
    const db = server.app.appContext.db;
    const items = await db.selectFrom('FlowDynamic').select(['Summary']).execute();
    const instances = await db.selectFrom('FlowExample').select(['Title']).execute();
    const audit = await db.selectFrom('FlowAuditLog').select(['Title']).execute();
    expect(items.length).toBeGreaterThan(10);
    expect([...items.map((r) => r.Summary), ...instances.map((r) => r.Title), ...audit.map((r) => r.Title)].filter((t) => ID.test(String(t)))).toEqual([]);
  });
});
