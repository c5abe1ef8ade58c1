/**
 * A publish keeps what uses the module working (the records, running approvals, reports and score
 * schemes keep working): a 论文 submitted before 论文 gains a field and a renamed label is decided after it, and the
 * report and the scores over 论文 answer the same before and after. Runs on SQLite and, through test:postgres, PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, MigrationPlan, ModulePublishAnswer } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string, reviewer: string;

beforeAll(async () => {
  server = await startServer();
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
});
afterAll(() => server?.close());

type Field = { Name: string; Description: string; Type: string };

describe('a published version of 论文', () => {
  it('keeps a running approval, the report and the scores over 论文 as they were', async () => {
    const calls = flowCalls(server);
    const engine = engineCalls(server);
    const flow = await engine.setFlow(admin, 'Thesis', [
      { Kind: 'Approver', Key: 'one', Name: '审核', Approver: { Type: 'Users', Accounts: ['reviewer'] }, Mode: 'Any', WhenEmpty: 'Skip' },
    ]);
    expect(flow.statusCode, flow.body).toBe(200);
    const record = await calls.newThesis(staff, '发布前提交审批的论文');
    const submitted = await engine.action(staff, 'Submit', { ModuleName: 'Thesis', Business_Id: String(record.Id) });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const reads = async () => {
      const answers = await Promise.all([
        server.call(admin, { method: 'POST', url: '/api/report/home-thesis-bydept', payload: { Filters: {} } }),
        server.call(admin, { method: 'POST', url: '/api/score/thesis/list', payload: { PageIndex: 1, PageSize: 20 } }),
        server.call(admin, { method: 'POST', url: '/api/score/ranking', payload: { By: 'person', Schemes: ['thesis'] } }),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      return answers.map((answer) => answer.json<unknown>());
    };
    const before = await reads();

    const file = JSON.parse(fs.readFileSync(path.resolve('schemas/Business/Thesis.json'), 'utf8')) as { FieldInfoStruts: Field[] };
    const title = file.FieldInfoStruts.find((field) => field.Name === 'Title');
    if (title) title.Description = '论文题目';
    file.FieldInfoStruts.push({ Name: 'Funding', Description: '资助项目', Type: 'String' });
    const published = await server.call(admin, {
      method: 'POST',
      url: '/api/moduleDesigner/publish',
      payload: { Module: 'Thesis', Definition: file, BaseVersion: 0 },
    });
    expect(published.statusCode, published.body).toBe(200);

    expect(await reads()).toEqual(before);
    const decided = await engine.action(reviewer, 'Decide', { ModuleName: 'Thesis', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '' });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = await calls.thesis(staff, record.Id);
    expect(after).toMatchObject({ Title: '发布前提交审批的论文', FlowStatus: '已通过', Funding: null });
  });
});

describe('需要审批 turned on and off in the designer', () => {
  it('makes 规章制度 an approval module (its records 未提交), then refuses to turn it off while one is under review', async () => {
    const engine = engineCalls(server);
    const file = JSON.parse(fs.readFileSync(path.resolve('schemas/Business/CompanyRules.json'), 'utf8')) as {
      FieldInfoStruts: object[];
      Server?: Record<string, unknown>;
    };
    const status = { Name: 'FlowStatus', Description: '审核状态', Type: 'String', DefaultValue: '未提交', Hide: 'Form' };
    const publish = (Definition: object, BaseVersion: number) =>
      server.call(admin, { method: 'POST', url: '/api/moduleDesigner/publish', payload: { Module: 'CompanyRules', Definition, BaseVersion } });
    const withApproval = { ...file, FieldInfoStruts: [...file.FieldInfoStruts, status], Server: { ...file.Server, Flow: true } };
    const on = await publish(withApproval, 0);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<ModulePublishAnswer>().Plan).toMatchObject({ Approval: 'on', Added: [{ Name: 'FlowStatus' }] });
    const rows = (await server.list(admin, 'CompanyRules', { PageIndex: 1, PageSize: 100 })).Data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.FlowStatus))).toEqual(new Set(['未提交']));

    // A flow can now name the module; a record is submitted and is under review.
    const flow = await engine.setFlow(admin, 'CompanyRules', [
      { Kind: 'Approver', Key: 'one', Name: '审核', Approver: { Type: 'Users', Accounts: ['reviewer'] }, Mode: 'Any', WhenEmpty: 'Skip' },
    ]);
    expect(flow.statusCode, flow.body).toBe(200);
    const record = rows[0]!;
    const submitted = await engine.action(admin, 'Submit', { ModuleName: 'CompanyRules', Business_Id: String(record.Id) });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const off = { ...withApproval, Server: { ...file.Server } };
    const refused = await publish(off, 1);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ Plan: MigrationPlan }>().Plan.Refusals).toEqual([
      { Field: null, Reason: '有 1 条记录正在审批中,不能取消审批:请在这些审批结束后再发布' },
    ]);
    // Deciding takes the module's 审核 grant, given in 角色 as for any approval module.
    await engine.grant(admin, reviewer, 'CompanyRules', 'Check');
    const decided = await engine.action(reviewer, 'Decide', { ModuleName: 'CompanyRules', Business_Id: String(record.Id), Decision: 'Approved', Opinion: '' });
    expect(decided.statusCode, decided.body).toBe(200);
    const turnedOff = await publish(off, 1);
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(turnedOff.json<ModulePublishAnswer>().Plan).toMatchObject({ Approval: 'off', Refusals: [] });
    const kept = await server.call(admin, { method: 'GET', url: `/api/CompanyRules/Get/${String(record.Id)}` });
    expect(kept.json<ApiRecord>().FlowStatus).toBe('已通过');
  });
});
