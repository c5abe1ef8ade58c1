/**
 * Reports that combine modules (Parts) and derive measures, through HTTP on a hand-counted fixture: budgets
 * (FeeBudget), their uses (FeeBudgetUse, grouped by the used budget's department) and increases (FeeBudgetIncrease),
 * with 余额 and 执行率 computed from the sums. Every number below is counted from the rows written here. Runs on
 * SQLite and, through test:postgres, on PostgreSQL: the same answers from both.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDescriptor, ReportMeta, ReportResult } from '../../contract/index.js';
import type { Db } from '../../server/platform/db/types.js';
import { startServer, type TestServer } from './helpers.js';
import { writeReportFolder } from './reportFixture.js';

const DEPTS = { A: '合并甲科', B: '合并乙科', C: '合并丙科' } as const;
type Dept = keyof typeof DEPTS;
type Owner = 'admin' | 'staff';

const approved = [{ Field: 'FlowStatus', Operator: '==' as const, Value: '已通过' }];
const parts = (withFilter: boolean): ReportDescriptor['Parts'] => [
  {
    Name: 'use',
    Module: 'FeeBudgetUse',
    Where: approved,
    // A use counts for the department whose budget it spends, not the applicant's.
    Dimensions: { dept: { Field: 'Dept_Id', Via: 'FeeBudget_Id' } },
    Filters: withFilter ? { year: { Field: 'ApplyDate' }, dept: { Field: 'Dept_Id', Via: 'FeeBudget_Id' } } : undefined,
  },
  // No filters mapped: the year filter does not narrow the increases.
  { Name: 'inc', Module: 'FeeBudgetIncrease', Where: approved, Dimensions: { dept: { Field: 'Dept_Id' } } },
];
const execution = (Code: string, Permission: ReportDescriptor['Permission']): ReportDescriptor => ({
  Code,
  Title: '预算执行测试',
  Module: 'FeeBudget',
  Where: approved,
  Charts: ['bar', 'table'],
  Permission,
  Routes: [`/test/${Code}`],
  Dimensions: [{ Key: 'dept', Label: '科室', Field: 'Dept_Id' }],
  Measures: [
    { Key: 'budget', Label: '预算', Aggregate: 'sum', Field: 'BudgetAmount', Format: 'money' },
    { Key: 'budgets', Label: '预算项目数', Aggregate: 'count' },
    { Key: 'used', Label: '已使用', Aggregate: 'sum', Field: 'ApplyAmount', Part: 'use', Format: 'money' },
    { Key: 'uses', Label: '使用笔数', Aggregate: 'count', Part: 'use' },
    { Key: 'avgUse', Label: '平均每笔', Aggregate: 'avg', Field: 'ApplyAmount', Part: 'use', Format: 'money' },
    { Key: 'raised', Label: '追加', Aggregate: 'sum', Field: 'IncreaseAmount', Part: 'inc', Hidden: true },
  ],
  Parts: parts(true),
  Filters: [
    { Key: 'year', Label: '年度', Field: 'StartDate', Kind: 'yearRange' },
    { Key: 'dept', Label: '科室', Field: 'Dept_Id', Kind: 'select' },
  ],
  Derived: [
    { Key: 'balance', Label: '余额', Expression: 'total - used', Format: 'money' },
    { Key: 'rate', Label: '执行率', Expression: 'used / total * 100', Format: 'percent' },
    { Key: 'total', Label: '调整后预算', Expression: 'budget + raised', Format: 'money' },
  ],
  Sort: { By: 'budget', Desc: true },
  Summary: ['budget', 'used', 'balance', 'rate'],
});
const REPORTS: ReportDescriptor[] = [
  execution('exec', { Module: 'FeeBudget', Action: 'Report' }),
  execution('mineExec', { Module: 'FeeBudget', Action: 'List' }),
  {
    Code: 'avgBudget',
    Title: '平均预算测试',
    Module: 'FeeBudget',
    Where: approved,
    Charts: ['bar'],
    Permission: { Module: 'FeeBudget', Action: 'Report' },
    Routes: ['/test/avgBudget'],
    Dimensions: [{ Key: 'dept', Label: '科室', Field: 'Dept_Id' }],
    Measures: [
      { Key: 'budget', Label: '预算', Aggregate: 'sum', Field: 'BudgetAmount' },
      { Key: 'budgets', Label: '项目数', Aggregate: 'count' },
    ],
    Derived: [
      { Key: 'perBudget', Label: '平均预算', Expression: 'budget / budgets' },
      { Key: 'fee', Label: '费率', Expression: 'budget * 0.01234', Format: 'money' },
      { Key: 'cents', Label: '零头', Expression: 'budget * 0.00001 - budget * 0.00002', Format: 'money' },
    ],
    Sort: { By: 'perBudget', Desc: true },
  },
];

/** README's "Adding a report" two-part example, as written. */
function readmeTwoPartExample(): ReportDescriptor {
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Adding a report'));
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]) as ReportDescriptor);
  const example = blocks.find((block) => block.Parts !== undefined);
  if (!example) throw new Error('README has no two-part report example');
  return example;
}
const README_EXAMPLE = readmeTwoPartExample();

