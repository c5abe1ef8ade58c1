/**
 * Publishing module versions: a field added gets its column and shows in the module's answers, a field removed keeps
 * its values (a rollback shows them again), Int32 widens to Decimal and a length limit rises, a narrowed length is
 * refused with the count of longer values, a change breaking a report is refused naming the report, a stale
 * BaseVersion is a 409, the export is the version's text, and a restart keeps the published version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, DesignerModuleSummary, ModulePlanAnswer, ModulePublishAnswer, ModuleStruts, ModuleVersionSummary } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';
import { createHubClients, nextEvent } from './hubTestClient.js';

let server: TestServer;
let admin: string;
const clients = createHubClients();

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
}, 120_000);
afterAll(async () => {
  await clients.stopAll();
  await server?.close();
});

type Field = { Name: string; Description: string; Type: string; Rules?: Array<{ RuleName: string; RulePars?: Array<string | number> }>; ColumnWidth?: number };
type Definition = { Name: string; FieldInfoStruts: Field[] } & Record<string, unknown>;

const thesisFile = () => JSON.parse(fs.readFileSync(path.resolve('schemas/Business/Thesis.json'), 'utf8')) as Definition;
const post = (url: string, payload: object) => server.call(admin, { method: 'POST', url, payload });
const get = (url: string) => server.call(admin, { method: 'GET', url });
const publish = (Definition: Definition, BaseVersion: number) => post('/api/moduleDesigner/publish', { Module: 'Thesis', Definition, BaseVersion });
const withFields = (definition: Definition, change: (fields: Field[]) => Field[]): Definition => ({
  ...definition,
  FieldInfoStruts: change(definition.FieldInfoStruts.map((field) => ({ ...field }))),
});
// A decided paper: an administrator may correct it (one under review nobody edits).
const firstRecord = async () =>
  (await server.list(admin, 'Thesis', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'FlowStatus', Compare: '==', Value: '已通过' }] } }))
    .Data[0] as ApiRecord;
const record = async (id: unknown) => (await get(`/api/Thesis/Get/${String(id)}`)).json<ApiRecord>();

const added: Field[] = [
  { Name: 'Funding', Description: '资助项目', Type: 'String', ColumnWidth: 160 },
  { Name: 'Citations', Description: '被引次数', Type: 'Int32' },
];
let version1: Definition;
/** The record the tests write to and read back. */
let firstId: unknown;

