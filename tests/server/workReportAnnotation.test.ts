/**
 * 领导批注 of work reports (issue 14 item 4): a leader (Check on the module) annotates through
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
    method: 'POST', url: '/api/WorkReport/Post',
    payload: { Title: '第47周工作周报', Person_Id: current.Person_Id, Dept_Id: person.Dept_Id, StartDate: '2026-11-16', EndDate: '2026-11-22', Content: '完成门诊与课题数据整理', ...FORGED },
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
    const response = await annotate(dean, String(report.Id), { Annotation: '  数据整理及时，继续保持  ', AssessLevel: '良好', Annotator_Id: staffId, AnnotationTime: '2001-01-01 00:00:00' });
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
    const response = await server.call(staff, { method: 'PUT', url: '/api/WorkReport/Put', payload: { ...current, Content: '补充：完成随访', Annotation: '', AssessLevel: '不合格' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ApiRecord>()).toMatchObject({ Content: '补充：完成随访', Annotation: '同意院长意见', AssessLevel: '优秀' });
  });
});
