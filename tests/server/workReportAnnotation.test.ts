/**
 * 领导批注 of work reports (D-REPORT-8): a leader (Check on the module) annotates through
 * `POST /api/WorkReport/Annotate/{id}`; the annotator and time are the server's; staff can neither annotate nor write
 * the annotation fields through the generic Post and Put; bad input is a Chinese 400; the author is notified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let admin: string, staff: string, dean: string, vicedean: string;
let staffId: string, deanId: string;
let report: ApiRecord;

const FORGED = { Annotation: '自评优秀', AssessLevel: '优秀', Annotator_Id: '', AnnotationTime: '2001-01-01 00:00:00' };
const annotate = (cookie: string, id: string, payload: unknown, module = 'WorkReport') =>
  server.call(cookie, { method: 'POST', url: `/api/${module}/Annotate/${id}`, payload: payload as Record<string, unknown> });
const get = async (cookie: string, id: string) => (await server.call(cookie, { method: 'GET', url: `/api/WorkReport/Get/${id}` })).json<ApiRecord>();

beforeAll(async () => {
  server = await startServer();
  [admin, staff, dean, vicedean] = await Promise.all([server.login('admin'), server.login('staff'), server.login('dean'), server.login('vicedean')]);
  const current = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string; Person_Id: string }>();
  staffId = current.Id;
  deanId = (await server.call(dean, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Id: string }>().Id;
  const person = (await server.call(admin, { method: 'GET', url: `/api/Person/Get/${current.Person_Id}` })).json<ApiRecord>();
  FORGED.Annotator_Id = deanId;
  const created = await server.call(staff, {
    method: 'POST',
    url: '/api/WorkReport/Post',
    payload: {
      Title: '第47周工作周报',
      Person_Id: current.Person_Id,
      Dept_Id: person.Dept_Id,
      StartDate: '2026-11-16',
      EndDate: '2026-11-22',
      Content: '完成门诊与课题数据整理',
      ...FORGED,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  report = created.json<ApiRecord>();
});
afterAll(() => server.close());

describe('work report annotation', () => {
  it('ignores annotation fields a staff member sends with a new report', () => {
    for (const field of Object.keys(FORGED)) expect(report[field] ?? null).toBeNull();
  });

  it('ignores annotation fields a staff member sends with an edit', async () => {
    const response = await server.call(staff, { method: 'PUT', url: '/api/WorkReport/Put', payload: { ...report, ...FORGED } });
    expect(response.statusCode, response.body).toBe(200);
    const saved = await get(staff, String(report.Id));
    for (const field of Object.keys(FORGED)) expect(saved[field] ?? null).toBeNull();
    report = saved;
  });

  it('refuses staff an annotation (403) and strangers (401)', async () => {
    const refused = await annotate(staff, String(report.Id), { Annotation: '很好', AssessLevel: '优秀' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await annotate('', String(report.Id), { Annotation: '很好', AssessLevel: '优秀' })).statusCode).toBe(401);
  });

  it.each([
    [{}, '请填写批注内容'],
    [{ Annotation: '  ', AssessLevel: '良好' }, '请填写批注内容'],
    [{ Annotation: '批'.repeat(1001), AssessLevel: '良好' }, '批注内容不能超过1000个字'],
    [{ Annotation: '很好' }, '请选择考核评价'],
    [{ Annotation: '很好', AssessLevel: '满分' }, '考核评价不在可选范围内'],
    [[1, 2], '批注内容格式不正确'],
  ])('answers a bad body %j with 400 %s', async (body, message) => {
    const response = await annotate(dean, String(report.Id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: message });
  });

  it('answers an unknown report 404 and a module without annotations 404', async () => {
    expect((await annotate(dean, 'no-such-report', { Annotation: '很好', AssessLevel: '良好' })).statusCode).toBe(404);
    expect((await annotate(admin, String(report.Id), { Annotation: '很好', AssessLevel: '良好' }, 'Thesis')).statusCode).toBe(404);
  });

  it('lets the dean annotate: the server sets who and when, and tells the author', async () => {
    const response = await annotate(dean, String(report.Id), {
      Annotation: '  数据整理及时，继续保持  ',
      AssessLevel: '良好',
      Annotator_Id: staffId,
      AnnotationTime: '2001-01-01 00:00:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    const annotated = response.json<ApiRecord>();
    expect(annotated).toMatchObject({ Annotation: '数据整理及时，继续保持', AssessLevel: '良好', Annotator_Id: deanId });
    expect(String(annotated.AnnotationTime) > '2026').toBe(true);
    // The author sees it on their report, and has been told, with a link to it.
    expect(await get(staff, String(report.Id))).toMatchObject({ Annotation: '数据整理及时，继续保持', AssessLevel: '良好' });
    const notices = (await server.list(staff, 'Notify', { PageSize: 100 })).Data;
    const notice = notices.find((row) => row.Url === `/WorkReport/add?q=${report.Id}`);
    expect(notice).toMatchObject({ Title: '工作周报已批注', Content: '王立群批注了您的工作周报「第47周工作周报」，考核评价：良好' });
  });

  it('lets the vice-dean annotate again, replacing the previous annotation', async () => {
    const response = await annotate(vicedean, String(report.Id), { Annotation: '同意院长意见', AssessLevel: '优秀' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApiRecord>()).toMatchObject({ Annotation: '同意院长意见', AssessLevel: '优秀' });
    expect(response.json<ApiRecord>().Annotator_Id).not.toBe(deanId);
  });

  it('keeps the annotation when the author edits the report afterwards', async () => {
    const current = await get(staff, String(report.Id));
    const response = await server.call(staff, {
      method: 'PUT',
      url: '/api/WorkReport/Put',
      payload: { ...current, Content: '补充：完成随访', Annotation: '', AssessLevel: '不合格' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApiRecord>()).toMatchObject({ Content: '补充：完成随访', Annotation: '同意院长意见', AssessLevel: '优秀' });
  });
});

/**
 * Whose reports a leader may annotate (D-REPORT-8): the dean, vice-dean and administrators every
 * department's; the 科室主任 of 心血管内科 only the reports of people in 心血管内科 (staff's department) — author and
 * 报告人 both —, whatever department a report names; the leader pages read only those, with a server-side 未批注 filter and count.
 */
