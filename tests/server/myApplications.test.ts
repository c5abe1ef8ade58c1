/**
 * 我的申请 counts exactly the records behind it. POST /api/FlowState/StartedCounts answers how many of the
 * caller's records stand in each state, and each count is the Total of 我发起的 (POST /api/FlowState/Center/started)
 * filtered by that state — whatever made the record: the first-start demo (已通过 and 已退回 records that never had a
 * flow instance), the form (a draft), an import-like direct row without any status, or the flow itself. For staff, the
 * dean and the reviewer alike; nobody else's records; bad filters answer 400 in Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowCenterQuery, FlowCenterRow, FlowStatusCount, PageResult } from '../../contract/index.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let staff: string, dean: string, reviewer: string;

const STATES = ['未提交', '审核中', '已退回', '已通过', '不通过'];

async function counts(cookie: string, body: FlowCenterQuery = {}): Promise<FlowStatusCount[]> {
  const response = await server.call(cookie, { method: 'POST', url: '/api/FlowState/StartedCounts', payload: body as Record<string, unknown> });
  if (response.statusCode !== 200) throw new Error(`counts: ${response.statusCode} ${response.body}`);
  return response.json<FlowStatusCount[]>();
}

async function started(cookie: string, body: FlowCenterQuery = {}): Promise<PageResult<FlowCenterRow>> {
  const response = await server.call(cookie, {
    method: 'POST',
    url: '/api/FlowState/Center/started',
    payload: { PageSize: 1000, ...body } as Record<string, unknown>,
  });
  if (response.statusCode !== 200) throw new Error(`started: ${response.statusCode} ${response.body}`);
  return response.json<PageResult<FlowCenterRow>>();
}

/** The caller's records of every approval module, by state, read from the tables themselves. */
async function recordsByState(account: string): Promise<Map<string, number>> {
  const db = server.app.appContext.db;
  const catalogue = server.app.appContext.catalogue;
  const user = await db.selectFrom('User').select('Id').where('Account', '=', account).executeTakeFirstOrThrow();
  const byState = new Map(STATES.map((s) => [s, 0]));
  for (const module of catalogue.all().filter((m) => m.definition.Server?.Flow)) {
    const rows = await db.selectFrom(module.name).select('FlowStatus').where('Create_User_Id', '=', String(user.Id)).execute();
    for (const row of rows) {
      const state = row.FlowStatus === null || String(row.FlowStatus).trim() === '' ? '未提交' : String(row.FlowStatus);
      byState.set(state, (byState.get(state) ?? 0) + 1);
    }
  }
  return byState;
}

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [staff, dean, reviewer] = await Promise.all([server.login('staff'), server.login('dean'), server.login('reviewer')]);
});
afterAll(() => server.close());

