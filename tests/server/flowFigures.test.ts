/**
 * A module is named in Chinese wherever a record shows one (the display objects
 * of FlowExample's and FlowVersion's flow, 审批日志's module field); every seeded flow has a published 版本; a finished
 * flow stands 已结束 in the centre, not at the 抄送 it passed last; a 抄送 step waits as 待抄送, never 待审批; the
 * default branch reads once (按报销金额:其他情况, not 其他情况 → 其他情况).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, FlowCenterRow, ModuleStruts, PageResult } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let engine: ReturnType<typeof engineCalls>;
let admin: string, staff: string, reviewer: string, finance1: string, finance2: string;
let claimRefs: Record<string, unknown>;

const CODE = /^[A-Za-z]+$/;

beforeAll(async () => {
  server = await startServer();
  engine = engineCalls(server);
  const calls = flowCalls(server);
  [admin, staff, reviewer, finance1, finance2] = await Promise.all(
    (['admin', 'staff', 'reviewer', 'finance1', 'finance2'] as const).map((a) => server.login(a)),
  );
  const first = async (module: string, body: unknown = {}) => (await server.list(staff, module, body)).Data[0];
  const costType = await first('EnumItem', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnumName', Compare: '==', Value: '论文费用类型' }] } });
  const thesis = await calls.newThesis(staff, '流程图测试论文');
  claimRefs = {
    Thesis_Id: thesis.Id,
    CostType: costType?.EnumValue,
    Applicant_Id: (await first('Person'))?.Id,
    Dept_Id: (await first('Dept'))?.Id,
    PayDate: '2025-05-06',
    Reason: '论文版面费',
    Amount: 1200,
  };
});
afterAll(() => server.close());

describe('modules named in Chinese', () => {
  it("shows a flow's module by its Chinese name where a record refers to the flow", async () => {
    for (const module of ['FlowExample', 'FlowVersion']) {
      const rows = (await server.list(admin, module, { PageIndex: 1, PageSize: 50 })).Data;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const flow = row.Flow as ApiRecord | null;
        expect([module, CODE.test(String(flow?.ModuleName))]).toEqual([module, false]);
        expect(String(flow?.ModuleName)).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
  });

  it("describes 审批日志's module field with the approval modules' Chinese names", async () => {
    const struts = (await server.call(admin, { method: 'GET', url: '/api/common/moduleStruts/flowauditlog' })).json<ModuleStruts>();
    const field = struts.FieldInfoStruts.find((f) => f.Name === 'ModuleName');
    expect(field?.EnumValues).toContainEqual({ Key: 'Thesis', Value: '论文' });
    expect(field?.EnumValues).toContainEqual({ Key: 'WxtProj', Value: '微讯通项目' });
  });
});

describe('flows as they stand', () => {
  it('gives every seeded flow a published version', async () => {
    const flows = (await server.list(admin, 'Flow', { PageIndex: 1, PageSize: 1000 })).Data;
    expect(flows.length).toBeGreaterThan(50);
    expect(flows.filter((f) => !(Number(f.Version) >= 1)).map((f) => f.Name)).toEqual([]);
    const versions = (await server.list(admin, 'FlowVersion', { PageIndex: 1, PageSize: 1 })).Total;
    expect(versions).toBeGreaterThanOrEqual(flows.length);
  });

  it('draws a 抄送 as 待抄送 until passed, reads the default branch once, and stands a finished flow at 已结束', async () => {
    const created = await server.call(staff, { method: 'POST', url: '/api/ThesisCost/Post', payload: claimRefs });
    expect(created.statusCode, created.body).toBe(200);
    const claim = created.json<ApiRecord>();
    const planned = await engine.plan(staff, 'ThesisCost', claim.Id);
    expect(planned.Steps.map((s) => [s.Kind, s.Name, s.State])).toEqual([
      ['Approver', '科研处审核', '待审批'],
      ['Approver', '财务处会签', '待审批'],
      ['Cc', '抄送科室主任', '待抄送'],
    ]);
    expect(planned.Branches).toEqual(['按报销金额:其他情况']);

    expect((await engine.action(staff, 'Submit', { ModuleName: 'ThesisCost', Business_Id: String(claim.Id) })).statusCode).toBe(200);
    const running = await engine.plan(staff, 'ThesisCost', claim.Id);
    expect(running.Steps.map((s) => s.State)).toEqual(['审核中', '待审批', '待抄送']);
    for (const cookie of [reviewer, finance1, finance2]) {
      const answer = await engine.action(cookie, 'Decide', { ModuleName: 'ThesisCost', Business_Id: String(claim.Id), Decision: 'Approved', Opinion: '同意' });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const done = await engine.plan(staff, 'ThesisCost', claim.Id);
    expect(done.Steps.map((s) => s.State)).toEqual(['已通过', '已通过', '已抄送']);

    const decided = await server.call(finance1, {
      method: 'POST',
      url: '/api/FlowState/Center/decided',
      payload: { ModuleName: 'ThesisCost', PageSize: 1000 },
    });
    const row = decided.json<PageResult<FlowCenterRow>>().Data.find((r) => r.Business_Id === String(claim.Id));
    expect(row).toMatchObject({ FlowStatus: '已通过', StepName: '已结束', Decision: 'Approved' });
    const mine = await server.call(staff, {
      method: 'POST',
      url: '/api/FlowState/Center/started',
      payload: { ModuleName: 'ThesisCost', FlowStatus: '已通过', PageSize: 1000 },
    });
    expect(mine.json<PageResult<FlowCenterRow>>().Data.find((r) => r.Business_Id === String(claim.Id))).toMatchObject({ StepName: '已结束' });
    // The record's own history agrees with the diagram: the copy was sent.
    const history = await engine.history(staff, 'ThesisCost', claim.Id);
    expect(history.Steps.map((s) => s.State)).toEqual(['已通过', '已通过', '已抄送']);
  });

  it("draws no route for a record decided without a flow here (the first-start demo's), rather than steps 待审批 under 已通过", async () => {
    const db = server.app.appContext.db;
    const decided = await db
      .selectFrom('ThesisCost')
      .select(['Id'])
      .where('FlowStatus', '=', '已通过')
      .where('Id', 'not in', db.selectFrom('FlowExample').select('Business_Id'))
      .executeTakeFirstOrThrow();
    const plan = await engine.plan(admin, 'ThesisCost', decided.Id);
    expect([plan.Steps, plan.Branches, plan.FlowName]).toEqual([[], [], '']);
    const history = await engine.history(admin, 'ThesisCost', decided.Id);
    expect([history.FlowStatus, history.Steps, history.History]).toEqual(['已通过', [], []]);
    expect(await engine.state(admin, 'ThesisCost', decided.Id)).toMatchObject({ FlowStatus: '已通过', StepName: null, CanSubmit: false });
  });
});
