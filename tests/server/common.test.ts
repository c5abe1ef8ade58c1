import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, Tenant } from '../../contract/index';
import { startServer, type TestServer } from './helpers';
import { multipartFile, TINY_PNG } from './commonMultipart';

let server: TestServer;
let admin: string;
let staff: string;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  staff = await server.login('staff');
});
afterAll(async () => server.close());

describe('POST /api/common/UpdateSingImg', () => {
  it('refuses anonymous callers', async () => {
    const res = await server.call(null, { method: 'POST', url: '/api/common/UpdateSingImg', ...multipartFile('a.png', TINY_PNG, 'image/png') });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const res = await server.call(staff, {
      method: 'POST',
      url: '/api/common/UpdateSingImg',
      ...multipartFile('fake.png', Buffer.from('<html>hi</html>'), 'image/png'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('请上传 PNG、JPG、GIF 或 WebP 格式的图片');
  });

  it("stores the image as a resource and makes it the user's avatar", async () => {
    const res = await server.call(staff, { method: 'POST', url: '/api/common/UpdateSingImg', ...multipartFile('我的头像.png', TINY_PNG, 'image/png') });
    expect(res.statusCode).toBe(200);
    const { Id } = res.json<{ Id: string }>();
    const me = (await server.call(staff, { method: 'GET', url: '/api/account/GetCurrent' })).json<CurrentUser>();
    expect(me.HandIconId).toBe(Id);
    const image = await server.call(staff, { method: 'GET', url: `/api/resource/get/${Id}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
  });
});

describe('/api/handleFeedback', () => {
  it('asks an anonymous visitor to log in first', async () => {
    const res = await server.call(null, { method: 'GET', url: '/api/handleFeedback?url=http%3A%2F%2Fx%2F' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('请先登录系统后再提交反馈');
  });

  it('answers the form with the page address escaped', async () => {
    const url = encodeURIComponent('http://host/a"><script>alert(1)</script>');
    const res = await server.call(staff, { method: 'GET', url: `/api/handleFeedback?url=${url}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post" action="/api/handleFeedback">');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('refuses too short a description with the reason, then stores a good one and thanks the user', async () => {
    const short = await server.call(staff, {
      method: 'POST',
      url: '/api/handleFeedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Content=abc&PageUrl=http%3A%2F%2Fh%2Fthesis%2Flist',
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('问题描述长度要求在[5,2000]之间');
    const ok = await server.call(staff, {
      method: 'POST',
      url: '/api/handleFeedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `Content=${encodeURIComponent('论文列表导出时没有合计行')}&Contact=13800000000&PageUrl=${encodeURIComponent('http://h/thesis/list')}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('感谢您的反馈');
    const rows = await server.list(admin, 'Feedback', { PageIndex: 1, PageSize: 10 });
    expect(rows.Data.map((r) => r.Content)).toContain('论文列表导出时没有合计行');
  });
});

describe('tenant centre', () => {
  it("counts the institute's rows for a logged-in user", async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/Tenant/Statistics' })).statusCode).toBe(401);
    const stats = (await server.call(staff, { method: 'GET', url: '/api/Tenant/Statistics' })).json<Record<string, number>>();
    const theses = await server.list(admin, 'Thesis', { PageIndex: 1, PageSize: 1 });
    expect(stats.Theses).toBe(theses.Total);
    expect(stats.Depts).toBeGreaterThan(0);
    expect(stats.People).toBeGreaterThan(0);
  });

  it('lets only an administrator change the tenant, with validation', async () => {
    const forbidden = await server.call(staff, { method: 'POST', url: '/api/Tenant/Update', payload: { FullName: '新名称研究所', EnCode: 'NEW' } });
    expect(forbidden.statusCode).toBe(403);
    const bad = await server.call(admin, { method: 'POST', url: '/api/Tenant/Update', payload: { FullName: '新名称研究所', EnCode: '中文编码' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBe('单位编码只能包含字母、数字、下划线和短横线,长度2-30');
    const missingIcon = await server.call(admin, {
      method: 'POST',
      url: '/api/Tenant/Update',
      payload: { FullName: '新名称研究所', EnCode: 'NEW', HandIcon_Id: 'nope' },
    });
    expect(missingIcon.json().Message).toBe('单位图标文件不存在');
    const ok = await server.call(admin, { method: 'POST', url: '/api/Tenant/Update', payload: { FullName: '滨江医学研究所', EnCode: 'BJ_2026' } });
    expect(ok.statusCode).toBe(200);
    const tenant = (await server.call(null, { method: 'GET', url: '/api/Tenant/GetCurrent' })).json<Tenant>();
    expect(tenant).toMatchObject({ FullName: '滨江医学研究所', EnCode: 'BJ_2026' });
  });
});

describe('GET /api/Essay/Public/{code}', () => {
  it('answers the 17 seeded essays to anyone, in order of their titles', async () => {
    const titles: string[] = [];
    for (let i = 0; i < 17; i++) {
      const res = await server.call(null, { method: 'GET', url: `/api/Essay/Public/Essay_${String.fromCharCode(65 + i)}` });
      expect(res.statusCode).toBe(200);
      titles.push(res.json().Title);
      expect(res.json().Content).toMatch(/^<p>/);
    }
    expect(titles[0]).toBe('中心介绍');
    expect(titles[16]).toBe('大型仪器共享');
  });

  it('refuses unknown codes and hides unpublished essays', async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/Essay/Public/Essay_Z' })).statusCode).toBe(400);
    await server.app.appContext.db.updateTable('Essay').set({ Published: 0 }).where('Code', '=', 'Essay_C').execute();
    const res = await server.call(null, { method: 'GET', url: '/api/Essay/Public/Essay_C' });
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('文章尚未发布');
  });
});

describe('GET /api/CollectionReport/{deptId}', () => {
  it("answers a department's approved output to anyone, public fields only", async () => {
    const db = server.app.appContext.db;
    const thesis = await db.selectFrom('Thesis').select(['Dept_Id', 'Title']).where('FlowStatus', '=', '已通过').executeTakeFirstOrThrow();
    const res = await server.call(null, { method: 'GET', url: `/api/CollectionReport/${thesis.Dept_Id}` });
    expect(res.statusCode).toBe(200);
    const report = res.json<{ DeptName: string; Theses: Array<Record<string, unknown>> }>();
    expect(report.Theses.map((t) => t.Title)).toContain(thesis.Title);
    expect(Object.keys(report.Theses[0]).sort()).toEqual(['IncludedType', 'PublishDate', 'Title']);
    const approvedCount = async () =>
      Number(
        (
          await db
            .selectFrom('Thesis')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('Dept_Id', '=', String(thesis.Dept_Id))
            .where('FlowStatus', '=', '已通过')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(report.Theses.length).toBe(await approvedCount());
    // A paper taken back into review leaves the public report.
    await db.updateTable('Thesis').set({ FlowStatus: '审核中' }).where('Dept_Id', '=', String(thesis.Dept_Id)).where('FlowStatus', '=', '已通过').execute();
    const after = (await server.call(null, { method: 'GET', url: `/api/CollectionReport/${thesis.Dept_Id}` })).json<{ Theses: unknown[] }>();
    expect(after.Theses).toHaveLength(0);
  });

  it('answers 404 for an unknown department and 400 for a malformed id', async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/CollectionReport/00000000-0000-0000-0000-000000000000' })).json().Message).toBe('科室不存在');
    expect((await server.call(null, { method: 'GET', url: '/api/CollectionReport/a%27%20or%201' })).statusCode).toBe(400);
  });
});

describe('login log', () => {
  it('records every attempt; a user lists only their own, an administrator all', async () => {
    const failed = await server.call(null, {
      method: 'POST',
      url: '/api/account/Login',
      payload: { Account: 'staff', Password: server.encrypt('wrong-password') },
      headers: { 'user-agent': 'vitest-agent' },
    });
    expect(failed.statusCode).toBe(400);
    await server.call(null, { method: 'POST', url: '/api/account/Login', payload: { Account: 'nobody', Password: server.encrypt('x') } });
    const mine = await server.list(staff, 'LoginLog', { PageIndex: 1, PageSize: 100 });
    expect(mine.Data.length).toBeGreaterThan(0);
    expect(new Set(mine.Data.map((r) => r.Account))).toEqual(new Set(['staff']));
    const failure = mine.Data.find((r) => r.Result === '失败');
    expect(failure).toMatchObject({ Reason: '账号或密码错误', UserAgent: 'vitest-agent' });
    expect(mine.Data.some((r) => r.Result === '成功')).toBe(true);
    const all = await server.list(admin, 'LoginLog', { PageIndex: 1, PageSize: 100 });
    const accounts = new Set(all.Data.map((r) => r.Account));
    expect(accounts.has('admin') && accounts.has('staff') && accounts.has('nobody')).toBe(true);
  });
});

describe('GET /api/common/MyProfile', () => {
  it("answers the user's own profile with person and department", async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/common/MyProfile' })).statusCode).toBe(401);
    const profile = (await server.call(staff, { method: 'GET', url: '/api/common/MyProfile' })).json();
    expect(profile.Account).toBe('staff');
    expect(profile.DeptName).toBeTruthy();
  });
});
