/**
 * A small, hand-counted set of rows for the report tests: three departments, five marked people (ages relative to
 * today), seven projects (one not approved), and the descriptors of a test report folder. Rows are written straight
 * into the database so the owner and the dates are exactly as the counts below assume.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReportDescriptor } from '../../contract/index.js';
import type { Db } from '../../server/platform/db/types.js';

export const MARK = '报表测试';
export const DEPTS = { A: '报表甲科', B: '报表乙科', C: '报表丙科' } as const;
export const PEOPLE = { P1: '报表张一', P2: '报表李二', P3: '报表王三', P4: '报表赵四', P5: '报表钱五' } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Born `years` whole years ago, shifted by `days` (positive: later, so younger on the boundary). */
function born(years: number, days = 0): string {
  const now = new Date();
  return day(new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days));
}

const system = (id: string, owner: string) => ({
  Id: id,
  Create_Time: '2024-01-01 08:00:00',
  Modify_Time: '2024-01-01 08:00:00',
  Create_User_Id: owner,
  Modify_User_Id: owner,
  RowVersion: 1,
});

export async function insertFixture(db: Db): Promise<{ adminId: string; staffId: string }> {
  const users = await db.selectFrom('User').select(['Id', 'Account']).where('Account', 'in', ['admin', 'staff']).execute();
  const adminId = String(users.find((u) => u.Account === 'admin')?.Id);
  const staffId = String(users.find((u) => u.Account === 'staff')?.Id);
  // Demo projects would blur the counts: the report tests own the Problem table.
  await db.deleteFrom('Problem').execute();
  for (const [key, name] of Object.entries(DEPTS)) {
    await db
      .insertInto('Dept')
      .values({ ...system(`rpt-dept-${key}`, adminId), Name: name, Category: key === 'C' ? '医技科室' : '临床科室' })
      .execute();
  }
  const people: Array<[keyof typeof PEOPLE, string | null, string, keyof typeof DEPTS]> = [
    ['P1', born(30, -10), '主任医师', 'A'],
    ['P2', born(35), '副主任医师', 'A'], // 35 today: the first day of 35至49岁
    ['P3', born(60), '主任医师', 'B'],
    ['P4', null, '住院医师', 'B'],
    ['P5', born(35, 1), '住院医师', 'C'], // 35 tomorrow: still 34
  ];
  for (const [key, birth, title, dept] of people) {
    await db
      .insertInto('Person')
      .values({
        ...system(`rpt-person-${key}`, adminId),
        Name: PEOPLE[key],
        BirthDate: birth,
        ProfessionalTitle: title,
        Dept_Id: `rpt-dept-${dept}`,
        Remark: MARK,
      })
      .execute();
  }
  const problems: Array<[string, string, keyof typeof DEPTS, keyof typeof PEOPLE, string, string, number | null, 'admin' | 'staff']> = [
    ['肺癌靶向研究', '已通过', 'A', 'P1', '国家级', '2022-03-15', 100, 'admin'],
    ['心衰干预', '已通过', 'A', 'P2', '省部级', '2022-08-01', 20, 'staff'],
    ['肺功能评价', '已通过', 'A', 'P3', '院级', '2023-01-10', 5, 'staff'],
    ['胃癌筛查', '已通过', 'B', 'P1', '国家级', '2023-05-20', 80, 'admin'],
    ['肠道菌群', '已通过', 'B', 'P2', '院级', '2024-11-30', null, 'admin'],
    ['肺结节随访', '已通过', 'C', 'P3', '省部级', '2024-02-02', 30.5, 'staff'],
    ['未审课题', '审核中', 'C', 'P1', '国家级', '2024-06-06', 500, 'admin'],
  ];
  let n = 0;
  for (const [name, status, dept, leader, level, start, funding, owner] of problems) {
    n += 1;
    await db
      .insertInto('Problem')
      .values({
        ...system(`rpt-problem-${n}`, owner === 'admin' ? adminId : staffId),
        Name: name,
        Code: `RPT-${n}`,
        FlowStatus: status,
        Dept_Id: `rpt-dept-${dept}`,
        Leader_Id: `rpt-person-${leader}`,
        Level: level,
        StartDate: start,
        ApprovedFunding: funding,
      })
      .execute();
  }
  return { adminId, staffId };
}

/** 2001 projects of distinct names (code BULK), for the cut at REPORT_LIMITS.maxRows groups. */
export async function insertBulk(db: Db, adminId: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += 200) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + 200); i += 1) {
      rows.push({ ...system(`rpt-bulk-${i}`, adminId), Name: `批量课题${String(i).padStart(5, '0')}`, Code: 'BULK', FlowStatus: '未提交' });
    }
    await db.insertInto('Problem').values(rows).execute();
  }
}

const approved = [{ Field: 'FlowStatus', Operator: '==' as const, Value: '已通过' }];
const report = (Code: string, rest: Partial<ReportDescriptor>): ReportDescriptor => ({
  Code,
  Title: `测试报表${Code}`,
  Module: 'Problem',
  Where: approved,
  Charts: ['bar', 'table'],
  Permission: { Module: 'Problem', Action: 'Report' },
  Routes: [`/report/${Code}`],
  Dimensions: [],
  Measures: [{ Key: 'Count', Label: '课题数', Aggregate: 'count' }],
  ...rest,
});

