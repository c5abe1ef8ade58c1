/**
 * A small, hand-counted set of scored records for the score tests (tests/server/score.test.ts works out every point
 * from it): two departments, four marked people plus the staff account's own person, theses, a patent, a project with
 * members, and three-project programmes with KPI scores. Rows are written straight into the database so dates,
 * statuses and people are exactly as the sums assume; the score tests own these tables (demo rows are removed first).
 */
import { sql } from 'kysely';
import type { Db } from '../../server/platform/db/types.js';

/** Waits until every score scheme's facts are built (in the background after a start or a rule edit), 60 s at most. */
export async function untilFactsBuilt(db: Db): Promise<void> {
  const until = Date.now() + 60_000;
  while ((await sql<{ Built: number }>`select "Built" from "ScoreFactState"`.execute(db)).rows.some((row) => Number(row.Built) !== 1)) {
    if (Date.now() > until) throw new Error('score facts not built within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const DEPTS = { A: '积分甲科', B: '积分乙科' } as const;
export const PEOPLE = { P1: '积分张一', P2: '积分李二', P3: '积分王三', P4: '积分赵四' } as const;
export const personId = (key: keyof typeof PEOPLE): string => `sc-person-${key}`;
export const deptId = (key: keyof typeof DEPTS): string => `sc-dept-${key}`;

/** Every module a score scheme or the tree reads: emptied so only the fixture counts. */
const SCORED_TABLES = [
  'Thesis',
  'Patent',
  'Problem',
  'ProblemMember',
  'Results',
  'Writings',
  'Position',
  'Platform',
  'Activities',
  'ThesisSubmitFiling',
  'ThreeEngineers',
  'ThreeEngineersMember',
  'ThreeEngineersKPI',
];

const system = (id: string, owner: string) => ({
  Id: id,
  Create_Time: '2024-01-01 08:00:00',
  Modify_Time: '2024-01-01 08:00:00',
  Create_User_Id: owner,
  Modify_User_Id: owner,
  RowVersion: 1,
});

export interface ScoreFixture {
  adminId: string;
  /** The person the staff account is linked to (User.Person_Id). */
  staffPersonId: string;
  staffPersonName: string;
}

export async function insertScoreFixture(db: Db): Promise<ScoreFixture> {
  const users = await db.selectFrom('User').select(['Id', 'Account', 'Person_Id']).where('Account', 'in', ['admin', 'staff']).execute();
  const adminId = String(users.find((u) => u.Account === 'admin')?.Id);
  const staffPersonId = String(users.find((u) => u.Account === 'staff')?.Person_Id);
  const staffPerson = await db.selectFrom('Person').select('Name').where('Id', '=', staffPersonId).executeTakeFirstOrThrow();
  for (const table of SCORED_TABLES) await db.deleteFrom(table).execute();
  const insert = (table: string, id: string, values: Record<string, string | number | null>) =>
    db
      .insertInto(table)
      .values({ ...system(id, adminId), ...values })
      .execute();

  for (const [key, name] of Object.entries(DEPTS)) await insert('Dept', deptId(key as keyof typeof DEPTS), { Name: name, Category: '临床科室' });
  const people: Array<[keyof typeof PEOPLE, keyof typeof DEPTS]> = [
    ['P1', 'A'],
    ['P2', 'A'],
    ['P3', 'B'],
    ['P4', 'B'],
  ];
  for (const [key, dept] of people) await insert('Person', personId(key), { Name: PEOPLE[key], Dept_Id: deptId(dept), Remark: '积分测试' });

  const theses: Array<[string, string, string, keyof typeof DEPTS, string | null, string, string | null, string]> = [
    ['T1', '肺癌靶向治疗研究', '2024-03-01', 'A', '中科院一区', personId('P1'), personId('P1'), '已通过'],
    ['T2', '心衰新标志物', '2024-06-01', 'A', '中科院二区', personId('P2'), personId('P1'), '已通过'],
    ['T3', '胃癌早期筛查', '2025-01-15', 'B', 'JCR Q1', personId('P3'), null, '已通过'],
    ['T4', '未审论文', '2024-07-01', 'B', '中科院一区', personId('P4'), null, '审核中'],
    ['T5', '无分区论文', '2025-02-01', 'B', null, personId('P4'), null, '已通过'],
    ['T6', '本人论文', '2023-05-05', 'A', 'JCR Q2', staffPersonId, null, '已通过'],
  ];
  for (const [id, title, date, dept, partition, first, corresponding, status] of theses) {
    await insert('Thesis', `sc-thesis-${id}`, {
      Title: title,
      PublishDate: date,
      Dept_Id: deptId(dept),
      Partition: partition,
      FirstAuthor_Id: first,
      CorrespondingAuthor_Id: corresponding,
      FlowStatus: status,
      ImpactFactor: id === 'T1' ? 12.5 : null,
    });
  }
  await insert('Patent', 'sc-patent-1', {
    Name: '一种导管',
    PatentType: '发明专利',
    LegalStatus: '已授权',
    Inventor_Id: personId('P3'),
    Dept_Id: deptId('B'),
    GrantDate: '2024-05-01',
    FlowStatus: '已通过',
  });
  await insert('Patent', 'sc-patent-2', {
    Name: '申请中的专利',
    PatentType: '实用新型',
    LegalStatus: '申请中',
    Inventor_Id: personId('P3'),
    Dept_Id: deptId('B'),
    GrantDate: '2024-05-02',
    FlowStatus: '已通过',
  });

  await insert('Problem', 'sc-problem-1', {
    Name: '国家级肿瘤课题',
    Code: 'SC-1',
    Level: '国家级',
    FlowStatus: '已通过',
    StartDate: '2024-09-01',
    Dept_Id: deptId('A'),
  });
  await insert('Problem', 'sc-problem-2', {
    Name: '未通过课题',
    Code: 'SC-2',
    Level: '国家级',
    FlowStatus: '不通过',
    StartDate: '2024-09-01',
    Dept_Id: deptId('A'),
  });
  const members: Array<[string, string, string | null, keyof typeof DEPTS, string]> = [
    ['M1', 'sc-problem-1', personId('P1'), 'A', '负责人'],
    ['M2', 'sc-problem-1', personId('P4'), 'B', '主要参与人'],
    ['M3', 'sc-problem-1', null, 'B', '一般参与人'],
    ['M4', 'sc-problem-2', personId('P2'), 'A', '负责人'],
  ];
  for (const [id, problem, person, dept, role] of members) {
    await insert('ProblemMember', `sc-member-${id}`, {
      Problem_Id: problem,
      Person_Id: person,
      Name: person ?? '外单位专家',
      Dept_Id: deptId(dept),
      MemberRole: role,
    });
  }

  const projects: Array<[string, string, string, string, string | null, string | null, string]> = [
    ['TE1', '心血管名医工程', '名医', personId('P1'), '2023-01-01', '2026-12-31', '已通过'],
    ['TE2', '消化名科建设', '名科', personId('P3'), '2024-01-01', null, '已通过'],
    ['TE3', '未通过的名院项目', '名院', personId('P2'), '2024-01-01', null, '审核中'],
    ['TE4', '已结束的名医项目', '名医', personId('P2'), '2020-01-01', '2022-12-31', '已通过'],
  ];
  for (const [id, name, type, leader, start, end, status] of projects) {
    await insert('ThreeEngineers', `sc-${id}`, {
      Name: name,
      Code: id,
      ProjectType: type,
      Leader_Id: leader,
      Dept_Id: deptId('A'),
      StartDate: start,
      EndDate: end,
      FlowStatus: status,
    });
  }
  const team: Array<[string, string, string]> = [
    ['TM1', 'sc-TE1', personId('P2')],
    ['TM2', 'sc-TE1', personId('P1')],
    ['TM3', 'sc-TE2', personId('P4')],
  ];
  for (const [id, project, person] of team)
    await insert('ThreeEngineersMember', `sc-${id}`, { ThreeEngineers_Id: project, Person_Id: person, MemberRole: '团队骨干' });
  const kpis: Array<[string, string, number, number, string]> = [
    ['K1', 'sc-TE1', 2024, 8.5, '已通过'],
    ['K2', 'sc-TE1', 2024, 1.5, '已通过'],
    ['K3', 'sc-TE1', 2024, 3, '审核中'],
    ['K4', 'sc-TE1', 2025, 4, '已通过'],
    ['K5', 'sc-TE2', 2024, 6, '已通过'],
  ];
  for (const [id, project, year, score, status] of kpis) {
    await insert('ThreeEngineersKPI', `sc-${id}`, {
      IndicatorName: `指标${id}`,
      ThreeEngineers_Id: project,
      Year: year,
      Score: score,
      FlowStatus: status,
      IndicatorCategory: 'SCI论文',
    });
  }
  return { adminId, staffPersonId, staffPersonName: String(staffPerson.Name) };
}