describe('publishing a module version', () => {
  it('adds fields: the plan says so, the columns exist, old records read on and the list and descriptors show them', async () => {
    const before = await firstRecord();
    firstId = before.Id;
    version1 = withFields(thesisFile(), (fields) => [...fields, ...added]);
    const plan = await post('/api/moduleDesigner/plan', { Module: 'Thesis', Definition: version1 });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json<ModulePlanAnswer>()).toMatchObject({
      Problems: [],
      CurrentVersion: 0,
      Plan: { Added: [{ Name: 'Funding' }, { Name: 'Citations' }], Refusals: [] },
    });
    const hub = clients.connect(await server.app.listen({ port: 0, host: '127.0.0.1' }), admin);
    await hub.start();
    const heard = nextEvent<[string, number]>(hub, 'ModuleChanged');
    const published = await publish(version1, 0);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<ModulePublishAnswer>().Version).toBe(1);
    // Open pages hear of it and load the module's descriptors again (src/hooks/useModuleChangedRefresh.ts).
    expect(await heard).toEqual(['Thesis', 1]);
    await clients.stopAll();
    const after = await record(before.Id);
    expect(after.Title).toBe(before.Title);
    expect(after).toHaveProperty('Funding', null);
    const struts = (await get('/api/common/moduleStruts/Thesis')).json<ModuleStruts>();
    expect(struts.FieldInfoStruts.map((field) => field.Name)).toEqual(expect.arrayContaining(['Funding', 'Citations']));
    // The width an administrator gave the column reaches the list (core/adapter/listColumns.ts).
    expect(struts.FieldInfoStruts.find((field) => field.Name === 'Funding')?.ColumnWidth).toBe(160);
    const listed = await server.list(admin, 'Thesis', { PageIndex: 1, PageSize: 5 });
    expect(listed.Data[0]).toHaveProperty('Citations');
    const put = await server.call(admin, { method: 'PUT', url: '/api/Thesis/Put', payload: { ...after, Funding: '国家自然科学基金', Citations: 7 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await record(before.Id)).toMatchObject({ Funding: '国家自然科学基金', Citations: 7 });
    const modules = (await get('/api/moduleDesigner/modules')).json<DesignerModuleSummary[]>();
    expect(modules.find((module) => module.Name === 'Thesis')).toMatchObject({ Version: 1, FileChanged: false, ModifiedBy: expect.any(String) });
  });

  it('answers 409 when another version was published since the draft was made', async () => {
    const stale = await publish(
      withFields(version1, (fields) => fields.filter((field) => field.Name !== 'Funding')),
      0,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(/第 1 版/);
  });

  it('widens Int32 to Decimal and raises a length limit, keeping every value', async () => {
    const draft = withFields(version1, (fields) =>
      fields.map((field) => {
        if (field.Name === 'Citations') return { ...field, Type: 'Decimal' };
        if (field.Name === 'Title') return { ...field, Rules: [{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [2, 500] }] };
        return field;
      }),
    );
    const published = await publish(draft, 1);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<ModulePublishAnswer>().Plan).toMatchObject({
      TypeChanges: [{ Name: 'Citations', From: 'Int32', Type: 'Decimal' }],
      LengthChanges: [{ Name: 'Title', From: 300, To: 500 }],
    });
    const first = await record(firstId);
    expect(first.Citations).toBe(7);
    const put = await server.call(admin, { method: 'PUT', url: '/api/Thesis/Put', payload: { ...(await record(first.Id)), Citations: 7.5 } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await record(first.Id)).Citations).toBe(7.5);
  });

  it('refuses a narrowed length with the count of longer values, and a change that breaks a report naming it', async () => {
    const current = JSON.parse((await get('/api/moduleDesigner/modules/Thesis')).body) as Definition;
    const narrowed = withFields(current, (fields) =>
      fields.map((field) => (field.Name === 'Title' ? { ...field, Rules: [{ RuleName: 'stringLength', RulePars: [0, 3] }] } : field)),
    );
    const refused = await publish(narrowed, 2);
    expect(refused.statusCode).toBe(400);
    const answer = refused.json<ModulePlanAnswer & { Message: string }>();
    expect(answer.Message).toMatch(/未发布/);
    expect(answer.Plan?.Refusals[0]?.Reason).toMatch(/^最大长度不能改为 3:有 [1-9]\d* 条记录的值更长$/);
    const noDept = withFields(current, (fields) => fields.filter((field) => field.Name !== 'Dept_Id'));
    const broken = await publish({ ...noDept, Server: { ...(current.Server as object), Indexes: [['PublishDate']] } }, 2);
    expect(broken.statusCode).toBe(400);
    const reasons = (broken.json<ModulePlanAnswer>().Plan?.Refusals ?? []).map((refusal) => refusal.Reason).join('\n');
    expect(reasons).toMatch(/报表会因此失效: 报表定义文件无效: [\w-]+\.json/);
    expect(reasons).toMatch(/Dept_Id/);
  });

  it('removes a field keeping its values, and a rollback shows them again', async () => {
    const first = await record(firstId);
    expect(first.Funding).toBe('国家自然科学基金');
    const current = JSON.parse((await get('/api/moduleDesigner/modules/Thesis')).body) as Definition;
    const removed = await publish(
      withFields(current, (fields) => fields.filter((field) => field.Name !== 'Funding')),
      2,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ModulePublishAnswer>().Plan.Removed).toEqual([{ Name: 'Funding', Description: '资助项目', Type: 'String' }]);
    expect(await record(first.Id)).not.toHaveProperty('Funding');
    const rollback = await post('/api/moduleDesigner/rollback', { Module: 'Thesis', Version: 2, BaseVersion: 3 });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json<ModulePublishAnswer>()).toMatchObject({ Version: 4, Plan: { Added: [{ Name: 'Funding', ReusedColumn: true }] } });
    expect((await record(first.Id)).Funding).toBe('国家自然科学基金');
    const versions = (await get('/api/moduleDesigner/versions/Thesis')).json<ModuleVersionSummary[]>();
    expect(versions.map((version) => version.Version)).toEqual([4, 3, 2, 1]);
    expect(versions[0]?.Summary).toMatch(/^回滚到第 2 版:新增字段 资助项目\(Funding\)/);
    const text2 = (await get('/api/moduleDesigner/versions/Thesis/2')).body;
    expect((await get('/api/moduleDesigner/versions/Thesis/4')).body).toBe(text2);
    expect((await get('/api/moduleDesigner/export/Thesis')).body).toBe(text2);
    expect((await get('/api/moduleDesigner/versions/Thesis/0')).body).toBe(fs.readFileSync(path.resolve('schemas/Business/Thesis.json'), 'utf8'));
  });

  it('keeps the published version over a restart', async () => {
    const text = (await get('/api/moduleDesigner/export/Thesis')).body;
    const first = await record(firstId);
    await server.close();
    server = await startServer({ dataDir: server.dataDir });
    admin = await server.login('admin');
    expect((await get('/api/moduleDesigner/modules/Thesis')).body).toBe(text);
    expect((await record(first.Id)).Funding).toBe('国家自然科学基金');
    const struts = (await get('/api/common/moduleStruts/Thesis')).json<ModuleStruts>();
    expect(struts.FieldInfoStruts.find((field) => field.Name === 'Citations')?.Type).toBe('Decimal');
  }, 120_000);
});