export const TEST_REPORTS: ReportDescriptor[] = [
  report('byDept', { Dimensions: [{ Key: 'Dept', Label: '科室', Field: 'Dept_Id' }], Sort: { By: 'Count', Desc: true } }),
  report('byYear', {
    Dimensions: [{ Key: 'Year', Label: '年度', Field: 'StartDate', Bucket: { Kind: 'Year' } }],
    Measures: [
      { Key: 'Count', Label: '课题数', Aggregate: 'count' },
      { Key: 'Funding', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding', Format: 'money' },
      { Key: 'Avg', Label: '平均经费', Aggregate: 'avg', Field: 'ApprovedFunding' },
    ],
    Filters: [
      { Key: 'Year', Label: '年度', Field: 'StartDate', Kind: 'yearRange' },
      { Key: 'Start', Label: '开始日期', Field: 'StartDate', Kind: 'dateRange' },
      { Key: 'Dept', Label: '科室', Field: 'Dept_Id', Kind: 'select' },
      { Key: 'Level', Label: '级别', Field: 'Level', Kind: 'multiSelect' },
      { Key: 'Name', Label: '名称', Field: 'Name', Kind: 'keyword' },
      { Key: 'DeptCategory', Label: '科室类别', Field: 'Category', Via: 'Dept_Id', Kind: 'select' },
    ],
  }),
  report('fundBands', {
    Dimensions: [
      {
        Key: 'Band',
        Label: '经费段',
        Field: 'ApprovedFunding',
        Bucket: {
          Kind: 'NumberBands',
          Bands: [
            { Label: '10万以下', Max: 10 },
            { Label: '10至50万', Min: 10, Max: 50 },
            { Label: '90万及以上', Min: 90 },
          ],
        },
      },
    ],
  }),
  report('ages', {
    Module: 'Person',
    Where: [{ Field: 'Remark', Operator: '==', Value: MARK }],
    Permission: { Module: 'Person', Action: 'List' },
    Dimensions: [
      {
        Key: 'Age',
        Label: '年龄段',
        Field: 'BirthDate',
        Bucket: {
          Kind: 'AgeBands',
          Bands: [
            { Label: '35岁以下', Max: 35 },
            { Label: '35至49岁', Min: 35, Max: 50 },
            { Label: '50岁及以上', Min: 50 },
          ],
        },
      },
    ],
    Measures: [{ Key: 'People', Label: '人数', Aggregate: 'count' }],
  }),
  report('stacked', {
    Charts: ['stackedBar'],
    Dimensions: [
      { Key: 'Dept', Label: '科室', Field: 'Dept_Id' },
      { Key: 'Level', Label: '级别', Field: 'Level' },
    ],
  }),
  report('byTitle', {
    Dimensions: [{ Key: 'Title', Label: '负责人职称', Field: 'ProfessionalTitle', Via: 'Leader_Id' }],
    Measures: [
      { Key: 'Count', Label: '课题数', Aggregate: 'count' },
      { Key: 'Funding', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' },
      { Key: 'Leaders', Label: '负责人数', Aggregate: 'countDistinct', Field: 'Leader_Id' },
    ],
    Sort: { By: 'Count', Desc: true },
  }),
  report('ranking', {
    Charts: ['ranking'],
    Dimensions: [{ Key: 'Leader', Label: '负责人', Field: 'Leader_Id' }],
    Measures: [{ Key: 'Funding', Label: '经费', Aggregate: 'sum', Field: 'ApprovedFunding' }],
    Sort: { By: 'Funding', Desc: true },
    Limit: 2,
  }),
  report('statusIn', {
    Where: [
      { Field: 'Level', Operator: 'in', Value: ['国家级', '省部级'] },
      { Field: 'ApprovedFunding', Operator: '>=', Value: 30 },
    ],
    Dimensions: [{ Key: 'Status', Label: '审核状态', Field: 'FlowStatus' }],
  }),
  report('bulk', {
    Where: [{ Field: 'Code', Operator: '==', Value: 'BULK' }],
    Dimensions: [{ Key: 'Name', Label: '名称', Field: 'Name' }],
  }),
  report('leaderDept', { Dimensions: [{ Key: 'Dept', Label: '负责人科室', Field: 'Dept_Id', Via: 'Leader_Id' }], Sort: { By: 'Count', Desc: true } }),
  report('calendar', {
    Dimensions: [
      { Key: 'Quarter', Label: '季度', Field: 'StartDate', Bucket: { Kind: 'Quarter' } },
      { Key: 'Month', Label: '月份', Field: 'StartDate', Bucket: { Kind: 'Month' } },
    ],
  }),
  report('mine', {
    Permission: { Module: 'Problem', Action: 'List' },
    Dimensions: [{ Key: 'Dept', Label: '科室', Field: 'Dept_Id' }],
    Sort: { By: 'Count', Desc: true },
  }),
  report('anonDept', {
    Permission: 'Anonymous',
    Routes: ['/AnonDept'],
    Dimensions: [{ Key: 'Dept', Label: '科室', Field: 'Dept_Id' }],
    Sort: { By: 'Count', Desc: true },
  }),
];

/** A folder holding the test reports, one file each (plus `extra` files, e.g. a bad one). */
export function writeReportFolder(reports: readonly unknown[], extra: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-'));
  for (const r of reports) fs.writeFileSync(path.join(dir, `${(r as ReportDescriptor).Code}.json`), JSON.stringify(r, null, 2));
  for (const [name, content] of Object.entries(extra)) fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}
