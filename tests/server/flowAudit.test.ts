/**
 * The audit trail through HTTP: every submission and decision leaves a FlowAuditLog row, and POST /api/FlowState/Audit
 * answers them newest first, paged and filtered (module, action, keyword, days) to administrators only. Also the
 * centre's 抄送我的 tab over a copied (Kind 'Cc') item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, type FlowAuditQuery, type FlowAuditRow, type FlowCenterRow, type PageResult } from '../../contract/index.js';
import { newId } from '../../server/platform/db/ids.js';
import { nowText } from '../../server/platform/db/time.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string, dean: string;

const MARK = '审批日志测试';
let recordId: string;

const audit = (cookie: string | null, body: FlowAuditQuery | Record<string, unknown>) =>
  server.call(cookie, { method: 'POST', url: '/api/FlowState/Audit', payload: body as Record<string, unknown> });
async function auditPage(body: FlowAuditQuery): Promise<PageResult<FlowAuditRow>> {
  const response = await audit(admin, body);
  if (response.statusCode !== 200) throw new Error(`audit: ${response.statusCode} ${response.body}`);
  return response.json<PageResult<FlowAuditRow>>();
}

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [admin, staff, reviewer, dean] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer'), server.login('dean')]);
  recordId = String((await calls.newThesis(staff, `${MARK}:肺结节随访`)).Id);
  expect((await calls.submit(staff, 'Thesis', recordId)).statusCode).toBe(200);
  expect((await calls.decide(reviewer, { ModuleName: 'Thesis', Business_Id: recordId, Decision: 'Returned', Opinion: '请补充随访数据' })).statusCode).toBe(200);
  expect((await calls.submit(staff, 'Thesis', recordId)).statusCode).toBe(200);
});
afterAll(() => server.close());

describe('Audit', () => {
  it('answers one row per history entry, newest first, with Chinese names and statuses', async () => {
    const page = await auditPage({ KeyWord: MARK });
    expect(page.Total).toBe(3);
    expect(page.Data.map((r) => [r.Action, r.ActionName, r.UserName, r.StepName])).toEqual([
      ['Submit', '提交', '陈思远', expect.any(String)],
      ['Returned', '退回', '林晓雯', '科研处初审'],
      ['Submit', '提交', '陈思远', expect.any(String)],
    ]);
    expect(page.Data.map((r) => [r.FromStatus, r.ToStatus])).toEqual([
      ['已退回', '审核中'],
      ['审核中', '已退回'],
      ['未提交', '审核中'],
    ]);
    expect(page.Data[1]).toMatchObject({
      ModuleName: 'Thesis',
      ModuleDescription: '论文',
      Business_Id: recordId,
      Title: `${MARK}:肺结节随访`,
      Step: 1,
      Opinion: '请补充随访数据',
    });
    expect(page.Data[1].FlowExample_Id).toMatch(/^[0-9a-f-]{36}$/);
    const times = page.Data.map((r) => r.Time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by module, action (any case), keyword over the actor and days, and pages', async () => {
    expect((await auditPage({ KeyWord: MARK, Action: 'returned' })).Data.map((r) => r.Opinion)).toEqual(['请补充随访数据']);
    expect((await auditPage({ ModuleName: 'Patent', KeyWord: MARK })).Total).toBe(0);
    expect((await auditPage({ ModuleName: 'thesis', KeyWord: MARK })).Total).toBe(3);
    const byActor = await auditPage({ KeyWord: '林晓雯', PageSize: 100 });
    expect(byActor.Data.length).toBeGreaterThan(0);
    expect(byActor.Data.every((r) => r.UserName === '林晓雯' || r.Title.includes('林晓雯'))).toBe(true);
    const today = (await auditPage({ KeyWord: MARK })).Data[0].Time.slice(0, 10);
    expect((await auditPage({ KeyWord: MARK, DateFrom: today, DateTo: today })).Total).toBe(3);
    expect((await auditPage({ KeyWord: MARK, DateFrom: '2999-01-01' })).Total).toBe(0);
    const [one, two] = [await auditPage({ KeyWord: MARK, PageIndex: 1, PageSize: 2 }), await auditPage({ KeyWord: MARK, PageIndex: 2, PageSize: 2 })];
    expect([one.Total, one.Data.length, two.Data.length]).toEqual([3, 2, 1]);
  });

  it('shows a readable title where the record is titled by a reference (论文推荐: its thesis), never an id', async () => {
    const page = await auditPage({ ModuleName: 'Recommend', PageSize: 100 });
    expect(page.Total).toBeGreaterThan(0);
    for (const row of page.Data) expect(row.Title).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('is for administrators only (List on FlowExample)', async () => {
    expect((await audit(staff, {})).statusCode).toBe(403);
    expect((await audit(null, {})).statusCode).toBe(401);
    expect((await audit(dean, {})).statusCode).toBe((await server.call(dean, { method: 'POST', url: '/api/FlowExample/List', payload: {} })).statusCode);
  });

  it('refuses bad filters with a Chinese 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ModuleName: 'NoSuchModule' }, '业务模块不存在'],
      [{ Action: 'Delete' }, '操作类型无效'],
      [{ Action: 3 }, '操作类型无效'],
      [{ DateFrom: '2026-02-30' }, '日期无效(格式 YYYY-MM-DD)'],
      [{ DateFrom: '2026-03-02', DateTo: '2026-03-01' }, '开始日期不能晚于结束日期'],
      [{ KeyWord: ['a'] }, '关键字无效'],
    ];
    for (const [body, message] of cases) {
      const response = await audit(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ Message: message });
    }
    // A page size beyond the maximum is clamped, as a list call does.
    expect((await audit(admin, { PageSize: 100000 })).json<PageResult<FlowAuditRow>>().Data.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    expect((await audit(admin, { PageIndex: 'x' })).statusCode).toBeLessThan(500);
    expect((await audit(admin, { KeyWord: '长'.repeat(1001) })).statusCode).toBe(400);
  });
});

describe('抄送我的 (cc)', () => {
  it('lists the items copied to the caller and nobody else', async () => {
    const db = server.app.appContext.db;
    const instance = await db.selectFrom('FlowExample').selectAll().where('Business_Id', '=', recordId).executeTakeFirstOrThrow();
    const reviewerUser = await db.selectFrom('User').select(['Id']).where('Account', '=', 'reviewer').executeTakeFirstOrThrow();
    const id = newId();
    await db
      .insertInto('FlowDynamic')
      .values({
        Id: id,
        Example_Id: String(instance.Id),
        ModuleName: 'Thesis',
        Business_Id: recordId,
        Receiver_Id: String(reviewerUser.Id),
        Kind: 'Cc',
        Step: 1,
        StepName: '抄送科研处',
        Applicant_Id: String(instance.Applicant_Id),
        Summary: `论文:${MARK}:肺结节随访`,
        Time: nowText(),
        IsComplete: 1,
        CompleteTime: nowText(),
        Decision: null,
      })
      .execute();
    const cc = (await server.call(reviewer, { method: 'POST', url: '/api/FlowState/Center/cc', payload: {} })).json<PageResult<FlowCenterRow>>();
    expect(cc.Total).toBe(1);
    expect(cc.Data[0]).toMatchObject({
      Id: id,
      FlowExample_Id: String(instance.Id),
      ModuleName: 'Thesis',
      ModuleDescription: '论文',
      Business_Id: recordId,
      Summary: `论文:${MARK}:肺结节随访`,
      Applicant: { UserNameCn: '陈思远' },
      FlowStatus: '审核中',
      StepName: '科研处初审',
      Decision: null,
      Opinion: null,
    });
    // 抄送时间: when it was copied.
    expect(cc.Data[0].Time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await server.call(staff, { method: 'POST', url: '/api/FlowState/Center/cc', payload: {} })).json<PageResult<FlowCenterRow>>().Total).toBe(0);
    // A copy is not a task: it is not in 待我审批.
    const pending = (await server.call(reviewer, { method: 'POST', url: '/api/FlowState/Center/pending', payload: { KeyWord: MARK } })).json<
      PageResult<FlowCenterRow>
    >();
    expect(pending.Data.map((r) => r.Id)).not.toContain(id);
  });
});