describe('a catalogue file changed by a deployment after a publish', () => {
  it('keeps the published version and flags 文件已更新, the file readable as version 0', async () => {
    const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'designer-schemas-'));
    fs.cpSync(path.resolve('schemas'), schemasDir, { recursive: true });
    let other = await startServer({ schemasDir });
    try {
      const cookie = await other.login('admin');
      const file = path.join(schemasDir, 'Business/Thesis.json');
      const draft = withFields(JSON.parse(fs.readFileSync(file, 'utf8')) as Definition, (fields) => [...fields, added[0] as Field]);
      const published = await other.call(cookie, {
        method: 'POST',
        url: '/api/moduleDesigner/publish',
        payload: { Module: 'Thesis', Definition: draft, BaseVersion: 0 },
      });
      expect(published.statusCode, published.body).toBe(200);
      const versionText = (await other.call(cookie, { method: 'GET', url: '/api/moduleDesigner/export/Thesis' })).body;
      await other.close();
      const deployed = fs.readFileSync(file, 'utf8').replace('"Description": "论文"', '"Description": "论文(新)"');
      fs.writeFileSync(file, deployed);
      other = await startServer({ dataDir: other.dataDir, schemasDir });
      const again = await other.login('admin');
      const modules = (await other.call(again, { method: 'GET', url: '/api/moduleDesigner/modules' })).json<DesignerModuleSummary[]>();
      expect(modules.find((module) => module.Name === 'Thesis')).toMatchObject({ Version: 1, FileChanged: true, Description: '论文' });
      expect((await other.call(again, { method: 'GET', url: '/api/moduleDesigner/modules/Thesis' })).body).toBe(versionText);
      expect((await other.call(again, { method: 'GET', url: '/api/moduleDesigner/versions/Thesis/0' })).body).toBe(deployed);

      // 保留当前版本: on the version in use only; the flag goes, and there is nothing left to keep.
      const keep = (BaseVersion: number) =>
        other.call(again, { method: 'POST', url: '/api/moduleDesigner/keepVersion', payload: { Module: 'Thesis', BaseVersion } });
      const stale = await keep(0);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toEqual({ Message: '模块已有更新的版本(第 1 版),请刷新后再操作' });
      expect((await keep(1)).statusCode).toBe(200);
      const kept = (await other.call(again, { method: 'GET', url: '/api/moduleDesigner/modules' })).json<DesignerModuleSummary[]>();
      expect(kept.find((module) => module.Name === 'Thesis')).toMatchObject({ Version: 1, FileChanged: false });
      const again2 = await keep(1);
      expect(again2.statusCode, again2.body).toBe(400);
      expect(again2.json()).toEqual({ Message: '定义文件在此版本发布后没有更新,无需保留' });
      expect((await other.call(again, { method: 'GET', url: '/api/moduleDesigner/modules/Thesis' })).body).toBe(versionText);

      // 采用文件: the file published as the next version, through the same checks (Funding leaves, its values kept).
      const taken = await other.call(again, { method: 'POST', url: '/api/moduleDesigner/rollback', payload: { Module: 'Thesis', Version: 0, BaseVersion: 1 } });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json<ModulePublishAnswer>()).toMatchObject({ Version: 2, Plan: { Removed: [{ Name: 'Funding' }] } });
      const after = (await other.call(again, { method: 'GET', url: '/api/moduleDesigner/modules' })).json<DesignerModuleSummary[]>();
      expect(after.find((module) => module.Name === 'Thesis')).toMatchObject({ Version: 2, FileChanged: false, Description: '论文(新)' });
      expect((await other.call(again, { method: 'GET', url: '/api/moduleDesigner/modules/Thesis' })).body).toBe(deployed);
    } finally {
      await other.close();
      fs.rmSync(schemasDir, { recursive: true, force: true });
    }
  }, 180_000);
});