const system = (id: string, owner: string) => ({
  Id: id,
  Create_Time: '2024-01-01 08:00:00',
  Modify_Time: '2024-01-01 08:00:00',
  Create_User_Id: owner,
  Modify_User_Id: owner,
  RowVersion: 1,
});

async function insertFixture(db: Db): Promise<void> {
  const users = await db.selectFrom('User').select(['Id', 'Account']).where('Account', 'in', ['admin', 'staff']).execute();
  const userId = (account: Owner) => String(users.find((u) => u.Account === account)?.Id);
  for (const table of ['FeeBudgetUse', 'FeeBudgetIncrease', 'FeeBudgetTransfer', 'FeeBudget']) await db.deleteFrom(table).execute();
  for (const [key, name] of Object.entries(DEPTS))
    await db
      .insertInto('Dept')
      .values({ ...system(`mp-dept-${key}`, userId('admin')), Name: name })
      .execute();
  const budgets: Array<[string, Dept, string, number, string, Owner]> = [
    ['B1', 'A', '2024-01-01', 100, '已通过', 'staff'],
    ['B2', 'A', '2025-01-01', 50, '已通过', 'admin'],
    ['B3', 'B', '2024-03-01', 80, '已通过', 'admin'],
    ['B4', 'C', '2024-01-01', 0, '已通过', 'admin'], // a zero budget: its rate has no value
    ['B5', 'B', '2024-01-01', 1000, '审核中', 'admin'], // not approved: left out
  ];
  for (const [id, dept, start, amount, status, owner] of budgets) {
    await db
      .insertInto('FeeBudget')
      .values({
        ...system(`mp-${id}`, userId(owner)),
        Name: `预算${id}`,
        Code: id,
        Dept_Id: `mp-dept-${dept}`,
        StartDate: start,
        BudgetAmount: amount,
        FlowStatus: status,
      })
      .execute();
  }
  const uses: Array<[string, string | null, string, number, string, Owner]> = [
    ['U1', 'B1', '2024-05-01', 30, '已通过', 'staff'],
    ['U2', 'B1', '2025-02-01', 20, '已通过', 'admin'],
    ['U3', 'B2', '2025-03-01', 10, '已通过', 'admin'],
    ['U4', 'B3', '2024-06-01', 80, '已通过', 'admin'],
    ['U5', 'B3', '2024-06-02', 500, '审核中', 'admin'], // not approved: left out
    ['U6', 'B4', '2024-07-01', 10, '已通过', 'staff'],
    ['U7', null, '2024-09-09', 5, '已通过', 'admin'], // no budget: its department is 未填写
  ];
  for (const [id, budget, date, amount, status, owner] of uses) {
    await db
      .insertInto('FeeBudgetUse')
      .values({
        ...system(`mp-${id}`, userId(owner)),
        Title: `使用${id}`,
        FeeBudget_Id: budget ? `mp-${budget}` : null,
        Dept_Id: 'mp-dept-B',
        ApplyDate: date,
        ApplyAmount: amount,
        FlowStatus: status,
      })
      .execute();
  }
  await db
    .insertInto('FeeBudgetIncrease')
    .values({
      ...system('mp-I1', userId('admin')),
      Title: '追加I1',
      FeeBudget_Id: 'mp-B1',
      Dept_Id: 'mp-dept-A',
      ApplyDate: '2025-08-01',
      IncreaseAmount: 40,
      FlowStatus: '已通过',
    })
    .execute();
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startServer({ reportsDir: writeReportFolder([...REPORTS, README_EXAMPLE]) });
  await insertFixture(server.app.appContext.db);
  admin = await server.login('admin');
});
afterAll(async () => server?.close());

