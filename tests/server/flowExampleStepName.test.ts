/**
 * 流程实例 (FlowExample) lists 当前步骤 in words, as the approval centre does: the open step's name under review,
 * 申请人修改 once returned, 已结束 once decided; seeded instances have theirs, and instances kept before the column
 * existed get theirs at the next start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
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

/** The instance of a record as an administrator's 流程实例 list shows it. */
async function instanceOf(businessId: unknown): Promise<ApiRecord> {
  const response = await server.call(admin, {
    method: 'POST',
    url: '/api/FlowExample/List',
    payload: { PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'Business_Id', Compare: '==', Value: String(businessId) }] } },
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{ Data: ApiRecord[] }>().Data;
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const decide = (cookie: string, id: unknown, Decision: string) =>
  calls.decide(cookie, { ModuleName: 'Thesis', Business_Id: String(id), Decision, Opinion: Decision === 'Returned' ? '请补充' : '' });

describe('流程实例 当前步骤', () => {
  it('follows the record through its flow in words', async () => {
    const record = await calls.newThesis(staff, '社区糖尿病足筛查路径研究');
    expect((await calls.submit(staff, 'Thesis', record.Id)).statusCode).toBe(200);
    expect(await instanceOf(record.Id)).toMatchObject({ StepName: '科研处初审', CurrentStep: 1, Status: '审核中' });

    expect((await decide(reviewer, record.Id, 'Returned')).statusCode).toBe(200);
    expect(await instanceOf(record.Id)).toMatchObject({ StepName: '申请人修改', Status: '已退回' });

    await calls.submit(staff, 'Thesis', record.Id);
    expect((await decide(reviewer, record.Id, 'Approved')).statusCode).toBe(200);
    expect(await instanceOf(record.Id)).toMatchObject({ StepName: '科研处长审批', CurrentStep: 2 });

    expect((await decide(admin, record.Id, 'Approved')).statusCode).toBe(200);
    expect(await instanceOf(record.Id)).toMatchObject({ StepName: '已结束', Status: '已通过' });
  });

  it('names the step of every seeded instance, and fills instances kept without one at the next start', async () => {
    const { db } = server.app.appContext;
    const before = await db.selectFrom('FlowExample').select(['Id', 'Status', 'StepName']).orderBy('Id').execute();
    expect(before.length).toBeGreaterThan(1);
    for (const row of before) {
      if (row.Status === '审核中') expect(row.StepName, String(row.Id)).not.toBe('');
      expect(row.StepName).not.toBeNull();
    }

    await db.updateTable('FlowExample').set({ StepName: null }).execute();
    await server.close();
    server = await startServer({ dataDir: server.dataDir });
    calls = flowCalls(server);
    [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
    const after = await server.app.appContext.db.selectFrom('FlowExample').select(['Id', 'Status', 'StepName']).orderBy('Id').execute();
    expect(after).toEqual(before);
  });
});
