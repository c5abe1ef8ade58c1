/**
 * The score pages keep to a role's data scope (数据权限), as reports do: the seeded 科室主任 (本部门及以下 on 论文, 专利,
 * 课题, 科技奖励), given 积分规则 报表 here, sees in the scheme list, both rankings, another person's page and the tree
 * only the rows of his departments and the rows he entered himself; the same role without a scope sees every row, as
 * before; a staff member still sees only their own. On the fixture of scoreFixture.ts plus two papers:
 *   T7  乙科 (outside his departments), entered by the 科室主任 himself: 王三 first author, JCR Q1 → 25
 *   T8  甲科's sub-department 甲一病区: 李二 first author, JCR Q2 → 15
 * The 科室主任's person is moved into 甲科, so his reach is 甲科 + 甲一病区 + his own rows. Runs on SQLite and, through
 * test:postgres, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCORE_LIMITS,
  type ApiRecord,
  type ScoreListResult,
  type ScorePersonResult,
  type ScoreRankingResult,
  type ScoreTreeResult,
} from '../../contract/index.js';
import { actionNodeId, moduleNodeId } from '../../server/permissions/permissionTree.js';
import { readDictionaries } from '../../server/platform/catalogue/dictionaries.js';
import { loadScoreSchemes } from '../../server/scores/scoreCatalogue.js';
import { scoreList } from '../../server/scores/scoreList.js';
import { scorePerson } from '../../server/scores/scorePerson.js';
import { scoreRanking } from '../../server/scores/scoreRanking.js';
import { scoreTree } from '../../server/scores/scoreTree.js';
import { NO_FILTERS, type SchemeScope } from '../../server/scores/scoredRows.js';
import { startServer, type TestServer } from './helpers.js';
import { deptId, insertScoreFixture, personId, type ScoreFixture, untilFactsBuilt } from './scoreFixture.js';

const SEEDED_SCOPE = JSON.stringify({ overrides: [{ modules: ['Thesis', 'Patent', 'Problem', 'Results'], scope: { kind: 'deptAndBelow' } }] });
const SUB_DEPT = 'sc-dept-A1';

let server: TestServer;
let admin: string, staff: string, director: string;
let directorRole: ApiRecord;
let fixture: ScoreFixture;

beforeAll(async () => {
  server = await startServer();
  const db = server.app.appContext.db;
  await untilFactsBuilt(db);
  fixture = await insertScoreFixture(db);
  [admin, staff, director] = await Promise.all([server.login('admin'), server.login('staff'), server.login('director')]);
  directorRole = (await server.list(admin, 'Role', { PageIndex: 1, PageSize: 1, Condition: { Filters: [{ Name: 'EnCode', Compare: '==', Value: '008' }] } }))
    .Data[0];
  const chosen = await server.call(director, { method: 'POST', url: `/api/account/SetAccountRole/${String(directorRole.Id)}` });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const role = (await server.call(admin, { method: 'GET', url: `/api/Role/Get/${String(directorRole.Id)}` })).json<{ Permission_Ids: string[] }>();
  const granted = [...role.Permission_Ids, moduleNodeId('ScoreRule'), actionNodeId('ScoreRule', 'Report')];
  const put = await server.call(admin, {
    method: 'PUT',
    url: '/api/Role/Put',
    payload: { Id: directorRole.Id, Permission_Ids: granted, DataScope: SEEDED_SCOPE },
  });
  expect(put.statusCode, put.body).toBe(200);

  const me = await db.selectFrom('User').select(['Id', 'Person_Id']).where('Account', '=', 'director').executeTakeFirstOrThrow();
  await db
    .updateTable('Person')
    .set({ Dept_Id: deptId('A') })
    .where('Id', '=', String(me.Person_Id))
    .execute();
  const stamp = (owner: string) => ({
    Create_Time: '2024-01-01 08:00:00',
    Modify_Time: '2024-01-01 08:00:00',
    Create_User_Id: owner,
    Modify_User_Id: owner,
    RowVersion: 1,
  });
  await db
    .insertInto('Dept')
    .values({ Id: SUB_DEPT, Name: '积分甲一病区', Parent_Id: deptId('A'), Category: '临床科室', ...stamp(fixture.adminId) })
    .execute();
  const thesis = (id: string, owner: string, values: Record<string, string>) =>
    db
      .insertInto('Thesis')
      .values({ Id: id, FlowStatus: '已通过', ...values, ...stamp(owner) })
      .execute();
  await thesis('sc-thesis-T7', String(me.Id), {
    Title: '主任录入的乙科论文',
    PublishDate: '2024-08-01',
    Dept_Id: deptId('B'),
    Partition: 'JCR Q1',
    FirstAuthor_Id: personId('P3'),
  });
  await thesis('sc-thesis-T8', fixture.adminId, {
    Title: '下级病区论文',
    PublishDate: '2024-10-01',
    Dept_Id: SUB_DEPT,
    Partition: 'JCR Q2',
    FirstAuthor_Id: personId('P2'),
  });
}, 120_000);
afterAll(async () => server?.close());

async function post<T>(url: string, payload: unknown, cookie: string): Promise<T> {
  const response = await server.call(cookie, { method: 'POST', url, payload: payload as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const list = (cookie: string, body: unknown = {}) => post<ScoreListResult>('/api/score/thesis/list', body, cookie);
const ranking = (cookie: string, by: 'person' | 'dept') =>
  post<ScoreRankingResult>('/api/score/ranking', { By: by, Schemes: ['thesis', 'patent', 'problem'] }, cookie);
const personPage = (cookie: string, id: string) => post<ScorePersonResult>(`/api/score/person/${id}`, {}, cookie);
async function tree(cookie: string): Promise<ScoreTreeResult> {
  const response = await server.call(cookie, { method: 'GET', url: '/api/score/treeProject?year=2024' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScoreTreeResult>();
}
const pointsById = (result: ScoreRankingResult) => Object.fromEntries(result.Rows.map((row) => [row.Id, row.Points]));
const memberPoints = (result: ScoreTreeResult) =>
  Object.fromEntries(
    result.Nodes.flatMap((programme) => programme.Children ?? [])
      .flatMap((project) => project.Children ?? [])
      .map((member) => [member.Id, member.Points]),
  );
const setScope = async (dataScope: string) => {
  const put = await server.call(admin, { method: 'PUT', url: '/api/Role/Put', payload: { Id: directorRole.Id, DataScope: dataScope } });
  expect(put.statusCode, put.body).toBe(200);
};

describe('score pages under a data scope', () => {
  it('keeps the 科室主任’s scheme list to his departments’ rows and his own', async () => {
    const his = await list(director);
    // T1 张一 30; T2 李二 20 and 张一 20; T6 15 (甲科); T7 25 (his own, in 乙科); T8 15 (甲一病区).
    expect(his.Rows.map((row) => row.Id).sort()).toEqual(
      ['sc-thesis-T1', 'sc-thesis-T2', 'sc-thesis-T2', 'sc-thesis-T6', 'sc-thesis-T7', 'sc-thesis-T8'].sort(),
    );
    expect([his.Total, his.TotalPoints, his.DataScope]).toEqual([6, 125, '本部门及以下']);
    // A filter on another department finds only his own row there.
    const other = await list(director, { Filters: { Dept_Id: deptId('B') } });
    expect(other.Rows.map((row) => row.Id)).toEqual(['sc-thesis-T7']);
    // The administrator: every row (T3 25 and T5 0 in 乙科 besides), with no hint.
    const all = await list(admin);
    expect([all.Total, all.TotalPoints, all.DataScope]).toEqual([8, 150, undefined]);
  });

  it('ranks people and departments by the rows his scope reaches', async () => {
    // 课题积分 counts 课题成员 rows under the scope set for 课题: 赵四's membership in 乙科 is outside it.
    expect(pointsById(await ranking(director, 'person'))).toEqual({
      [personId('P1')]: 100,
      [personId('P2')]: 35,
      [personId('P3')]: 25,
      [fixture.staffPersonId]: 15,
    });
    expect(pointsById(await ranking(director, 'dept'))).toEqual({ [deptId('A')]: 135, [SUB_DEPT]: 15, [deptId('B')]: 25 });
    expect((await ranking(director, 'dept')).DataScope).toBe('本部门及以下');
    expect(pointsById(await ranking(admin, 'person'))).toEqual({
      [personId('P1')]: 100,
      [personId('P2')]: 35,
      [personId('P3')]: 70,
      [personId('P4')]: 15,
      [fixture.staffPersonId]: 15,
    });
    expect(pointsById(await ranking(admin, 'dept'))).toEqual({ [deptId('A')]: 135, [SUB_DEPT]: 15, [deptId('B')]: 85 });
  });

  it('shows another person’s page with the rows of his scope only, as the ranking counts them', async () => {
    const p3 = await personPage(director, personId('P3'));
    expect(p3.Rows.map((row) => row.Id)).toEqual(['sc-thesis-T7']);
    expect([p3.TotalPoints, p3.DataScope]).toEqual([25, '本部门及以下']);
    // 赵四: nothing in his reach — the page answers with the name and no figures.
    const p4 = await personPage(director, personId('P4'));
    expect([p4.Name, p4.Rows, p4.TotalPoints]).toEqual(['积分赵四', [], 0]);
    expect((await personPage(admin, personId('P3'))).TotalPoints).toBe(70);
  });

  it('counts the tree’s members by the rows of his scope', async () => {
    const his = await tree(director);
    expect(memberPoints(his)).toEqual({ [personId('P1')]: 100, [personId('P2')]: 35, [personId('P3')]: 25, [personId('P4')]: 0 });
    expect(his.DataScope).toBe('本部门及以下');
    const all = await tree(admin);
    expect(memberPoints(all)).toEqual({ [personId('P1')]: 100, [personId('P2')]: 35, [personId('P3')]: 45, [personId('P4')]: 15 });
    expect(all.DataScope).toBeUndefined();
  });

  it('keeps the tree’s projects and their KPI points to the scope set for 三名工程, and only then', async () => {
    const projects = (result: ScoreTreeResult) =>
      Object.fromEntries(result.Nodes.flatMap((programme) => programme.Children ?? []).map((project) => [project.Id, project.Points]));
    const db = server.app.appContext.db;
    // 消化名科建设 moved to 乙科, outside his departments.
    await db
      .updateTable('ThreeEngineers')
      .set({ Dept_Id: deptId('B') })
      .where('Id', '=', 'sc-TE2')
      .execute();
    try {
      expect(projects(await tree(director))).toEqual(projects(await tree(admin))); // no scope set for 三名工程: every project
      expect(Object.keys(projects(await tree(admin))).sort()).toEqual(['sc-TE1', 'sc-TE2']);
      await setScope(
        JSON.stringify({
          overrides: [
            { modules: ['Thesis', 'Patent', 'Problem', 'Results'], scope: { kind: 'deptAndBelow' } },
            { modules: ['ThreeEngineers'], scope: { kind: 'dept' } },
          ],
        }),
      );
      const his = await tree(director);
      expect(projects(his)).toEqual({ 'sc-TE1': projects(await tree(admin))['sc-TE1'] });
      expect(his.Nodes.map((programme) => [programme.Title, programme.Points])).toEqual([['名医', projects(his)['sc-TE1']]]);
      expect(his.DataScope).toBe('本部门及以下、本部门');
    } finally {
      await setScope(SEEDED_SCOPE);
      await db
        .updateTable('ThreeEngineers')
        .set({ Dept_Id: deptId('A') })
        .where('Id', '=', 'sc-TE2')
        .execute();
    }
  });

  it('without a scope the same role sees every row, as before; with 全部数据 too', async () => {
    try {
      for (const scope of ['{}', JSON.stringify({ overrides: [{ modules: ['Thesis', 'Patent', 'Problem'], scope: { kind: 'all' } }] })]) {
        await setScope(scope);
        const all = await list(director);
        expect([all.Total, all.TotalPoints, all.DataScope]).toEqual([8, 150, undefined]);
        expect(pointsById(await ranking(director, 'person'))).toEqual(pointsById(await ranking(admin, 'person')));
        expect((await personPage(director, personId('P3'))).TotalPoints).toBe(70);
        expect(memberPoints(await tree(director))).toEqual(memberPoints(await tree(admin)));
      }
    } finally {
      await setScope(SEEDED_SCOPE);
    }
    expect((await list(director)).Total).toBe(6);
  });

  it('reads the same scoped figures from the score facts as from the rows scored directly', async () => {
    const ctx = server.app.appContext;
    const plans = loadScoreSchemes('schemas/scores', ctx.catalogue, new Map(Object.entries(readDictionaries('schemas')))).plans;
    const me = await ctx.db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow();
    const scope: SchemeScope = { ownerId: String(me.Id), departments: { column: 'Dept_Id', ids: [deptId('A'), SUB_DEPT].sort() }, read: null };
    const reads = new Map(plans.map((plan) => [plan.scheme.Code, ['thesis', 'patent', 'problem', 'results'].includes(plan.scheme.Code) ? scope : null]));
    const base = { dialect: ctx.dialect, reads, direct: true };
    const unlabelled = <T extends { DataScope?: string }>(answer: T): Omit<T, 'DataScope'> => {
      const { DataScope: _, ...rest } = answer;
      return rest;
    };
    const dept = (id: string | null) => ({ ...NO_FILTERS, deptId: id });
    // The facts answer over HTTP (the facts are built by now); the direct reads score the rows under the same scope.
    for (const [filters, body] of [
      [NO_FILTERS, {}],
      [dept(deptId('B')), { Filters: { Dept_Id: deptId('B') } }],
      [{ ...NO_FILTERS, fromYear: 2024, toYear: 2024 }, { Filters: { Years: [2024, 2024] } }],
    ] as const) {
      for (const [PageIndex, PageSize] of [
        [1, 20],
        [2, 2],
      ]) {
        const facts = await post<ScoreListResult>('/api/score/thesis/list', { ...body, PageIndex, PageSize }, director);
        const direct = await scoreList(ctx.statistics, {
          plan: plans.find((plan) => plan.scheme.Code === 'thesis') as (typeof plans)[number],
          dialect: ctx.dialect,
          filters,
          read: scope,
          pageIndex: PageIndex,
          pageSize: PageSize,
          direct: true,
        });
        expect(unlabelled(facts), JSON.stringify(body)).toEqual(direct);
      }
      for (const by of ['person', 'dept'] as const) {
        const facts = await post<ScoreRankingResult>('/api/score/ranking', { By: by, ...body }, director);
        expect(unlabelled(facts), `${by} ${JSON.stringify(body)}`).toEqual(await scoreRanking(ctx.statistics, { ...base, plans, filters, by, limit: 1000 }));
      }
    }
    for (const who of ['P1', 'P2', 'P3', 'P4'] as const) {
      const facts = await personPage(director, personId(who));
      expect(unlabelled(facts), who).toEqual(
        await scorePerson(ctx.statistics, { ...base, plans, personId: personId(who), filters: NO_FILTERS, offset: 0, limit: SCORE_LIMITS.maxRankingRows }),
      );
    }
    expect(unlabelled(await tree(director))).toEqual(await scoreTree(ctx.statistics, ctx.catalogue, { ...base, plans, year: 2024 }));
  });

  it('keeps a staff member to their own rows, without a hint', async () => {
    const own = await list(staff);
    expect(own.Rows.map((row) => row.Id)).toEqual(['sc-thesis-T6']);
    expect(own.DataScope).toBeUndefined();
    const page = await personPage(staff, fixture.staffPersonId);
    expect([page.TotalPoints, page.DataScope]).toEqual([15, undefined]);
    expect((await server.call(staff, { method: 'POST', url: '/api/score/ranking', payload: { By: 'person' } })).statusCode).toBe(403);
    expect((await server.call(staff, { method: 'POST', url: `/api/score/person/${personId('P3')}`, payload: {} })).statusCode).toBe(403);
  });
});