async function run(code: string, filters?: Record<string, unknown>, cookie: string = admin): Promise<ReportResult> {
  const response = await server.call(cookie, { method: 'POST', url: `/api/report/${code}`, payload: filters ? { Filters: filters } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportResult>();
}

describe('a report of several modules', () => {
  it('puts budgets, uses and increases of a department on one row; a use without a budget under 未填写', async () => {
    const result = await run('exec');
    expect(result.Rows).toEqual([
      // 150 budgeted + 40 raised, 30 + 20 + 10 used in 3 uses: 130 left, 60 / 190 = 31.58%.
      { dept: DEPTS.A, budget: 150, budgets: 2, used: 60, uses: 3, avgUse: 20, balance: 130, rate: 31.5789, total: 190 },
      { dept: DEPTS.B, budget: 80, budgets: 1, used: 80, uses: 1, avgUse: 80, balance: 0, rate: 100, total: 80 },
      // A zero budget: the rate divides by 0 and has no value.
      { dept: DEPTS.C, budget: 0, budgets: 1, used: 10, uses: 1, avgUse: 10, balance: -10, rate: null, total: 0 },
      // Only a use: no budget (sum of nothing), 0 budgets; in 余额 an absent sum counts as 0.
      { dept: '未填写', budget: null, budgets: 0, used: 5, uses: 1, avgUse: 5, balance: -5, rate: null, total: 0 },
    ]);
    // Totals derived from the totals: 155 / 270, not a sum of the rows' rates.
    expect(result.Totals).toEqual({ budget: 230, budgets: 4, used: 155, uses: 6, avgUse: 25.8333, balance: 115, rate: 57.4074, total: 270 });
  });

  it('narrows each part by its own field for a filter; a part without that filter has no rows meeting it', async () => {
    // Budgets starting in 2024, uses applied in 2024; the increases map no year, so none of them is "in 2024".
    const result = await run('exec', { year: [2024, 2024] });
    expect(result.Rows).toEqual([
      { dept: DEPTS.A, budget: 100, budgets: 1, used: 30, uses: 1, avgUse: 30, balance: 70, rate: 30, total: 100 },
      { dept: DEPTS.B, budget: 80, budgets: 1, used: 80, uses: 1, avgUse: 80, balance: 0, rate: 100, total: 80 },
      { dept: DEPTS.C, budget: 0, budgets: 1, used: 10, uses: 1, avgUse: 10, balance: -10, rate: null, total: 0 },
      { dept: '未填写', budget: null, budgets: 0, used: 5, uses: 1, avgUse: 5, balance: -5, rate: null, total: 0 },
    ]);
    expect(result.Totals).toEqual({ budget: 180, budgets: 3, used: 125, uses: 4, avgUse: 31.25, balance: 55, rate: 69.4444, total: 180 });
    // The department narrows budgets and uses (through the used budget's department).
    expect((await run('exec', { dept: 'mp-dept-B' })).Rows).toEqual([
      { dept: DEPTS.B, budget: 80, budgets: 1, used: 80, uses: 1, avgUse: 80, balance: 0, rate: 100, total: 80 },
    ]);
  });

  it("applies each module's own-records scope to its own rows (a report opened by List)", async () => {
    const staff = await server.login('staff');
    // staff filed budget B1 and uses U1 (of B1) and U6 (of C's budget B4); the increase is the administrator's.
    const result = await run('mineExec', undefined, staff);
    expect(result.Rows).toEqual([
      { dept: DEPTS.A, budget: 100, budgets: 1, used: 30, uses: 1, avgUse: 30, balance: 70, rate: 30, total: 100 },
      { dept: DEPTS.C, budget: null, budgets: 0, used: 10, uses: 1, avgUse: 10, balance: -10, rate: null, total: 0 },
    ]);
    // The statistics grant (报表) reads every record of every part.
    expect((await run('exec', undefined, await server.login('dean'))).Totals.used).toBe(155);
    const refused = await server.call(staff, { method: 'POST', url: '/api/report/exec', payload: {} });
    expect(refused.statusCode).toBe(403);
  });

  it('shows derived measures in the meta after the base ones, with their format; a hidden step is not shown', async () => {
    const meta = (await server.call(admin, { method: 'GET', url: '/api/report/exec/meta' })).json<ReportMeta>();
    expect(meta.Measures).toEqual([
      { Key: 'budget', Label: '预算', Format: 'money' },
      { Key: 'budgets', Label: '预算项目数', Format: 'int' },
      { Key: 'used', Label: '已使用', Format: 'money' },
      { Key: 'uses', Label: '使用笔数', Format: 'int' },
      { Key: 'avgUse', Label: '平均每笔', Format: 'money' },
      { Key: 'balance', Label: '余额', Format: 'money' },
      { Key: 'rate', Label: '执行率', Format: 'percent' },
      { Key: 'total', Label: '调整后预算', Format: 'money' },
    ]);
    expect(meta.Summary).toEqual(['budget', 'used', 'balance', 'rate']);
  });

  it('derives a measure in a one-module report and sorts by it; amounts to the cent, never -0.00', async () => {
    const result = await run('avgBudget');
    // 费率 150 × 0.01234 = 1.851, 80 × 0.01234 = 0.9872; 零头 -0.0015 and -0.0008 read as 0.00, not -0.00.
    expect(result.Rows).toEqual([
      { dept: DEPTS.B, budget: 80, budgets: 1, perBudget: 80, fee: 0.99, cents: 0 },
      { dept: DEPTS.A, budget: 150, budgets: 2, perBudget: 75, fee: 1.85, cents: 0 },
      { dept: DEPTS.C, budget: 0, budgets: 1, perBudget: 0, fee: 0, cents: 0 },
    ]);
    expect(result.Totals).toEqual({ budget: 230, budgets: 4, perBudget: 57.5, fee: 2.84, cents: 0 });
  });

  it("takes README's two-part example as written: budgets against uses, balance and rate from the sums", async () => {
    const dean = await server.login('dean');
    const result = await run(README_EXAMPLE.Code, undefined, dean);
    const unordered = (rows: ReportResult['Rows']) => rows.map((r) => JSON.stringify(r)).sort();
    expect(unordered(result.Rows)).toEqual(
      unordered([
        { Dept: DEPTS.A, Budget: 150, Used: 60, Balance: 90, Rate: 40 },
        { Dept: DEPTS.B, Budget: 80, Used: 80, Balance: 0, Rate: 100 },
        { Dept: DEPTS.C, Budget: 0, Used: 10, Balance: -10, Rate: null },
        { Dept: '未填写', Budget: null, Used: 5, Balance: -5, Rate: null },
      ]),
    );
    expect(result.Totals).toEqual({ Budget: 230, Used: 155, Balance: 75, Rate: 67.3913 });
    expect((await run(README_EXAMPLE.Code, { Years: [2024, 2024] }, dean)).Totals).toEqual({ Budget: 180, Used: 125, Balance: 55, Rate: 69.4444 });
  });
});