describe('annotation scope and the 未批注 filter', () => {
  let director: string;
  let staffReport: ApiRecord, staffSecond: ApiRecord, adminReport: ApiRecord, aboutOther: ApiRecord;
  const annotationList = (cookie: string, query = '', body: Record<string, unknown> = { PageIndex: 1, PageSize: 100 }, module = 'WorkReport') =>
    server.call(cookie, { method: 'POST', url: `/api/${module}/AnnotationList${query}`, payload: body });
  const ids = (response: { json<T>(): T }) => response.json<{ Data: ApiRecord[] }>().Data.map((row) => String(row.Id));

  beforeAll(async () => {
    director = await server.login('director');
    const post = async (cookie: string, payload: Record<string, unknown>) => {
      const response = await server.call(cookie, { method: 'POST', url: '/api/WorkReport/Post', payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ApiRecord>();
    };
    const staffUser = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Person_Id: string }>();
    const adminUser = (await server.call(admin, { method: 'GET', url: '/api/account/GetCurrent' })).json<{ Person_Id: string }>();
    const staffPerson = (await server.call(admin, { method: 'GET', url: `/api/Person/Get/${staffUser.Person_Id}` })).json<ApiRecord>();
    const adminPerson = (await server.call(admin, { method: 'GET', url: `/api/Person/Get/${adminUser.Person_Id}` })).json<ApiRecord>();
    // Staff files one report under another department's name: the author's department decides, not the report's.
    staffReport = await post(staff, {
      Title: '第48周工作周报',
      Person_Id: staffUser.Person_Id,
      Dept_Id: adminPerson.Dept_Id,
      StartDate: '2026-11-23',
      EndDate: '2026-11-29',
      Content: '随访整理',
    });
    staffSecond = await post(staff, {
      Title: '第49周工作周报',
      Person_Id: staffUser.Person_Id,
      Dept_Id: staffPerson.Dept_Id,
      StartDate: '2026-11-30',
      EndDate: '2026-12-06',
      Content: '课题申报',
    });
    // Administrator (科研处) names 心血管内科 on theirs: still not the 心血管内科 head's to annotate.
    adminReport = await post(admin, {
      Title: '科研处第48周工作周报',
      Person_Id: adminUser.Person_Id,
      Dept_Id: staffPerson.Dept_Id,
      StartDate: '2026-11-23',
      EndDate: '2026-11-29',
      Content: '项目检查',
    });
    // Staff files a report about someone of 科研处: not a report of the 心血管内科 head's people.
    aboutOther = await post(staff, {
      Title: '代填科研处周报',
      Person_Id: adminUser.Person_Id,
      Dept_Id: staffPerson.Dept_Id,
      StartDate: '2026-11-23',
      EndDate: '2026-11-29',
      Content: '代为填报',
    });
  });

  it('lets the 科室主任 annotate the reports of people in their department', async () => {
    const response = await annotate(director, String(staffReport.Id), { Annotation: '随访及时', AssessLevel: '良好' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApiRecord>()).toMatchObject({ Annotation: '随访及时', AssessLevel: '良好' });
  });

  it('refuses the 科室主任 a report of another department with 403 权限不足, and changes nothing', async () => {
    for (const other of [adminReport, aboutOther]) {
      const response = await annotate(director, String(other.Id), { Annotation: '越权批注', AssessLevel: '优秀' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Message: '权限不足' });
      expect((await get(admin, String(other.Id))).Annotation ?? null).toBeNull();
    }
    for (const module of ['WeekWorkReport', 'MonthWorkReport', 'SeasonWorkReport']) {
      expect((await annotate(director, String(adminReport.Id), { Annotation: '越权', AssessLevel: '优秀' }, module)).statusCode).toBe(404);
    }
  });

  it('lets the dean and the administrator annotate any department', async () => {
    expect((await annotate(dean, String(adminReport.Id), { Annotation: '检查到位', AssessLevel: '优秀' })).statusCode).toBe(200);
    expect((await annotate(admin, String(staffSecond.Id), { Annotation: '按期申报', AssessLevel: '良好' })).statusCode).toBe(200);
  });

  it("lists to the 科室主任 only their department's reports, and reads one only in scope", async () => {
    const listed = await annotationList(director);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ids(listed)).toEqual(expect.arrayContaining([String(staffReport.Id), String(staffSecond.Id), String(report.Id)]));
    expect(ids(listed)).not.toContain(String(adminReport.Id));
    expect(ids(listed)).not.toContain(String(aboutOther.Id));
    expect(listed.json<{ Total: number }>().Total).toBe(ids(listed).length);
    expect((await server.call(director, { method: 'GET', url: `/api/WorkReport/AnnotationGet/${adminReport.Id}` })).statusCode).toBe(404);
    const own = await server.call(director, { method: 'GET', url: `/api/WorkReport/AnnotationGet/${staffReport.Id}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<ApiRecord>().Title).toBe('第48周工作周报');
    // The dean's list holds both departments'.
    expect(ids(await annotationList(dean))).toEqual(expect.arrayContaining([String(staffReport.Id), String(adminReport.Id), String(aboutOther.Id)]));
  });

  it("filters 未批注 and 已批注 on the server, Total counting each, with the list's own filters", async () => {
    await server.app.appContext.db
      .updateTable('WorkReport')
      .set({ Annotation: null, AssessLevel: null, Annotator_Id: null, AnnotationTime: null })
      .where('Id', '=', String(staffSecond.Id))
      .execute();
    const all = ids(await annotationList(director));
    const unannotated = await annotationList(director, '?state=unannotated');
    const annotated = await annotationList(director, '?state=annotated');
    expect(ids(unannotated)).toContain(String(staffSecond.Id));
    expect(ids(unannotated)).not.toContain(String(staffReport.Id));
    expect(ids(annotated)).toEqual(expect.arrayContaining([String(staffReport.Id), String(report.Id)]));
    expect(unannotated.json<{ Total: number }>().Total + annotated.json<{ Total: number }>().Total).toBe(all.length);
    for (const row of unannotated.json<{ Data: ApiRecord[] }>().Data) expect(row.AnnotationTime ?? null).toBeNull();
    // With a filter of the list: the count follows it.
    const titled = await annotationList(director, '?state=unannotated', {
      PageIndex: 1,
      PageSize: 1,
      Condition: { Filters: [{ Name: 'Title', Compare: '$', Value: '第49周' }] },
    });
    expect(titled.json<{ Total: number }>().Total).toBe(1);
  });

  it('refuses staff (403), strangers (401), a bad state (400) and a module without annotations (404)', async () => {
    expect((await annotationList(staff)).statusCode).toBe(403);
    expect((await annotationList('')).statusCode).toBe(401);
    const bad = await annotationList(director, '?state=%27%3B%20drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Message: string }>().Message).toMatch(/批注状态/);
    expect((await annotationList(admin, '', { PageIndex: 1, PageSize: 10 }, 'Thesis')).statusCode).toBe(404);
    expect((await server.call(staff, { method: 'GET', url: `/api/WorkReport/AnnotationGet/${staffReport.Id}` })).statusCode).toBe(403);
  });

  it('bounds the page as the generic list does (at most 1000 rows, a bad index is the first page)', async () => {
    for (const body of [
      { PageIndex: 1, PageSize: 100000 },
      { PageIndex: -1, PageSize: 10 },
      { PageIndex: 'x', PageSize: 'y' },
    ]) {
      const response = await annotationList(director, '?state=unannotated', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json<{ Data: unknown[] }>().Data.length).toBeLessThanOrEqual(1000);
    }
  });

  it.each([
    { PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'Create_User_Id) or 1=1 --', Compare: '==', Value: 'x' }] } },
    { PageIndex: 1, PageSize: 10, SortInfo: { Name: 'NoSuchField', Mode: 'asc' } },
    { PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'Title', Compare: 'like', Value: 'x' }] } },
  ])('answers a bad list body %j with a Chinese 400, never a 500', async (body) => {
    const response = await annotationList(director, '?state=unannotated', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
