/**
 * Personal data (D-SEC-13): phone, e-mail, birth date and ID numbers — the fields a module file marks Personal — are
 * answered only to administrators and roles holding the module's 查看个人信息 grant. Others get them empty from List,
 * Get, the person picker, print and a save's answer; may not filter or sort by them; find nobody by them through the
 * keyword; and cannot overwrite them with a save of the form that showed them as 无权查看.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord, PermissionNode } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';
import { loginChangingInitialPassword } from './initialPassword.js';

let server: TestServer;
let admin: string;
let person: ApiRecord;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  person = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'Phone', Compare: '!=', Value: '' }] } })).Data[0];
});
afterAll(() => server.close());

const PERSONAL = ['Phone', 'Email', 'BirthDate'] as const;
const personalOf = (row: ApiRecord) => Object.fromEntries(PERSONAL.map((name) => [name, row[name]]));
const getPerson = async (cookie: string): Promise<ApiRecord> =>
  (await server.call(cookie, { method: 'GET', url: `/api/Person/Get/${String(person.Id)}` })).json<ApiRecord>();
const listed = async (cookie: string, url: string): Promise<ApiRecord> => {
  const page = (
    await server.call(cookie, {
      method: 'POST',
      url,
      payload: { PageIndex: 1, PageSize: 5, Condition: { Filters: [{ Name: 'Id', Compare: '==', Value: String(person.Id) }] } },
    })
  ).json<{ Data: ApiRecord[] }>();
  return page.Data[0];
};

/** A role made by the administrator with these actions on Person, and a logged-in user holding it. */
async function userWithPersonActions(account: string, actions: string[]): Promise<string> {
  const nodes = (await server.call(admin, { method: 'GET', url: '/api/Permission/Permissions' })).json<PermissionNode[]>();
  const moduleNode = nodes.find((n) => n.EnCode === 'Person' && n.Parent_Id === null);
  const ids = [String(moduleNode?.Id), ...nodes.filter((n) => n.Parent_Id === moduleNode?.Id && actions.includes(n.EnCode)).map((n) => n.Id)];
  const role = await server.call(admin, { method: 'POST', url: '/api/Role/Post', payload: { Name: `人员-${account}`, EnCode: account, Permission_Ids: ids } });
  expect(role.statusCode, role.body).toBe(200);
  const user = await server.call(admin, {
    method: 'POST',
    url: '/api/User/Post',
    payload: { Account: account, Name: account, Password: 'Person@2026', Role_Ids: [String(role.json<ApiRecord>().Id)], Enabled: true },
  });
  expect(user.statusCode, user.body).toBe(200);
  return loginChangingInitialPassword(server, account, 'Person@2026');
}

describe('personal fields', () => {
  it('are answered to an administrator', async () => {
    expect(typeof person.Phone).toBe('string');
    expect(person.Phone).not.toBe('');
    expect(personalOf(await getPerson(admin))).toEqual(personalOf(person));
  });

  it('come back empty to staff and a department head from List, Get, the person picker and print', async () => {
    for (const account of ['staff', 'director'] as const) {
      const cookie = await server.login(account);
      const empty = { Phone: null, Email: null, BirthDate: null };
      expect(personalOf(await listed(cookie, '/api/Person/List'))).toEqual(empty);
      expect(personalOf(await listed(cookie, '/api/Person/PersonPageList'))).toEqual(empty);
      const got = await getPerson(cookie);
      expect(personalOf(got)).toEqual(empty);
      expect(got.Name).toBe(person.Name);
      const printed = (await server.call(cookie, { method: 'GET', url: `/api/print/Person/${String(person.Id)}` })).body;
      expect(printed).toContain(String(person.Name));
      expect(printed).not.toContain(String(person.Phone));
      const printedList = (await server.call(cookie, { method: 'POST', url: '/api/print/Person/list', payload: { PageIndex: 1, PageSize: 10 } })).body;
      expect(printedList).not.toContain('手机号码');
      expect(printedList).not.toContain(String(person.Phone));
    }
  });

  it('cannot be filtered or sorted by without the grant, and the keyword finds nobody by them', async () => {
    const staff = await server.login('staff');
    const phone = String(person.Phone);
    const byPhone = await server.call(staff, {
      method: 'POST',
      url: '/api/Person/List',
      payload: { PageIndex: 1, PageSize: 5, Condition: { Filters: [{ Name: 'phone', Compare: '$', Value: phone.slice(0, 7) }] } },
    });
    expect([byPhone.statusCode, byPhone.json<{ Message: string }>().Message]).toEqual([403, '无权按手机号码查询']);
    const either = await server.call(staff, {
      method: 'POST',
      url: '/api/Person/List',
      payload: { PageIndex: 1, PageSize: 5, Condition: { Filters: [{ Name: 'Name;Phone', Compare: '$', Value: '1' }] } },
    });
    expect(either.statusCode).toBe(403);
    const byBirth = await server.call(staff, {
      method: 'POST',
      url: '/api/Person/List',
      payload: { PageIndex: 1, PageSize: 5, SortInfo: { Name: 'BirthDate', Mode: 'asc' } },
    });
    expect(byBirth.statusCode).toBe(403);
    for (const cookie of [staff, admin]) {
      const byKeyword = await server.list(cookie, 'Person', { PageIndex: 1, PageSize: 5, Condition: { KeyWord: phone } });
      expect(byKeyword.Total).toBe(0);
    }
    const adminByPhone = await server.list(admin, 'Person', {
      PageIndex: 1,
      PageSize: 5,
      Condition: { Filters: [{ Name: 'Phone', Compare: '==', Value: phone }] },
    });
    expect(adminByPhone.Data.map((row) => row.Id)).toContain(person.Id);
  });

  it('are shown to a role holding 查看个人信息 on the module (the expert library for the research office, not for the dean)', async () => {
    const admin = await server.login('admin');
    const expert = (await server.list(admin, 'Expert', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'Phone', Compare: '!=', Value: '' }] } }))
      .Data[0];
    const phoneSeenBy = async (cookie: string) =>
      (await server.call(cookie, { method: 'GET', url: `/api/Expert/Get/${String(expert.Id)}` })).json<ApiRecord>().Phone;
    expect(await phoneSeenBy(await server.login('reviewer'))).toBe(expert.Phone);
    expect(await phoneSeenBy(await server.login('dean'))).toBeNull();
  });

  it('are not overwritten by a save from a role without the grant, and are written by one with it', async () => {
    const editor = await userWithPersonActions('editor', ['List', 'Update']);
    const shown = await getPerson(editor);
    expect(shown.Phone).toBeNull();
    const saved = await server.call(editor, {
      method: 'PUT',
      url: '/api/Person/Put',
      payload: { ...shown, Remark: '已核对', Phone: '', Email: '138****5678', BirthDate: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(personalOf(saved.json<ApiRecord>())).toEqual({ Phone: null, Email: null, BirthDate: null });
    const stored = await getPerson(admin);
    expect(stored.Remark).toBe('已核对');
    expect(personalOf(stored)).toEqual(personalOf(person));

    const keeper = await userWithPersonActions('keeper', ['List', 'Update', 'Personal']);
    const kept = await getPerson(keeper);
    expect(personalOf(kept)).toEqual(personalOf(person));
    const changed = await server.call(keeper, { method: 'PUT', url: '/api/Person/Put', payload: { ...kept, Phone: '13700001111' } });
    expect(changed.json<ApiRecord>().Phone).toBe('13700001111');
  });
});