describe('我的申请 and 我发起的 agree', () => {
  it('counts every record of the caller in each state, and each count is the Total of the list it opens', async () => {
    for (const cookie of [staff, dean, reviewer]) {
      const figures = await counts(cookie);
      expect(figures.map((f) => f.FlowStatus)).toEqual(STATES);
      for (const { FlowStatus, Count } of figures) {
        const list = await started(cookie, { FlowStatus });
        expect([FlowStatus, list.Total]).toEqual([FlowStatus, Count]);
        expect(list.Data.every((row) => row.FlowStatus === FlowStatus)).toBe(true);
      }
      expect((await started(cookie)).Total).toBe(figures.reduce((sum, f) => sum + f.Count, 0));
    }
  });

  it('counts the seeded 已通过, 已退回 and 未提交 records that never had a flow instance (staff had 0 of each)', async () => {
    const figures = new Map((await counts(staff)).map((f) => [f.FlowStatus, f.Count]));
    expect(figures).toEqual(await recordsByState('staff'));
    for (const state of ['未提交', '审核中', '已退回', '已通过']) expect([state, (figures.get(state) ?? 0) > 0]).toEqual([state, true]);
    const approved = (await started(staff, { FlowStatus: '已通过' })).Data;
    expect(approved.some((row) => row.FlowExample_Id === '')).toBe(true);
    expect(approved.every((row) => row.StepName === '已结束' && row.Applicant.UserNameCn === '陈思远')).toBe(true);
    const returned = (await started(staff, { FlowStatus: '已退回' })).Data;
    expect(returned.every((row) => row.StepName === '申请人修改')).toBe(true);
  });

  it('follows a record through every path that makes or moves one: a new draft, a row without a status, a submission, a decision', async () => {
    const before = new Map((await counts(staff)).map((f) => [f.FlowStatus, f.Count]));
    const draft = await calls.newThesis(staff, '我的申请计数:新草稿');
    // A row as an import or an older version may leave it: no status at all.
    const db = server.app.appContext.db;
    await db.updateTable('Thesis').set({ FlowStatus: null }).where('Id', '=', String(draft.Id)).execute();
    let now = new Map((await counts(staff)).map((f) => [f.FlowStatus, f.Count]));
    expect(now.get('未提交')).toBe((before.get('未提交') ?? 0) + 1);
    const drafts = await started(staff, { FlowStatus: '未提交', KeyWord: '我的申请计数' });
    expect(drafts.Data.map((r) => [r.Summary, r.FlowStatus, r.StepName, r.FlowExample_Id])).toEqual([['论文:我的申请计数:新草稿', '未提交', '', '']]);

    expect((await calls.submit(staff, 'Thesis', draft.Id)).statusCode).toBe(200);
    now = new Map((await counts(staff)).map((f) => [f.FlowStatus, f.Count]));
    expect([now.get('未提交'), now.get('审核中')]).toEqual([before.get('未提交'), (before.get('审核中') ?? 0) + 1]);
    const item = (await calls.messages(reviewer)).find((m) => m.Business_Id === String(draft.Id) && !m.IsComplete);
    expect((await calls.decide(reviewer, { FlowDynamic_Id: String(item?.Id), Decision: 'Returned', Opinion: '请补充' })).statusCode).toBe(200);
    now = new Map((await counts(staff)).map((f) => [f.FlowStatus, f.Count]));
    expect([now.get('审核中'), now.get('已退回')]).toEqual([before.get('审核中'), (before.get('已退回') ?? 0) + 1]);
    const back = (await started(staff, { FlowStatus: '已退回', KeyWord: '我的申请计数' })).Data;
    expect(back.map((r) => [r.FlowStatus, r.StepName])).toEqual([['已退回', '申请人修改']]);
    expect(back[0]?.FlowExample_Id).not.toBe('');
  });

  it("shows a person's first record of a module at once (each module's counts of a person's records are kept until written)", async () => {
    const db = server.app.appContext.db;
    const director = await server.login('director');
    const user = await db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow();
    // Before the director's first look: no paper of theirs, so 我发起的 reads that they hold none.
    await db.deleteFrom('Thesis').where('Create_User_Id', '=', String(user.Id)).execute();
    const total = async () => (await counts(director)).reduce((sum, f) => sum + f.Count, 0);
    const before = await total();
    expect((await started(director)).Data.some((row) => row.ModuleName === 'Thesis')).toBe(false);
    // As an import leaves it: a paper of the director's own.
    await db
      .insertInto('Thesis')
      .values({
        Id: 'first-of-its-module',
        Title: '首篇',
        Create_User_Id: String(user.Id),
        Create_Time: '2026-12-01 09:00:00',
        FlowStatus: '已通过',
        RowVersion: 1,
      })
      .execute();
    expect(await total()).toBe(before + 1);
    expect((await started(director, { FlowStatus: '已通过' })).Data.some((row) => row.Business_Id === 'first-of-its-module')).toBe(true);
  });

  it("narrows counts and list alike by module, keyword and day; finds a row by its module's name", async () => {
    const thesis = await counts(staff, { ModuleName: 'Thesis' });
    for (const { FlowStatus, Count } of thesis) expect((await started(staff, { ModuleName: 'Thesis', FlowStatus })).Total).toBe(Count);
    expect((await started(staff, { ModuleName: 'Thesis' })).Data.every((r) => r.ModuleName === 'Thesis')).toBe(true);
    // 论文 is what the 模块 column shows: the keyword finds every paper, as the module filter does.
    expect((await started(staff, { KeyWord: '论文', ModuleName: 'Thesis' })).Total).toBe((await started(staff, { ModuleName: 'Thesis' })).Total);
    const byDay = await counts(staff, { DateFrom: '2000-01-01', DateTo: '2000-01-02' });
    expect(byDay.every((f) => f.Count === 0)).toBe(true);
  });

  it('answers 401 without a session and 400 in Chinese for a state it does not know', async () => {
    expect((await server.call(null, { method: 'POST', url: '/api/FlowState/StartedCounts', payload: {} })).statusCode).toBe(401);
    for (const FlowStatus of ['已完成', "审核中' or 1=1 --"]) {
      for (const url of ['/api/FlowState/Center/started', '/api/FlowState/Center/pending']) {
        const response = await server.call(staff, { method: 'POST', url, payload: { FlowStatus } });
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(response.json()).toEqual({ Message: '审核状态无效,应为未提交、审核中、已退回、已通过、不通过之一' });
      }
    }
    const bad = await server.call(staff, { method: 'POST', url: '/api/FlowState/StartedCounts', payload: { FlowStatus: ['x'] } });
    expect(bad.statusCode).toBe(400);
    expect((await server.call(staff, { method: 'POST', url: '/api/FlowState/StartedCounts', payload: { ModuleName: 'Dept' } })).json()).toEqual({
      Message: '业务模块不存在或不走审批',
    });
  });
});
