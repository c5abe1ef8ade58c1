/**
 * A role's data scope (数据权限) through HTTP: the seeded 科室主任 reads the papers of his department and of the
 * departments below it — list, get, keyword search and the server export alike — and not one of another department;
 * an administrator narrows the scope and the next list follows without a new login; malformed scopes are 400s. An
 * approver under a scope reads it and, besides, the records they are asked to judge; one without a scope reads all.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentAndBelow } from '../../core/permissions/dataScope.js';
import type { ApiRecord, CurrentUser, ExportStarted, FlowCenterRow, PageResult, ReportResult, ServerJob } from '../../contract/index.js';
import { engineCalls, flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';
import { createHubClients, nextEvent } from './hubTestClient.js';

const MARK = '数据权限测试';
let server: TestServer;
let admin: string, staff: string, director: string;
let directorRole: ApiRecord;
const ids: Record<'colleague' | 'below' | 'other', string> = { colleague: '', below: '', other: '' };
const clients = createHubClients();
let base: string;
let refs: { journal: unknown; person: unknown; cardio: unknown; neuro: unknown };

const byName = async (module: string, name: string): Promise<ApiRecord> =>
  (await server.list(admin, module, { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'Name', Compare: '==', Value: name }] } })).Data[0];

beforeAll(async () => {
  server = await startServer({ serverExportThresholdRows: 1 });
  [admin, staff, director] = await Promise.all([server.login('admin'), server.login('staff'), server.login('director')]);
  directorRole = (await server.list(admin, 'Role', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '008' }] } }))
    .Data[0];
  const chosen = await server.call(director, { method: 'POST', url: `/api/account/SetAccountRole/${String(directorRole.Id)}` });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const cardio = await byName('Dept', '心血管内科');
  const neuro = await byName('Dept', '神经内科');
  const ward = await server.call(admin, { method: 'POST', url: '/api/Dept/Post', payload: { Name: `${MARK}心内一病区`, Parent_Id: cardio.Id } });
  expect(ward.statusCode, ward.body).toBe(200);
  const journal = (await server.list(admin, 'Journal', { PageIndex: 1, PageSize: 1 })).Data[0];
  const person = (await server.list(admin, 'Person', { PageIndex: 1, PageSize: 1 })).Data[0];
  const post = async (cookie: string, title: string, deptId: unknown): Promise<string> => {
    const response = await server.call(cookie, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: { Title: `${MARK}-${title}`, Journal_Id: journal.Id, FirstAuthor_Id: person.Id, Dept_Id: deptId, PublishDate: '2025-03-01' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return String(response.json<ApiRecord>().Id);
  };
  refs = { journal: journal.Id, person: person.Id, cardio: cardio.Id, neuro: neuro.Id };
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  ids.colleague = await post(staff, '同科室', cardio.Id);
  ids.below = await post(admin, '下级科室', ward.json<ApiRecord>().Id);
  ids.other = await post(admin, '其他科室', neuro.Id);
}, 120_000);
afterAll(async () => {
  await clients.stopAll();
  await server?.close();
});

const markedTitles = async (cookie: string, keyWord = MARK): Promise<string[]> =>
  (await server.list(cookie, 'Thesis', { PageIndex: 1, PageSize: 50, Condition: { KeyWord: keyWord } })).Data.map((row) => String(row.Title)).sort();
const getStatus = async (cookie: string, id: string): Promise<number> =>
  (await server.call(cookie, { method: 'GET', url: `/api/Thesis/Get/${id}` })).statusCode;
const setScope = async (dataScope: unknown) => {
  const put = await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: directorRole.Id, DataScope: dataScope } });
  return put;
};

describe('data scope', () => {
  it('lets the 科室主任 list and get papers of his department and below, not of another department', async () => {
    expect(await markedTitles(director)).toEqual([`${MARK}-下级科室`, `${MARK}-同科室`]);
    expect(await getStatus(director, ids.colleague)).toBe(200);
    expect(await getStatus(director, ids.below)).toBe(200);
    expect(await getStatus(director, ids.other)).toBe(404);
    // The colleague himself still sees only his own; the administrator all three.
    expect(await markedTitles(staff)).toEqual([`${MARK}-同科室`]);
    expect(await markedTitles(admin)).toHaveLength(3);
  });

  it('pages the 科室主任’s whole list (his rows and his departments’) in the list’s order, as one condition would', async () => {
    const db = server.app.appContext.db;
    const me = await db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow();
    const depts = await db.selectFrom('Dept').select(['Id', 'Parent_Id']).execute();
    const reached = [...departmentAndBelow(String(refs.cardio), new Map(depts.map((d) => [String(d.Id), d.Parent_Id ? String(d.Parent_Id) : null])))];
    const expected = async (column: string, mode: 'asc' | 'desc') =>
      (
        await db
          .selectFrom('Thesis')
          .select('Id')
          .where((eb) => eb.or([eb('Create_User_Id', '=', String(me.Id)), eb('Dept_Id', 'in', reached)]))
          .orderBy(sql.ref(column), (order) => (mode === 'asc' ? order.asc().nullsFirst() : order.desc().nullsLast()))
          .orderBy('Id', mode)
          .execute()
      ).map((row) => String(row.Id));
    // The first pages, and deeper ones (past the first hundred rows, read as a deep page when he has that many).
    const pageIndexes = [1, 2, 3, 12, 13];
    const pages = async (sort: object) => {
      const ids: string[] = [];
      for (const PageIndex of pageIndexes)
        ids.push(...(await server.list(director, 'Thesis', { PageIndex, PageSize: 10, ...sort })).Data.map((row) => String(row.Id)));
      return ids;
    };
    const slices = (all: string[]) => pageIndexes.flatMap((index) => all.slice((index - 1) * 10, index * 10));
    const newest = await expected('Create_Time', 'desc');
    expect(newest.length).toBeGreaterThan(10);
    expect(await pages({})).toEqual(slices(newest));
    expect(await pages({ SortInfo: { Name: 'PublishDate', Mode: 'asc' } })).toEqual(slices(await expected('PublishDate', 'asc')));
    expect(await pages({ SortInfo: { Name: 'Title', Mode: 'desc' } })).toEqual(slices(await expected('Title', 'desc')));
  });

  it('keeps a statistics grant to the scope the role sets: the 科室主任’s 论文分类统计 counts his departments’ papers', async () => {
    const db = server.app.appContext.db;
    const me = await db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow();
    const depts = await db.selectFrom('Dept').select(['Id', 'Parent_Id']).execute();
    const reached = [...departmentAndBelow(String(refs.cardio), new Map(depts.map((d) => [String(d.Id), d.Parent_Id ? String(d.Parent_Id) : null])))];
    const approved = (mine: boolean) =>
      db
        .selectFrom('Thesis')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('FlowStatus', '=', '已通过')
        .$if(mine, (query) => query.where((eb) => eb.or([eb('Create_User_Id', '=', String(me.Id)), eb('Dept_Id', 'in', reached)])))
        .executeTakeFirstOrThrow();
    const total = async (cookie: string) => {
      const answer = await server.call(cookie, { method: 'POST', url: '/api/report/thesis-group', payload: {} });
      expect(answer.statusCode, answer.body).toBe(200);
      return Number(answer.json<ReportResult>().Totals.count);
    };
    const [his, all] = [Number((await approved(true)).n), Number((await approved(false)).n)];
    expect(his).toBeGreaterThan(0);
    expect(his).toBeLessThan(all);
    expect(await total(director)).toBe(his);
    expect(await total(admin)).toBe(all);
  });

  it('applies the scope to keyword search and to the server export', async () => {
    expect(await markedTitles(director, `${MARK}-其他科室`)).toEqual([]);
    expect(await markedTitles(director, `${MARK}-同科室`)).toEqual([`${MARK}-同科室`]);
    const started = await server.call(director, {
      method: 'POST',
      url: '/api/export/Thesis/Start',
      payload: { PageIndex: 1, PageSize: 10, Condition: { KeyWord: MARK }, Columns: ['Title', 'Dept_Id'] },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { Total, JobId } = started.json<ExportStarted>();
    expect(Total).toBe(2);
    await expect
      .poll(async () => (await server.call(director, { method: 'GET', url: `/api/export/Job/${String(JobId)}` })).json<ServerJob>().Status, { timeout: 30_000 })
      .toBe('done');
    const job = (await server.call(director, { method: 'GET', url: `/api/export/Job/${String(JobId)}` })).json<ServerJob>();
    expect(job.Summary).toMatchObject({ Rows: 2 });
  });

  it('follows an administrator’s change of the scope on the next call, without a new login', async () => {
    expect((await setScope(JSON.stringify({ overrides: [{ modules: ['Thesis'], scope: { kind: 'dept' } }] }))).statusCode).toBe(200);
    expect(await markedTitles(director)).toEqual([`${MARK}-同科室`]);
    expect((await setScope(JSON.stringify({ default: { kind: 'self' } }))).statusCode).toBe(200);
    expect(await markedTitles(director)).toEqual([]);
    expect(await getStatus(director, ids.colleague)).toBe(404);
    const neuro = await byName('Dept', '神经内科');
    expect((await setScope(JSON.stringify({ overrides: [{ modules: ['Thesis'], scope: { kind: 'custom', deptIds: [String(neuro.Id)] } }] }))).statusCode).toBe(
      200,
    );
    expect(await markedTitles(director)).toEqual([`${MARK}-其他科室`]);
    expect((await setScope(JSON.stringify({ overrides: [{ modules: ['Thesis'], scope: { kind: 'all' } }] }))).statusCode).toBe(200);
    expect(await markedTitles(director)).toHaveLength(3);
    // Back to the seeded scope.
    expect(
      (await setScope(JSON.stringify({ overrides: [{ modules: ['Thesis', 'Patent', 'Problem', 'Results'], scope: { kind: 'deptAndBelow' } }] }))).statusCode,
    ).toBe(200);
    expect(await markedTitles(director)).toHaveLength(2);
  });

  it('unites the scopes of a person’s roles until they choose one, then keeps to the chosen role’s', async () => {
    const staffRole = (
      await server.list(admin, 'Role', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '003' }] } })
    ).Data[0];
    // A second 心血管内科 account (the colleague's person) holding 科研人员 (仅本人) first and 科室主任 (本部门及以下).
    const colleague = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
    const created = await server.call(admin, {
      method: 'POST',
      url: '/api/User/Post',
      payload: {
        Account: 'scopeunion',
        Name: '合并数据权限',
        Password: 'Start@2026',
        Role_Ids: [staffRole.Id, directorRole.Id],
        Person_Id: colleague.Person_Id,
        Enabled: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const logIn = async (password: string) => {
      const response = await server.call(null, {
        method: 'POST',
        url: '/api/account/Login',
        payload: { Account: 'scopeunion', Password: server.encrypt(password) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { me: response.json<CurrentUser>(), cookie: `sid=${response.cookies.find((c) => c.name === 'sid')?.value ?? ''}` };
    };
    const first = await logIn('Start@2026');
    const changed = await server.call(first.cookie, {
      method: 'POST',
      url: '/api/account/rePassword',
      payload: { oldPassword: server.encrypt('Start@2026'), newPassword: server.encrypt('Mine@2026x'), reNewPassword: server.encrypt('Mine@2026x') },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // No role chosen: 科研人员 is active (the menu's), the papers read are both roles' — his department's and below.
    const { me, cookie } = await logIn('Mine@2026x');
    expect(me.Curr).toEqual({ Role_Id: String(staffRole.Id), Chosen: false });
    expect(await markedTitles(cookie)).toEqual([`${MARK}-下级科室`, `${MARK}-同科室`]);
    expect(await getStatus(cookie, ids.colleague)).toBe(200);
    expect(await getStatus(cookie, ids.other)).toBe(404);

    // Choosing the active role narrows to it (仅本人: none of these), and the choice holds at the next login.
    const chosen = await server.call(cookie, { method: 'POST', url: `/api/account/SetAccountRole/${String(staffRole.Id)}` });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<CurrentUser>().Curr).toEqual({ Role_Id: String(staffRole.Id), Chosen: true });
    expect(await markedTitles(cookie)).toEqual([]);
    expect(await getStatus(cookie, ids.colleague)).toBe(404);
    const again = await logIn('Mine@2026x');
    expect(again.me.Curr).toEqual({ Role_Id: String(staffRole.Id), Chosen: true });
    expect((await server.call(again.cookie, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>().Curr.Chosen).toBe(true);
    expect(await markedTitles(again.cookie)).toEqual([]);

    // Switching to 科室主任 reads by its scope; a one-role account is always chosen.
    expect((await server.call(cookie, { method: 'POST', url: `/api/account/SetAccountRole/${String(directorRole.Id)}` })).statusCode).toBe(200);
    expect(await markedTitles(cookie)).toEqual([`${MARK}-下级科室`, `${MARK}-同科室`]);
    expect(colleague.Curr.Chosen).toBe(true);
  });

  it('follows a change of the department tree and of the 科室主任’s own department on the next call', async () => {
    // A new 病区 under 心血管内科: its papers are his at once.
    const ward = await server.call(admin, { method: 'POST', url: '/api/Dept/Post', payload: { Name: `${MARK}心内二病区`, Parent_Id: refs.cardio } });
    expect(ward.statusCode, ward.body).toBe(200);
    const paper = await server.call(admin, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: {
        Title: `${MARK}-新病区`,
        Journal_Id: refs.journal,
        FirstAuthor_Id: refs.person,
        Dept_Id: ward.json<ApiRecord>().Id,
        PublishDate: '2025-03-01',
      },
    });
    expect(paper.statusCode, paper.body).toBe(200);
    expect(await markedTitles(director)).toEqual([`${MARK}-下级科室`, `${MARK}-同科室`, `${MARK}-新病区`]);

    // His person moved to 神经内科: that department's papers, no longer 心血管内科's (his own stay his).
    const me = (await server.call(director, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Person_Id: string }>();
    const movePerson = async (deptId: unknown) => {
      const person = (await server.call(admin, { method: 'GET', url: `/api/Person/Get/${me.Person_Id}` })).json<ApiRecord>();
      const put = await server.call(admin, {
        method: 'PUT',
        url: '/api/Person/Put',
        payload: { Id: person.Id, RowVersion: person.RowVersion, Dept_Id: deptId },
      });
      expect(put.statusCode, put.body).toBe(200);
    };
    await movePerson(refs.neuro);
    expect(await markedTitles(director)).toEqual([`${MARK}-其他科室`]);
    await movePerson(refs.cardio);
    expect(await markedTitles(director)).toEqual([`${MARK}-下级科室`, `${MARK}-同科室`, `${MARK}-新病区`]);
    expect((await server.call(admin, { method: 'DELETE', url: `/api/Thesis/Delete/${paper.json<ApiRecord>().Id}` })).statusCode).toBe(204);
  });

  it('refuses a malformed or unbounded scope with a Chinese 400, and leaves the role as it was', async () => {
    const cases: Array<[unknown, string]> = [
      ['{', '数据权限:格式不正确'],
      [JSON.stringify({ default: { kind: 'everything' } }), '数据权限:范围类型不正确'],
      [JSON.stringify({ overrides: [{ modules: ['NoSuchModule'], scope: { kind: 'self' } }] }), '数据权限:所选模块不存在'],
      [JSON.stringify({ default: { kind: 'custom', deptIds: [] } }), '数据权限:自定义部门至少选择一个部门'],
      [JSON.stringify({ overrides: Array.from({ length: 51 }, () => ({ modules: ['Thesis'], scope: { kind: 'self' } })) }), '数据权限:按模块设置最多50组'],
      [{ default: { kind: 'all' } }, '数据权限:'],
      ['x'.repeat(100_001), '数据权限:'],
    ];
    for (const [value, message] of cases) {
      const response = await setScope(value);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await markedTitles(director)).toHaveLength(2);
  });

  it('lets only an administrator change a scope', async () => {
    const put = await server.call(director, {
      method: 'PUT',
      url: '/api/Role/Put',
      payload: { Id: directorRole.Id, DataScope: JSON.stringify({ default: { kind: 'all' } }) },
    });
    expect(put.statusCode).toBe(403);
  });

  it('tells the 科室主任’s socket of a colleague’s paper in his department, not of one in another', async () => {
    const socket = clients.connect(base, director);
    await socket.start();
    const heard: string[] = [];
    socket.on('data_update', (name: string, payload: string) => {
      if (name === 'Thesis') heard.push(...(JSON.parse(payload) as { ids: string[] }).ids);
    });
    const post = async (cookie: string, title: string, deptId: unknown): Promise<string> => {
      const response = await server.call(cookie, {
        method: 'POST',
        url: '/api/Thesis/Post',
        payload: { Title: `${MARK}-消息-${title}`, Journal_Id: refs.journal, FirstAuthor_Id: refs.person, Dept_Id: deptId, PublishDate: '2025-03-01' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return String(response.json<ApiRecord>().Id);
    };
    const other = await post(staff, '其他科室', refs.neuro);
    const colleagueHeard = nextEvent<[string, string]>(socket, 'data_update', (name, payload) => name === 'Thesis' && !payload.includes(other));
    const colleague = await post(staff, '同科室', refs.cardio);
    await colleagueHeard;
    expect(heard).toEqual([colleague]);
    await socket.stop();
  });

  it('lets an approver under 本部门 read his department’s papers and the one of another department he is asked to judge, no other', async () => {
    const engine = engineCalls(server);
    const calls = flowCalls(server);
    // 科室主任 decides papers under 本部门, and the paper flow asks his role.
    await engine.grant(admin, director, 'Thesis', 'Check');
    expect((await setScope(JSON.stringify({ overrides: [{ modules: ['Thesis'], scope: { kind: 'dept' } }] }))).statusCode).toBe(200);
    const flow = await engine.setFlow(admin, 'Thesis', [
      { Kind: 'Approver', Key: 'head', Name: '科室主任审核', Approver: { Type: 'Role', EnCode: '008' }, Mode: 'Any', WhenEmpty: 'Admin' },
    ]);
    expect(flow.statusCode, flow.body).toBe(200);
    const asked = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: { Title: `${MARK}-待审其他科室`, Journal_Id: refs.journal, FirstAuthor_Id: refs.person, Dept_Id: refs.neuro, PublishDate: '2025-03-01' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const askedId = String(asked.json<ApiRecord>().Id);
    // Asked to judge it, his socket hears of it (a record of another department, beyond his scope).
    const socket = clients.connect(base, director);
    await socket.start();
    const heard = nextEvent<[string, string]>(socket, 'data_update', (name, payload) => name === 'Thesis' && payload.includes(askedId));
    expect((await calls.submit(staff, 'Thesis', askedId)).statusCode).toBe(200);
    await heard;
    // Deciding papers no longer tells him of every paper: one of another department nobody asked him about is not heard.
    const told: string[] = [];
    socket.on('data_update', (name: string, payload: string) => {
      if (name === 'Thesis') told.push(...(JSON.parse(payload) as { ids: string[] }).ids);
    });
    const unasked = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: { Title: `${MARK}-消息-未分配`, Journal_Id: refs.journal, FirstAuthor_Id: refs.person, Dept_Id: refs.neuro, PublishDate: '2025-03-01' },
    });
    expect(unasked.statusCode, unasked.body).toBe(200);
    const unaskedId = String(unasked.json<ApiRecord>().Id);
    const ownHeard = nextEvent<[string, string]>(socket, 'data_update', (name, payload) => name === 'Thesis' && !payload.includes(unaskedId));
    const colleague = await server.call(staff, {
      method: 'POST',
      url: '/api/Thesis/Post',
      payload: { Title: `${MARK}-消息-同科室二`, Journal_Id: refs.journal, FirstAuthor_Id: refs.person, Dept_Id: refs.cardio, PublishDate: '2025-03-01' },
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    await ownHeard;
    expect(told).toEqual([String(colleague.json<ApiRecord>().Id)]);
    await socket.stop();

    // His department's papers and the one waiting for him; not the other department's papers nobody asked him about.
    const his = [`${MARK}-同科室`, `${MARK}-消息-同科室`, `${MARK}-消息-同科室二`, `${MARK}-待审其他科室`].sort();
    expect(await markedTitles(director)).toEqual(his);
    expect(await getStatus(director, askedId)).toBe(200);
    expect(await getStatus(director, ids.other)).toBe(404);
    const printed = async (id: string) => (await server.call(director, { method: 'GET', url: `/api/print/Thesis/${id}` })).statusCode;
    expect([await printed(askedId), await printed(ids.other)]).toEqual([200, 404]);
    const exported = await server.call(director, {
      method: 'POST',
      url: '/api/export/Thesis/Start',
      payload: { PageIndex: 1, PageSize: 10, Condition: { KeyWord: MARK }, Columns: ['Title', 'Dept_Id'] },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<ExportStarted>().Total).toBe(his.length);
    expect(await markedTitles(director, `${MARK}-其他科室`)).toEqual([]);
    const history = await server.call(director, { method: 'GET', url: `/api/FlowState/History/Thesis/${askedId}` });
    expect(history.statusCode, history.body).toBe(200);
    expect((await server.call(director, { method: 'GET', url: `/api/FlowState/History/Thesis/${ids.other}` })).statusCode).toBe(404);

    // The approval centre lists it, and he decides it; decided (已办), he still reads it.
    const centre = async (tab: string) =>
      (await server.call(director, { method: 'POST', url: `/api/FlowState/Center/${tab}`, payload: { KeyWord: `${MARK}-待审其他科室` } })).json<
        PageResult<FlowCenterRow>
      >().Data;
    expect((await centre('pending')).map((row) => [row.Business_Id, row.CanDecide])).toEqual([[askedId, true]]);
    const decided = await calls.decide(director, { ModuleName: 'Thesis', Business_Id: askedId, Decision: 'Approved', Opinion: '同意' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await centre('decided')).map((row) => row.Business_Id)).toEqual([askedId]);
    expect((await calls.thesis(director, askedId)).FlowStatus).toBe('已通过');
    expect(await markedTitles(director)).toEqual(his);
    // Paged without a keyword (his rows, his department's, the ones he judged: read by parts), as one condition would.
    const db = server.app.appContext.db;
    const me = await db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow();
    const judged = db.selectFrom('FlowDynamic').select('Business_Id').where('Receiver_Id', '=', String(me.Id)).where('ModuleName', '=', 'Thesis');
    const expected = async (column: string, mode: 'asc' | 'desc') =>
      (
        await db
          .selectFrom('Thesis')
          .select('Id')
          .where((eb) => eb.or([eb('Create_User_Id', '=', String(me.Id)), eb('Dept_Id', '=', String(refs.cardio)), eb('Id', 'in', judged)]))
          .orderBy(sql.ref(column), (order) => (mode === 'asc' ? order.asc().nullsFirst() : order.desc().nullsLast()))
          .orderBy('Id', mode)
          .limit(30)
          .execute()
      ).map((row) => String(row.Id));
    const firstPages = async (sort: object) => {
      const found: string[] = [];
      for (const PageIndex of [1, 2, 3])
        found.push(...(await server.list(director, 'Thesis', { PageIndex, PageSize: 10, ...sort })).Data.map((row) => String(row.Id)));
      return found;
    };
    const newest = await expected('Create_Time', 'desc');
    expect(newest).toContain(askedId);
    expect(await firstPages({})).toEqual(newest);
    expect(await firstPages({ SortInfo: { Name: 'Title', Mode: 'desc' } })).toEqual(await expected('Title', 'desc'));
    // Saves stay the owner's: reading a paper to judge it is not editing it.
    expect((await calls.put(director, { Id: ids.colleague, Title: `${MARK}-改` })).statusCode).toBe(403);

    // An approver without a scope (the seeded 科研处审核员) still reads every paper.
    const reviewer = await server.login('reviewer');
    expect(await markedTitles(reviewer)).toEqual(expect.arrayContaining([`${MARK}-其他科室`, `${MARK}-下级科室`, `${MARK}-同科室`, `${MARK}-待审其他科室`]));
    expect(await getStatus(reviewer, ids.other)).toBe(200);
  });
});
