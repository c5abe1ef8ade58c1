import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, ModuleStruts } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string, reviewer: string;
let refs: { journal: ApiRecord; person: ApiRecord; dept: ApiRecord };

beforeAll(async () => {
  server = await startServer();
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
  const first = async (module: string, body: unknown = {}) => (await server.list(admin, module, body)).Data[0];
  refs = {
    journal: await first('Journal', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: 'Circulation' }] } }),
    person: await first('Person'),
    dept: await first('Dept', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: '心血管内科' }] } }),
  };
});
afterAll(() => server.close());

const thesis = (overrides: Record<string, unknown> = {}) => ({
  Title: '急性心肌梗死患者预后研究',
  Journal_Id: refs.journal.Id,
  FirstAuthor_Id: refs.person.Id,
  Dept_Id: refs.dept.Id,
  PublishDate: '2025-03-01',
  ImpactFactor: '35.5',
  ...overrides,
});
const post = (cookie: string, body: unknown) => server.call(cookie, { method: 'POST', url: '/api/Thesis/Post', payload: body as Record<string, unknown> });
const count = async (): Promise<number> => (await server.list(admin, 'Thesis', { PageSize: 1 })).Total;

describe('Thesis CRUD', () => {
  it('creates, reads with related display names, updates and deletes', async () => {
    const created = await post(staff, { ...thesis(), Id: 'client-id', Create_User_Id: 'someone', FlowStatus: '已通过', Dept: { Name: 'ignored' } });
    expect(created.statusCode).toBe(200);
    const record = created.json<ApiRecord>();
    expect(record.Id).not.toBe('client-id');
    expect(record).toMatchObject({ Title: '急性心肌梗死患者预后研究', ImpactFactor: 35.5, FlowStatus: '未提交', RowVersion: 1 });
    expect(record.Create_Time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const got = (await server.call(staff, { method: 'GET', url: `/api/thesis/get/${record.Id}` })).json<ApiRecord>();
    expect(got.Journal).toEqual({ Id: refs.journal.Id, Name: 'Circulation', ISSN: '0009-7322' });
    expect(got.Dept).toEqual({ Id: refs.dept.Id, Name: '心血管内科' });
    expect(got.Create_User).toMatchObject({ Name: '陈思远', Account: 'staff' });
    expect(got.Create_User_Id).not.toBe('someone');

    const updated = await server.call(staff, {
      method: 'PUT',
      url: '/api/Thesis/Put',
      payload: { Id: record.Id, RowVersion: 1, Title: '修改后的题目', ImpactFactor: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<ApiRecord>()).toMatchObject({ Title: '修改后的题目', ImpactFactor: null, RowVersion: 2, Journal_Id: refs.journal.Id });

    const stale = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: record.Id, RowVersion: 1, Title: '旧版本' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ Message: '数据已被他人修改,请刷新后重试' });

    const deleted = await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${record.Id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await server.call(staff, { method: 'GET', url: `/api/Thesis/Get/${record.Id}` })).statusCode).toBe(404);
  });

  it('answers 400 with the field named, and writes nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [thesis({ Title: '  ' }), '题目是必填的'],
      [thesis({ Title: 'x' }), '题目长度要求在[2,300]之间'],
      [thesis({ ImpactFactor: 'abc' }), '只能输入数字!'],
      [thesis({ PublishDate: '2025-02-30' }), '发表日期:日期格式不正确'],
      [thesis({ Journal_Id: 'missing' }), '期刊:关联数据不存在'],
      [thesis({ FullText_Id: 'missing' }), '全文:关联数据不存在'],
    ];
    for (const [body, message] of cases) {
      const response = await post(admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: message });
    }
    expect(await count()).toBe(before);
  });

  it('checks unique and phone rules on other modules', async () => {
    const dept = (await server.call(admin, { method: 'POST', url: '/api/Dept/Post', payload: { Name: '心血管内科' } })).json();
    expect(dept).toEqual({ Message: '科室名称重复!' });
    const person = await server.call(admin, {
      method: 'POST',
      url: '/api/Person/Post',
      payload: { Name: '测试', WorkCode: 'T001', Dept_Id: refs.dept.Id, Phone: '23800000000' },
    });
    expect(person.json()).toEqual({ Message: '手机号码无效' });
    const gender = await server.call(admin, {
      method: 'POST',
      url: '/api/Person/Post',
      payload: { Name: '测试', WorkCode: 'T001', Dept_Id: refs.dept.Id, Gender: '未知' },
    });
    expect(gender.json()).toEqual({ Message: '取值不在可选范围内' });
    const users = await server.call(admin, { method: 'POST', url: '/api/User/Post', payload: { Account: 'user1', Name: '用户', Password: 'weakpass1' } });
    expect(users.json()).toEqual({ Message: '密码强度不对,要求8-16位大小写字母+数字+特殊符号' });
    const email = await server.call(admin, {
      method: 'POST',
      url: '/api/User/Post',
      payload: { Account: 'user1', Name: '用户', Password: 'Good@2026', Email: 'bad' },
    });
    expect(email.json()).toEqual({ Message: '邮箱地址无效' });
    expect((await server.list(admin, 'User', { Condition: { Filters: [{ Name: 'Account', Compare: '==', Value: 'user1' }] } })).Total).toBe(0);
  });

  it('saves a unique value once when several requests send it at the same moment', async () => {
    const name = '并发测试科室';
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.call(admin, { method: 'POST', url: '/api/Dept/Post', payload: { Name: name } })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect(refused.json()).toEqual({ Message: '科室名称重复!' });
    expect((await server.list(admin, 'Dept', { Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: name }] } })).Total).toBe(1);
  });

  it('enforces permissions: 403 for staff on User/List, 404 for an unknown module', async () => {
    const forbidden = await server.call(staff, { method: 'POST', url: '/api/User/List' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ Message: '权限不足' });
    const unknown = await server.call(staff, { method: 'POST', url: '/api/Nothing/List' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: '模块不存在' });
    expect((await server.call(reviewer, { method: 'POST', url: '/api/Thesis/Post', payload: thesis() })).statusCode).toBe(403);
  });

  it('keeps user-owned rows to their owner unless the role may Check', async () => {
    const staffRows = await server.list(staff, 'Thesis', { PageSize: 100 });
    const all = await server.list(reviewer, 'Thesis', { PageSize: 100 });
    const staffUser = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>();
    expect(staffRows.Total).toBeGreaterThan(0);
    expect(staffRows.Data.every((r) => r.Create_User_Id === staffUser.Id)).toBe(true);
    expect(all.Total).toBeGreaterThan(staffRows.Total);
    const foreign = all.Data.find((r) => r.Create_User_Id !== staffUser.Id) as ApiRecord;
    expect((await server.call(staff, { method: 'GET', url: `/api/Thesis/Get/${foreign.Id}` })).statusCode).toBe(404);
    const put = await server.call(staff, { method: 'PUT', url: '/api/Thesis/Put', payload: { Id: foreign.Id, Title: '篡改' } });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ Message: '只能操作自己的数据' });
    const del = await server.call(staff, { method: 'DELETE', url: `/api/Thesis/Delete/${foreign.Id}` });
    expect(del.json()).toEqual({ Message: '只能操作自己的数据' });
    expect((await server.call(reviewer, { method: 'GET', url: `/api/Thesis/Get/${foreign.Id}` })).json<ApiRecord>().Title).toBe(foreign.Title);
  });

  it('VerififyUnique answers true when another record has the values', async () => {
    const journal = refs.journal;
    const verify = (payload: Record<string, unknown>) => server.call(admin, { method: 'POST', url: '/api/Common/VerififyUnique', payload });
    expect((await verify({ ModuleName: 'Journal', KeyValues: [{ Key: 'Name', Value: 'Circulation' }] })).json()).toBe(true);
    expect((await verify({ Id: journal.Id, ModuleName: 'Journal', KeyValues: [{ Key: 'Name', Value: 'Circulation' }] })).json()).toBe(false);
    expect((await verify({ ModuleName: 'journal', KeyValues: [{ Key: 'Name', Value: 'Nature' }] })).json()).toBe(false);
    expect((await verify({ ModuleName: 'Journal', KeyValues: [{ Key: 'Name or 1=1', Value: 'x' }] })).statusCode).toBe(400);
  });

  it('moduleStruts answers the descriptors without the Server key, to any logged-in user', async () => {
    const response = await server.call(staff, { method: 'GET', url: '/api/common/moduleStruts/user' });
    const struts = response.json<ModuleStruts & { Server?: unknown }>();
    expect(struts.Name).toBe('User');
    expect(struts.FieldInfoStruts.some((f) => f.Name === 'Password')).toBe(true);
    expect(struts).not.toHaveProperty('Server');
    expect((await server.call(null, { method: 'GET', url: '/api/common/moduleStruts/user' })).statusCode).toBe(401);
  });

  it('never returns the write-only password; admins can set it and the user can log in', async () => {
    const created = await server.call(admin, {
      method: 'POST',
      url: '/api/User/Post',
      payload: { Account: 'writer', Name: '写手', Password: 'Good@2026', Role_Ids: 'x' },
    });
    expect(created.json()).toEqual({ Message: '角色:关联数据不存在' });
    const roles = await server.list(admin, 'Role', { Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '003' }] } });
    const ok = await server.call(admin, {
      method: 'POST',
      url: '/api/User/Post',
      payload: { Account: 'writer', Name: '写手', Password: 'Good@2026', Role_Ids: [roles.Data[0].Id] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).not.toHaveProperty('Password');
    expect(ok.json<ApiRecord>().Role_Ids).toEqual([roles.Data[0].Id]);
    const login = await server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: 'writer', Password: server.encrypt('Good@2026') } });
    expect(login.statusCode).toBe(200);
  });
});
