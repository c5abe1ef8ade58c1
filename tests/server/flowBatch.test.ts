/**
 * 批量审批 through HTTP (POST /api/FlowState/BatchDecide): several pending items decided at once, each on its own —
 * another's item, an unknown one or one already decided is reported with its Chinese reason while the rest go
 * through; bounds and bad decisions answer 400 before anything changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_BATCH_MAX, type FlowBatchDecideResult, type FlowCenterRow, type PageResult } from '../../contract/index.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string;

const MARK = '批量审批测试';
const batch = (cookie: string | null, body: unknown) =>
  server.call(cookie, { method: 'POST', url: '/api/FlowState/BatchDecide', payload: body as Record<string, unknown> });

async function pendingOf(cookie: string, keyWord: string): Promise<FlowCenterRow[]> {
  const response = await server.call(cookie, { method: 'POST', url: '/api/FlowState/Center/pending', payload: { KeyWord: keyWord, PageSize: 100 } });
  return response.json<PageResult<FlowCenterRow>>().Data;
}

async function submitted(title: string): Promise<string> {
  const id = String((await calls.newThesis(staff, title)).Id);
  expect((await calls.submit(staff, 'Thesis', id)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
});
afterAll(() => server.close());

describe('BatchDecide', () => {
  it('approves several items at once, each moving to its next step, and tells the next approver', async () => {
    const ids = [await submitted(`${MARK}甲:慢阻肺康复`), await submitted(`${MARK}乙:脑卒中筛查`)];
    const items = await pendingOf(reviewer, `${MARK}`);
    expect(items.map((i) => i.Business_Id).sort()).toEqual([...ids].sort());

    const response = await batch(reviewer, { Ids: items.map((i) => i.Id), Decision: 'Approved', Opinion: '同意,请按规定办理' });
    expect(response.statusCode).toBe(200);
    expect(response.json<FlowBatchDecideResult>()).toEqual({
      Results: items.map((i) => ({ Id: i.Id, Ok: true, Message: null })),
      Succeeded: 2,
      Failed: 0,
    });
    expect(await pendingOf(reviewer, MARK)).toEqual([]);
    const next = await pendingOf(admin, MARK);
    expect(next.map((i) => [i.Business_Id, i.StepName]).sort()).toEqual(ids.map((id) => [id, '科研处长审批']).sort());

    const decided = (await server.call(reviewer, { method: 'POST', url: '/api/FlowState/Center/decided', payload: { KeyWord: MARK } })).json<
      PageResult<FlowCenterRow>
    >();
    expect(decided.Data.map((r) => [r.Decision, r.Opinion])).toEqual([
      ['Approved', '同意,请按规定办理'],
      ['Approved', '同意,请按规定办理'],
    ]);
  });

  it('reports each failing item with its reason and decides the others', async () => {
    const id = await submitted(`${MARK}丙:围术期镇痛`);
    const [item] = await pendingOf(reviewer, `${MARK}丙`);
    // An item of another approver (the administrator's second step of an earlier record).
    const [othersItem] = await pendingOf(admin, `${MARK}甲`);
    const response = await batch(reviewer, { Ids: [othersItem.Id, 'no-such-item', item.Id], Decision: 'Returned', Opinion: '请补充伦理批件' });
    expect(response.statusCode).toBe(200);
    expect(response.json<FlowBatchDecideResult>()).toEqual({
      Results: [
        { Id: othersItem.Id, Ok: false, Message: '您不是当前步骤的审批人' },
        { Id: 'no-such-item', Ok: false, Message: '待办事项不存在' },
        { Id: item.Id, Ok: true, Message: null },
      ],
      Succeeded: 1,
      Failed: 2,
    });
    expect((await calls.thesis(staff, id)).FlowStatus).toBe('已退回');
    // Deciding it again: the item is closed.
    const again = (await batch(reviewer, { Ids: [item.Id], Decision: 'Approved' })).json<FlowBatchDecideResult>();
    expect(again).toMatchObject({ Succeeded: 0, Failed: 1 });
    expect(again.Results[0].Message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses (不通过) in a batch', async () => {
    const id = await submitted(`${MARK}丁:护理质量`);
    const [item] = await pendingOf(reviewer, `${MARK}丁`);
    expect((await batch(reviewer, { ids: [item.Id], decision: 'Refuse', opinion: '不符合要求' })).json()).toMatchObject({ Succeeded: 1, Failed: 0 });
    expect((await calls.thesis(staff, id)).FlowStatus).toBe('不通过');
  });

  it('refuses bad bodies with a Chinese 400 and changes nothing', async () => {
    const id = await submitted(`${MARK}戊:睡眠障碍`);
    const [item] = await pendingOf(reviewer, `${MARK}戊`);
    const cases: Array<[unknown, string]> = [
      [{ Ids: [], Decision: 'Approved' }, '请选择要审批的事项'],
      [{ Decision: 'Approved' }, '请选择要审批的事项'],
      [{ Ids: item.Id, Decision: 'Approved' }, '请选择要审批的事项'],
      [{ Ids: Array.from({ length: FLOW_BATCH_MAX + 1 }, (_, i) => `id${i}`), Decision: 'Approved' }, `一次最多批量审批 ${FLOW_BATCH_MAX} 条`],
      [{ Ids: [item.Id], Decision: 'Maybe' }, '审批结果无效,应为Approved、Returned或Refuse'],
      [{ Ids: [item.Id] }, '审批结果无效,应为Approved、Returned或Refuse'],
      [{ Ids: [{ a: 1 }], Decision: 'Approved' }, '待办事项编号无效'],
      [{ Ids: ['x'.repeat(65)], Decision: 'Approved' }, '待办事项编号无效'],
      [{ Ids: [item.Id], Decision: 'Approved', Opinion: '很'.repeat(501) }, '审批意见长度要求在[0,500]之间'],
    ];
    for (const [body, message] of cases) {
      const response = await batch(reviewer, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ Message: message });
    }
    expect((await calls.thesis(staff, id)).FlowStatus).toBe('审核中');
    expect((await batch(null, { Ids: [item.Id], Decision: 'Approved' })).statusCode).toBe(401);
  });

  it('decides nothing for a caller without Check on the module (the applicant)', async () => {
    const [item] = await pendingOf(reviewer, `${MARK}戊`);
    const result = (await batch(staff, { Ids: [item.Id], Decision: 'Approved' })).json<FlowBatchDecideResult>();
    expect(result).toEqual({ Results: [{ Id: item.Id, Ok: false, Message: '您不是当前步骤的审批人' }], Succeeded: 0, Failed: 1 });
  });
});
