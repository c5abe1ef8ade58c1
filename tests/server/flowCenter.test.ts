/**
 * The approval centre's lists through HTTP (POST /api/FlowState/Center/{tab}): 待我审批 from the seeded and new
 * submissions, 我已审批 with the decision and opinion, 我发起的; paging, module, keyword and day filters; every list
 * holds only the caller's rows; bad bodies answer 400 in Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowCenterQuery, FlowCenterRow, PageResult } from '../../contract/index.js';
import { flowCalls } from './flowHelpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let calls: ReturnType<typeof flowCalls>;
let admin: string, staff: string, reviewer: string;

const center = (cookie: string | null, tab: string, body: FlowCenterQuery | Record<string, unknown> = {}) =>
  server.call(cookie, { method: 'POST', url: `/api/FlowState/Center/${tab}`, payload: body as Record<string, unknown> });

async function page(cookie: string, tab: string, body: FlowCenterQuery = {}): Promise<PageResult<FlowCenterRow>> {
  const response = await center(cookie, tab, body);
  if (response.statusCode !== 200) throw new Error(`center ${tab}: ${response.statusCode} ${response.body}`);
  return response.json<PageResult<FlowCenterRow>>();
}

// A keyword no seeded record holds: the rows this file creates, and only those.
const MARK = '审批中心测试';
let first: string, second: string;

beforeAll(async () => {
  server = await startServer();
  calls = flowCalls(server);
  [admin, staff, reviewer] = await Promise.all([server.login('admin'), server.login('staff'), server.login('reviewer')]);
  first = String((await calls.newThesis(staff, `${MARK}甲:糖尿病足溃疡愈合因素`)).Id);
  second = String((await calls.newThesis(staff, `${MARK}乙:高血压社区管理效果`)).Id);
  for (const id of [first, second]) expect((await calls.submit(staff, 'Thesis', id)).statusCode).toBe(200);
});
afterAll(() => server.close());

describe('待我审批 (pending)', () => {
  it('lists every open item of the caller, seeded ones included, with Chinese module names and applicants', async () => {
    const open = (await calls.messages(reviewer)).filter((m) => !m.IsComplete);
    const all = await page(reviewer, 'pending', { PageSize: 1000 });
    expect(all.Total).toBe(open.length);
    expect(all.Total).toBeGreaterThan(2);
    expect(new Set(all.Data.map((r) => r.Id))).toEqual(new Set(open.map((m) => m.Id)));
    for (const row of all.Data) {
      expect(row).toMatchObject({ FlowStatus: '审核中', Decision: null, Opinion: null });
      expect(row.ModuleDescription).toMatch(/[\u4e00-\u9fa5]/);
      expect(row.StepName).not.toBe('');
      expect(row.Applicant.UserNameCn).not.toBe('');
      // A summary never shows an id: a reference shows what it refers to (论文推荐 → the thesis' title).
      expect(row.Summary).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
    const recommend = all.Data.filter((r) => r.ModuleName === 'Recommend');
    expect(recommend.length).toBeGreaterThan(0);
    expect(recommend.every((r) => r.Summary.startsWith('论文推荐:') && r.Summary.length > '论文推荐:'.length + 2)).toBe(true);
    const mine = all.Data.find((r) => r.Business_Id === first);
    expect(mine).toMatchObject({
      ModuleName: 'Thesis',
      ModuleDescription: '论文',
      Summary: `论文:${MARK}甲:糖尿病足溃疡愈合因素`,
      StepName: '科研处初审',
      Applicant: { UserNameCn: '陈思远' },
    });
    expect(mine?.Time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages in SQL, newest first, without repeating a row', async () => {
    const all = await page(reviewer, 'pending', { PageSize: 1000 });
    const pages = await Promise.all([1, 2, 3].map((i) => page(reviewer, 'pending', { PageIndex: i, PageSize: 2 })));
    expect(pages.map((p) => p.Total)).toEqual([all.Total, all.Total, all.Total]);
    expect(pages.flatMap((p) => p.Data.map((r) => r.Id))).toEqual(all.Data.slice(0, 6).map((r) => r.Id));
    const times = all.Data.map((r) => r.Time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by module (any case), keyword and day range', async () => {
    const thesis = await page(reviewer, 'pending', { ModuleName: 'thesis', PageSize: 1000 });
    expect(thesis.Data.every((r) => r.ModuleName === 'Thesis')).toBe(true);
    const keyword = await page(reviewer, 'pending', { KeyWord: MARK });
    expect(keyword.Data.map((r) => r.Business_Id).sort()).toEqual([first, second].sort());
    const day = keyword.Data[0].Time.slice(0, 10);
    expect((await page(reviewer, 'pending', { KeyWord: MARK, DateFrom: day, DateTo: day })).Total).toBe(2);
    expect((await page(reviewer, 'pending', { KeyWord: MARK, DateFrom: '2999-01-01' })).Total).toBe(0);
    expect((await page(reviewer, 'pending', { KeyWord: MARK, DateTo: '2000-01-01' })).Total).toBe(0);
    // LIKE wildcards in a keyword are searched for literally.
    expect((await page(reviewer, 'pending', { KeyWord: '%' })).Total).toBe(0);
  });
});

describe('我已审批 (decided) and 我发起的 (started)', () => {
  it('shows my decisions with my opinion and where each instance stands now; each user sees only their own', async () => {
    const items = (await page(reviewer, 'pending', { KeyWord: MARK })).Data;
    const itemOf = (id: string) => items.find((r) => r.Business_Id === id)?.Id ?? '';
    expect((await calls.decide(reviewer, { FlowDynamic_Id: itemOf(first), Decision: 'Returned', Opinion: '请补充随访数据' })).statusCode).toBe(200);
    expect((await calls.decide(reviewer, { FlowDynamic_Id: itemOf(second), Decision: 'Approved', Opinion: '同意' })).statusCode).toBe(200);

    expect((await page(reviewer, 'pending', { KeyWord: MARK })).Total).toBe(0);
    const decided = await page(reviewer, 'decided', { KeyWord: MARK });
    expect(decided.Total).toBe(2);
    const byRecord = new Map(decided.Data.map((r) => [r.Business_Id, r]));
    expect(byRecord.get(first)).toMatchObject({
      Decision: 'Returned',
      Opinion: '请补充随访数据',
      FlowStatus: '已退回',
      StepName: '申请人修改',
      ModuleDescription: '论文',
    });
    expect(byRecord.get(second)).toMatchObject({ Decision: 'Approved', Opinion: '同意', FlowStatus: '审核中', StepName: '科研处长审批' });
    expect((await page(reviewer, 'decided', { ModuleName: 'Thesis' })).Data.every((r) => r.ModuleName === 'Thesis')).toBe(true);

    const started = await page(staff, 'started', { KeyWord: MARK });
    expect(started.Total).toBe(2);
    expect(started.Data.every((r) => r.Applicant.UserNameCn === '陈思远' && r.Decision === null)).toBe(true);
    expect(new Map(started.Data.map((r) => [r.Business_Id, r.FlowStatus]))).toEqual(
      new Map([
        [first, '已退回'],
        [second, '审核中'],
      ]),
    );
    expect(started.Data[0].Summary).toMatch(/^论文:审批中心测试/);

    // Isolation: the same filters for other users find none of these rows.
    expect((await page(reviewer, 'started', { KeyWord: MARK })).Total).toBe(0);
    expect((await page(staff, 'decided', { KeyWord: MARK })).Total).toBe(0);
    expect((await page(staff, 'pending', { KeyWord: MARK })).Total).toBe(0);
    expect((await page(admin, 'decided', { KeyWord: MARK })).Total).toBe(0);
    const adminPending = await page(admin, 'pending', { KeyWord: MARK });
    expect(adminPending.Data.map((r) => r.Business_Id)).toEqual([second]);
    const staffStarted = await page(staff, 'started', { PageSize: 1000 });
    expect(staffStarted.Data.every((r) => r.Applicant.UserNameCn === '陈思远')).toBe(true);
  });
});

describe('我发起的 across modules', () => {
  it('pages through the records of every module newest first, each page a slice of the whole list', async () => {
    const whole = await page(staff, 'started', { PageSize: 1000 });
    // The seeded staff account holds records of many approval modules: the pages merge them.
    expect(new Set(whole.Data.map((r) => r.ModuleName)).size).toBeGreaterThan(5);
    expect(whole.Total).toBe(whole.Data.length);
    const times = whole.Data.map((r) => r.Time);
    expect(times).toEqual([...times].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const size = 7;
    const paged: string[] = [];
    for (let index = 1; (index - 1) * size < whole.Total; index += 1) {
      const one = await page(staff, 'started', { PageIndex: index, PageSize: size });
      expect(one.Total).toBe(whole.Total);
      paged.push(...one.Data.map((r) => `${r.ModuleName}/${r.Business_Id}`));
    }
    expect(paged).toEqual(whole.Data.map((r) => `${r.ModuleName}/${r.Business_Id}`));
    // What the pages keep between calls follows the records: a new one comes first, its submission moves its state.
    const added = String((await calls.newThesis(staff, '我发起的分页:新建后即在首位')).Id);
    const after = await page(staff, 'started', { PageSize: 5 });
    expect(after.Total).toBe(whole.Total + 1);
    expect(after.Data[0]).toMatchObject({ Business_Id: added, FlowStatus: '未提交' });
    expect((await page(staff, 'started', { PageSize: 5, FlowStatus: '未提交' })).Data[0]?.Business_Id).toBe(added);
    expect((await calls.submit(staff, 'Thesis', added)).statusCode).toBe(200);
    expect((await page(staff, 'started', { PageSize: 5 })).Data[0]).toMatchObject({ Business_Id: added, FlowStatus: '审核中' });
    expect((await page(staff, 'started', { PageSize: 5, FlowStatus: '审核中' })).Data[0]?.Business_Id).toBe(added);
    expect((await page(staff, 'started', { PageSize: 1000, FlowStatus: '未提交' })).Data.some((r) => r.Business_Id === added)).toBe(false);
  });
});

describe('approval modules', () => {
  it('lists the modules that go through approval by their Chinese names, to logged-in callers', async () => {
    expect((await server.call(null, { method: 'GET', url: '/api/FlowState/Modules' })).statusCode).toBe(401);
    const modules = (await server.call(staff, { method: 'GET', url: '/api/FlowState/Modules' })).json<Array<{ Name: string; Description: string }>>();
    expect(modules.length).toBeGreaterThan(50);
    expect(modules).toContainEqual({ Name: 'Thesis', Description: '论文' });
    expect(modules.some((m) => m.Name === 'Dept')).toBe(false);
    expect(modules.every((m) => /[\u4e00-\u9fa5]/.test(m.Description))).toBe(true);
  });
});

describe('bad requests', () => {
  it('answers 401 without a session and 400 in Chinese for what it cannot read', async () => {
    expect((await center(null, 'pending')).statusCode).toBe(401);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['mine', {}, '审批中心没有这个列表'],
      ['pending', { ModuleName: 'NoSuchModule' }, '业务模块不存在或不走审批'],
      ['pending', { ModuleName: 'Dept' }, '业务模块不存在或不走审批'],
      ['pending', { ModuleName: { $ne: '' } }, '业务模块不存在或不走审批'],
      ['pending', { DateFrom: '2026-02-30' }, '日期无效(格式 YYYY-MM-DD)'],
      ['decided', { DateTo: "2026-01-01' or 1=1 --" }, '日期无效(格式 YYYY-MM-DD)'],
      ['started', { DateFrom: '2026-03-02', DateTo: '2026-03-01' }, '开始日期不能晚于结束日期'],
      ['pending', { PageIndex: 1e12 }, '页码超出范围(最大 1000000)'],
      ['pending', { KeyWord: 'x'.repeat(1001) }, '查询值过长(最多 1000 个字符)'],
      ['pending', { KeyWord: ['a'] }, '关键字无效'],
    ];
    for (const [tab, body, message] of cases) {
      const response = await center(reviewer, tab, body);
      expect([tab, body, response.statusCode]).toEqual([tab, body, 400]);
      expect(response.json()).toEqual({ Message: message });
    }
  });

  it('cuts an oversized page to MAX_PAGE_SIZE, as the list call does', async () => {
    const response = await page(reviewer, 'pending', { PageSize: 1_000_000 });
    expect(response.Data.length).toBe(response.Total);
  });
});
