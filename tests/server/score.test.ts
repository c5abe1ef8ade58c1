/**
 * Scoring through HTTP (D-SCORE) on the hand-counted fixture of scoreFixture.ts, with the default rules of
 * schemas/scores (seeded at start) and then rules set through PUT. Every number below is worked out by hand in the
 * comments. Runs on SQLite and, through test:postgres, on PostgreSQL: the same answers from both.
 *
 * The worked example with the default rules (论文 中科院一区 30, 中科院二区 20, JCR Q1 25, JCR Q2 15 for either author;
 * 发明专利 已授权 20; 国家级课题 负责人 50, 主要参与人 15):
 *   张一  T1 first AND corresponding author of a 中科院一区 paper → counts once: 30 (as 第一作者, the earlier role)
 *         T2 corresponding author, 中科院二区 → 20;  project SC-1 负责人 (国家级) → 50            = 100
 *   王三  T3 first author, JCR Q1 (2025) → 25;  patent 发明专利 已授权 (2024) → 20              =  45
 *   李二  T2 first author, 中科院二区 → 20  (SC-2 不通过: not counted)                            =  20
 *   赵四  T4 审核中: not counted;  T5 no partition (2025) → 0;  SC-1 主要参与人 → 15             =  15
 *   陈思远 (the staff account's person)  T6 JCR Q2 (2023) → 15                                   =  15
 * The patent 申请中 is outside the scheme's Where (已授权/已转化 only); SC-1's external member has no person.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScoreListResult, ScorePersonResult, ScoreRankingResult, ScoreRuleEntry, ScoreSchemeInfo, ScoreTreeResult } from '../../contract/index.js';
import { SCORE_LIMITS } from '../../contract/index.js';
import { startServer, type TestServer } from './helpers.js';
import { DEPTS, PEOPLE, deptId, insertScoreFixture, personId, type ScoreFixture, untilFactsBuilt } from './scoreFixture.js';

let server: TestServer;
let admin: string;
let staff: string;
let dean: string;
let fixture: ScoreFixture;

beforeAll(async () => {
  server = await startServer();
  // The facts of the seeded rows are built in the background once the server is ready; the fixture is written after
  // that build, as a person's edits would be, and reaches the facts through the notes (scoreFactRefresh.ts).
  await untilFactsBuilt(server.app.appContext.db);
  fixture = await insertScoreFixture(server.app.appContext.db);
  admin = await server.login('admin');
  staff = await server.login('staff');
  dean = await server.login('dean');
});
afterAll(async () => server?.close());

async function post<T>(url: string, payload: unknown, cookie: string | null = admin): Promise<T> {
  const response = await server.call(cookie, { method: 'POST', url, payload: payload as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const list = (code: string, body: unknown = {}, cookie: string | null = admin) => post<ScoreListResult>(`/api/score/${code}/list`, body, cookie);
const ranking = (body: unknown, cookie: string | null = admin) => post<ScoreRankingResult>('/api/score/ranking', body, cookie);
const personPage = (id: string, body: unknown = {}, cookie: string | null = admin) => post<ScorePersonResult>(`/api/score/person/${id}`, body, cookie);
async function schemes(cookie: string = admin): Promise<ScoreSchemeInfo[]> {
  const response = await server.call(cookie, { method: 'GET', url: '/api/score/schemes' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScoreSchemeInfo[]>();
}
async function putRules(code: string, rules: unknown, cookie: string = admin) {
  return server.call(cookie, { method: 'PUT', url: `/api/score/rules/${code}`, payload: { Rules: rules } as Record<string, unknown> });
}
/** Ranking rows as (name, rank, points), people of equal rank in a fixed order (databases sort Chinese names differently). */
const ranks = (result: ScoreRankingResult) =>
  result.Rows.map((r) => [r.Name, r.Rank, r.Points] as const).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));

describe('schemes and their default rules', () => {
  it('lists every scheme with its routes, factor options and the rules seeded from its file', async () => {
    const all = await schemes();
    expect(all.map((s) => s.Code).sort()).toEqual([
      'activities',
      'patent',
      'platform',
      'position',
      'problem',
      'results',
      'thesis',
      'thesissubmitfiling',
      'writings',
    ]);
    for (const scheme of all) expect(scheme.Routes).toEqual([`/${scheme.Code}/scoreList`]);
    const thesis = all.find((s) => s.Code === 'thesis') as ScoreSchemeInfo;
    expect(thesis.Title).toBe('论文积分');
    expect(thesis.CanEdit).toBe(true);
    expect(thesis.Factors.map((f) => f.Label)).toEqual(['分区', '作者位次']);
    expect(thesis.Factors[0].Options.map((o) => o.Value)).toContain('中科院一区');
    expect(thesis.Factors[1].Options).toEqual([
      { Value: '第一作者', Label: '第一作者' },
      { Value: '通讯作者', Label: '通讯作者' },
    ]);
    expect(thesis.Rules).toContainEqual({ Values: ['中科院一区', '第一作者'], Points: 30, Category: 'SCI论文' });
    const problem = all.find((s) => s.Code === 'problem') as ScoreSchemeInfo;
    expect(problem.Rules).toContainEqual({ Values: ['国家级', '负责人'], Points: 50, Category: '国家级科研项目' });
    const patent = all.find((s) => s.Code === 'patent') as ScoreSchemeInfo;
    expect(patent.Rules).toContainEqual({ Values: ['发明专利', '已授权'], Points: 20, Category: '授权发明专利' });
    expect((await schemes(dean)).every((s) => !s.CanEdit)).toBe(true);
  });

  it('seeds the defaults once: a restart over the same database keeps the rules as they are', async () => {
    const db = server.app.appContext.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('ScoreRule')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const defaults = (await schemes()).reduce((n, s) => n + s.Rules.length, 0);
    expect(before).toBe(defaults);
    const again = await startServer({ dataDir: server.dataDir });
    try {
      expect(await count()).toBe(before);
    } finally {
      await again.close();
    }
  });
});

describe('score lists with the default rules', () => {
  it("lists a scheme's scored rows newest first; a person holding two roles of one record counts once", async () => {
    const result = await list('thesis');
    // T5 (2025-02-01) 赵四 0, T3 (2025-01-15) 王三 25, T2 (2024-06-01) 张一 20 and 李二 20, T1 (2024-03-01) 张一 30 once,
    // T6 (2023-05-05) 陈思远 15; T4 is not approved.  5 + … rows: 6, points 0+25+20+20+30+15 = 110.
    expect(result.Rows.map((r) => [r.Name, r.Person, r.Role, r.Points])).toEqual([
      ['无分区论文', PEOPLE.P4, '第一作者', 0],
      ['胃癌早期筛查', PEOPLE.P3, '第一作者', 25],
      ['心衰新标志物', PEOPLE.P1, '通讯作者', 20],
      ['心衰新标志物', PEOPLE.P2, '第一作者', 20],
      ['肺癌靶向治疗研究', PEOPLE.P1, '第一作者', 30],
      ['本人论文', fixture.staffPersonName, '第一作者', 15],
    ]);
    expect(result.Total).toBe(6);
    expect(result.TotalPoints).toBe(110);
    const t1 = result.Rows[4];
    expect(t1).toMatchObject({
      Id: 'sc-thesis-T1',
      Person_Id: personId('P1'),
      Dept: DEPTS.A,
      Date: '2024-03-01',
      Category: 'SCI论文',
      Factors: { Partition: '中科院一区', Role: '第一作者' },
    });
    expect(t1.Columns.ImpactFactor).toBe(12.5);
    expect(result.Columns.map((c) => c.Label)).toEqual(['期刊', '影响因子', '收录类型']);
    // A row no rule matches (no partition) is listed with 0 points and no category.
    expect(result.Rows[0]).toMatchObject({ Points: 0, Category: null, Factors: { Partition: null, Role: '第一作者' } });
  });

  it('pages, keeping the total and the points of every row of the filter', async () => {
    const page2 = await list('thesis', { PageIndex: 2, PageSize: 4 });
    expect(page2.Rows.map((r) => r.Name)).toEqual(['肺癌靶向治疗研究', '本人论文']);
    expect([page2.Total, page2.TotalPoints]).toEqual([6, 110]);
    const beyond = await list('thesis', { PageIndex: 9, PageSize: 4 });
    expect([beyond.Rows.length, beyond.Total, beyond.TotalPoints]).toEqual([0, 6, 110]);
  });

  it('filters by year range, department, person and category', async () => {
    const y2025 = await list('thesis', { Filters: { Years: [2025, 2025] } });
    expect([y2025.Total, y2025.TotalPoints]).toEqual([2, 25]); // T5 0 + T3 25
    expect((await list('thesis', { Filters: { Years: [null, 2023] } })).TotalPoints).toBe(15); // T6
    const deptA = await list('thesis', { Filters: { Dept_Id: deptId('A') } });
    expect([deptA.Total, deptA.TotalPoints]).toEqual([4, 85]); // T2 20+20, T1 30, T6 15
    const p1 = await list('thesis', { Filters: { Person_Id: personId('P1') } });
    expect(p1.Rows.map((r) => [r.Name, r.Points])).toEqual([
      ['心衰新标志物', 20],
      ['肺癌靶向治疗研究', 30],
    ]);
    expect((await list('thesis', { Filters: { Category: 'SCI论文' } })).Total).toBe(5); // T5 matched no rule
    expect((await list('thesis', { Filters: { Category: '专利转化' } })).Total).toBe(0);
  });

  it('scores project members along the relation to the project: level × role, approved projects only', async () => {
    const result = await list('problem');
    expect(result.Rows.map((r) => [r.Name, r.Person, r.Factors.Level, r.Factors.MemberRole, r.Points]).sort()).toEqual(
      [
        ['国家级肿瘤课题', PEOPLE.P1, '国家级', '负责人', 50],
        ['国家级肿瘤课题', PEOPLE.P4, '国家级', '主要参与人', 15],
      ].sort(),
    );
    expect(result.Rows[0].Date).toBe('2024-09-01');
    expect(result.Rows[0].Columns['Problem_Id.Code']).toBe('SC-1');
    expect(result.TotalPoints).toBe(65);
  });

  it('counts only granted or transferred patents', async () => {
    const result = await list('patent');
    expect(result.Rows.map((r) => [r.Name, r.Person, r.Points, r.Category])).toEqual([['一种导管', PEOPLE.P3, 20, '授权发明专利']]);
  });
});

describe('rankings with the default rules', () => {
  it('ranks people over every scheme; equal points share a rank and the next rank skips', async () => {
    const result = await ranking({ By: 'person' });
    // 张一 100, 王三 45, 李二 20, 赵四 15 = 陈思远 15 (both 4th).
    expect(ranks(result)).toEqual([
      [PEOPLE.P1, 1, 100],
      [PEOPLE.P3, 2, 45],
      [PEOPLE.P2, 3, 20],
      ...[
        [PEOPLE.P4, 4, 15],
        [fixture.staffPersonName, 4, 15],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]);
    expect(result.TotalPoints).toBe(195);
    expect(result.Truncated).toBe(false);
    const zhang = result.Rows[0];
    expect(zhang).toMatchObject({ Id: personId('P1'), Dept: DEPTS.A, Count: 3 });
    expect(zhang.BySchemes).toMatchObject({ thesis: 50, problem: 50, patent: 0 });
    expect(result.Schemes).toHaveLength(9);
  });

  it('ranks departments by the points of their records', async () => {
    const result = await ranking({ By: 'dept' });
    // 甲科: T1 30, T2 20+20, T6 15, SC-1 张一 50 = 135 (5 rows); 乙科: T3 25, T5 0, patent 20, SC-1 赵四 15 = 60 (4 rows).
    expect(result.Rows.map((r) => [r.Rank, r.Name, r.Points, r.Count])).toEqual([
      [1, DEPTS.A, 135, 5],
      [2, DEPTS.B, 60, 4],
    ]);
    expect(result.Rows[1].BySchemes).toMatchObject({ thesis: 25, patent: 20, problem: 15 });
  });

  it('ranks over the chosen schemes and years, and cuts at the limit', async () => {
    const thesis2025 = await ranking({ By: 'person', Schemes: ['thesis'], Filters: { Years: [2025, 2025] } });
    expect(ranks(thesis2025)).toEqual([
      [PEOPLE.P3, 1, 25],
      [PEOPLE.P4, 2, 0],
    ]);
    expect(thesis2025.Schemes).toEqual([{ Code: 'thesis', Title: '论文积分' }]);
    const top2 = await ranking({ By: 'person', Limit: 2 });
    expect(top2.Rows.map((r) => r.Name)).toEqual([PEOPLE.P1, PEOPLE.P3]);
    expect(top2.Truncated).toBe(true);
    expect(top2.TotalPoints).toBe(195);
  });
});

describe("a person's results", () => {
  it("gives one person's rows of every scheme with sums per scheme and per category", async () => {
    const result = await personPage(personId('P1'));
    expect([result.Name, result.Dept, result.TotalPoints]).toEqual([PEOPLE.P1, DEPTS.A, 100]);
    expect(result.Rows.map((r) => [r.Scheme, r.Name, r.Role, r.Points])).toEqual([
      ['problem', '国家级肿瘤课题', '课题成员', 50],
      ['thesis', '心衰新标志物', '通讯作者', 20],
      ['thesis', '肺癌靶向治疗研究', '第一作者', 30],
    ]);
    expect(result.Schemes.filter((s) => s.Count > 0)).toEqual([
      { Code: 'problem', Title: '课题积分', Count: 1, Points: 50 },
      { Code: 'thesis', Title: '论文积分', Count: 2, Points: 50 },
    ]);
    expect([...result.Categories].sort((a, b) => a.Category.localeCompare(b.Category))).toEqual(
      [
        { Category: 'SCI论文', Count: 2, Points: 50 },
        { Category: '国家级科研项目', Count: 1, Points: 50 },
      ].sort((a, b) => a.Category.localeCompare(b.Category)),
    );
    // Every person: the table by category counts the records the cards count, uncategorised ones included.
    for (const key of ['P1', 'P2', 'P3', 'P4'] as const) {
      const page = await personPage(personId(key));
      const byScheme = page.Schemes.reduce((sum, s) => [sum[0] + s.Count, sum[1] + s.Points], [0, 0]);
      const byCategory = page.Categories.reduce((sum, c) => [sum[0] + c.Count, sum[1] + c.Points], [0, 0]);
      expect(byCategory, key).toEqual(byScheme);
    }
    const y2025 = await personPage(personId('P3'), { Filters: { Years: [2025, null] } });
    expect(y2025.Rows.map((r) => r.Name)).toEqual(['胃癌早期筛查']);
  });

  it('answers a person without scored records with their name and nothing else; an unknown person is 404', async () => {
    const db = server.app.appContext.db;
    const nobody = String(
      (await db.selectFrom('Person').select('Id').where('Id', 'not like', 'sc-%').where('Id', '!=', fixture.staffPersonId).limit(1).executeTakeFirstOrThrow())
        .Id,
    );
    const result = await personPage(nobody);
    expect([result.Rows.length, result.TotalPoints, result.Categories.length]).toEqual([0, 0, 0]);
    expect(result.Name).not.toBe('');
    expect((await server.call(admin, { method: 'POST', url: '/api/score/person/nope', payload: {} })).statusCode).toBe(404);
  });
});

describe('the three-project tree', () => {
  it('gives programmes → approved projects active in the year → leader and team with their points of the year', async () => {
    const tree = (await server.call(admin, { method: 'GET', url: '/api/score/treeProject?year=2024' })).json<ScoreTreeResult>();
    // 心血管名医工程: KPI 2024 approved 8.5 + 1.5 = 10 (3 审核中 and 2025's 4 left out); members 张一 (leader and member,
    // once) 2024: 30+20+50 = 100, 李二 20. 消化名科建设: KPI 6; 王三 2024: patent 20 (T3 is 2025), 赵四 2024: 15 (T5 is 2025).
    // 未通过的名院项目 is not approved; 已结束的名医项目 ended in 2022.
    const shape = (nodes: ScoreTreeResult['Nodes']): unknown => nodes.map((n) => [n.Kind, n.Title, n.Points, ...(n.Children ? [shape(n.Children)] : [])]);
    expect(tree.Year).toBe(2024);
    expect(shape(tree.Nodes)).toEqual([
      [
        'programme',
        '名医',
        10,
        [
          [
            'project',
            '心血管名医工程',
            10,
            [
              ['member', PEOPLE.P1, 100],
              ['member', PEOPLE.P2, 20],
            ],
          ],
        ],
      ],
      [
        'programme',
        '名科',
        6,
        [
          [
            'project',
            '消化名科建设',
            6,
            [
              ['member', PEOPLE.P3, 20],
              ['member', PEOPLE.P4, 15],
            ],
          ],
        ],
      ],
    ]);
    expect(tree.Nodes[0].Children?.[0]).toMatchObject({ Id: 'sc-TE1', Dept: DEPTS.A });
    expect(tree.Nodes[0].Children?.[0].Children?.[0]).toMatchObject({ Id: personId('P1'), Dept: DEPTS.A });
    const y2025 = (await server.call(admin, { method: 'GET', url: '/api/score/treeProject?year=2025' })).json<ScoreTreeResult>();
    // 2025: TE1's KPI 4, its members without points that year (equal points: by name, 李 before 张); TE2 no KPI,
    // 王三 T3 25, 赵四 T5 0. Programmes keep the order of 项目类型 (名医, 名科, 名院), not of points.
    expect(shape(y2025.Nodes)).toEqual([
      [
        'programme',
        '名医',
        4,
        [
          [
            'project',
            '心血管名医工程',
            4,
            [
              ['member', PEOPLE.P2, 0],
              ['member', PEOPLE.P1, 0],
            ],
          ],
        ],
      ],
      [
        'programme',
        '名科',
        0,
        [
          [
            'project',
            '消化名科建设',
            0,
            [
              ['member', PEOPLE.P3, 25],
              ['member', PEOPLE.P4, 0],
            ],
          ],
        ],
      ],
    ]);
  });
});

describe('who sees what', () => {
  it('staff without the statistics grant see only their own rows and their own results', async () => {
    const own = await list('thesis', {}, staff);
    expect(own.Rows.map((r) => [r.Name, r.Person_Id, r.Points])).toEqual([['本人论文', fixture.staffPersonId, 15]]);
    expect([own.Total, own.TotalPoints]).toEqual([1, 15]);
    expect((await list('problem', {}, staff)).Total).toBe(0);
    expect((await personPage(fixture.staffPersonId, {}, staff)).TotalPoints).toBe(15);
  });

  it('refuses staff asking for others (403 权限不足), and everyone without login (401)', async () => {
    const refused: Array<[string, string, unknown]> = [
      ['POST', '/api/score/thesis/list', { Filters: { Person_Id: personId('P1') } }],
      ['POST', `/api/score/person/${personId('P1')}`, {}],
      ['POST', '/api/score/ranking', { By: 'person' }],
      ['GET', '/api/score/treeProject?year=2024', undefined],
      ['PUT', '/api/score/rules/thesis', { Rules: [] }],
    ];
    for (const [method, url, payload] of refused) {
      const response = await server.call(staff, { method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ Message: string }>().Message).toBe('权限不足');
      expect((await server.call(null, { method: method as 'GET', url, payload: payload as Record<string, unknown> })).statusCode, url).toBe(401);
    }
    expect((await server.call(null, { method: 'GET', url: '/api/score/schemes' })).statusCode).toBe(401);
  });

  it('the dean (积分规则 报表) reads every list, ranking, person and the tree, but may not edit the rules', async () => {
    expect((await list('thesis', {}, dean)).Total).toBe(6);
    expect((await ranking({ By: 'dept' }, dean)).TotalPoints).toBe(195);
    expect((await personPage(personId('P1'), {}, dean)).TotalPoints).toBe(100);
    expect((await server.call(dean, { method: 'GET', url: '/api/score/treeProject?year=2024' })).statusCode).toBe(200);
    const edit = await putRules('thesis', [], dean);
    expect(edit.statusCode).toBe(403);
  });

  it('answers 404 积分方案不存在 for an unknown scheme', async () => {
    const response = await server.call(admin, { method: 'POST', url: '/api/score/nope/list', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ Message: string }>().Message).toBe('积分方案不存在');
    expect((await putRules('nope', [])).statusCode).toBe(404);
  });
});

describe('bad input is a Chinese 400', () => {
  it('refuses bad rule tables and leaves the rules as they were', async () => {
    const before = (await schemes()).find((s) => s.Code === 'thesis')?.Rules;
    const rule = (values: unknown, points: unknown = 10, category?: unknown) => ({
      Values: values,
      Points: points,
      ...(category === undefined ? {} : { Category: category }),
    });
    const cases: Array<[unknown, RegExp]> = [
      [[rule(['中科院五区', '第一作者'])], /分区的取值不在选项中/],
      [[rule(['中科院一区', '末位作者'])], /作者位次的取值不在选项中/],
      [[rule(['中科院一区'])], /应有 2 个因素取值/],
      [[rule(['中科院一区', '第一作者'], -1)], /积分应为 0 到 10000/],
      [[rule(['中科院一区', '第一作者'], 10000.01)], /积分应为 0 到 10000/],
      [[rule(['中科院一区', '第一作者'], 1.234)], /最多两位小数/],
      [[rule(['中科院一区', '第一作者'], '10')], /积分应为/],
      [[rule(['中科院一区', '第一作者'], 10, '不存在的类别')], /评价指标类别不在字典中/],
      [[rule(['中科院一区', '第一作者']), rule(['中科院一区', '第一作者'], 5)], /重复/],
      [Array.from({ length: SCORE_LIMITS.maxRules + 1 }, () => rule(['*', '*'])), /最多 400 条/],
      ['x', /应为数组/],
      [[{ Values: ['中科院一区', '第一作者'], Points: 1, Extra: 1 }], /不认识的键/],
    ];
    for (const [rules, message] of cases) {
      const response = await putRules('thesis', rules);
      expect(response.statusCode, JSON.stringify(rules).slice(0, 100)).toBe(400);
      expect(response.json<{ Message: string }>().Message).toMatch(message);
    }
    expect((await schemes()).find((s) => s.Code === 'thesis')?.Rules).toEqual(before);
  });

  it('refuses bad list, ranking, person and tree requests', async () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['POST', '/api/score/thesis/list', { PageSize: SCORE_LIMITS.maxPageSize + 1 }, /每页条数应为 1 到 200/],
      ['POST', '/api/score/thesis/list', { PageIndex: 0 }, /页码/],
      ['POST', '/api/score/thesis/list', { Filters: { Years: [2025, 2020] } }, /起始年度不能晚于结束年度/],
      ['POST', '/api/score/thesis/list', { Filters: { Years: [1899, null] } }, /1900 到 2100/],
      ['POST', '/api/score/thesis/list', { Filters: { Years: [2020.5, null] } }, /整数/],
      ['POST', '/api/score/thesis/list', { Filters: { Years: '2020' } }, /起止两个值/],
      ['POST', '/api/score/thesis/list', { Filters: { Person_Id: 'x'.repeat(65) } }, /最长 64/],
      ['POST', '/api/score/thesis/list', { Filters: { Dept_Id: 5 } }, /应为文字/],
      ['POST', '/api/score/thesis/list', { Filters: { Nope: 1 } }, /筛选条件不存在/],
      ['POST', '/api/score/thesis/list', { Filters: [] }, /筛选条件应为对象/],
      ['POST', '/api/score/ranking', { By: 'team' }, /排行方式/],
      ['POST', '/api/score/ranking', { By: 'person', Schemes: ['nope'] }, /积分方案不存在: nope/],
      ['POST', '/api/score/ranking', { By: 'person', Schemes: [] }, /至少选择一个/],
      ['POST', '/api/score/ranking', { By: 'person', Limit: SCORE_LIMITS.maxRankingRows + 1 }, /排行条数/],
      ['POST', `/api/score/person/${'x'.repeat(65)}`, {}, /最长 64/],
      ['GET', '/api/score/treeProject?year=abc', undefined, /年度应为 1900 到 2100 的整数/],
      ['GET', '/api/score/treeProject?year=2200', undefined, /年度应为/],
    ];
    for (const [method, url, payload, message] of cases) {
      const response = await server.call(admin, { method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json<{ Message: string }>().Message).toMatch(message);
    }
  });

  it('answers any body of any score call with 200 or a Chinese 400, never a 500; hostile text is only a value', async () => {
    const hostile = fc.constantFrom('', "'; drop table ScoreRule; --", '%_!', '心'.repeat(300), 1e308, -1, null, [2024, null], ['2024', '2025'], [null, null]);
    const filters = fc.dictionary(fc.constantFrom('Years', 'Dept_Id', 'Person_Id', 'Category', 'Other'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostile));
    const body = fc.record(
      {
        Filters: fc.oneof(filters, fc.jsonValue({ maxDepth: 1 })),
        PageIndex: fc.oneof(fc.integer(), fc.jsonValue({ maxDepth: 0 })),
        PageSize: fc.oneof(fc.integer(), fc.jsonValue({ maxDepth: 0 })),
        By: fc.constantFrom('person', 'dept', 'x', 1),
        Schemes: fc.oneof(fc.constant(['thesis']), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    );
    const urls = ['/api/score/thesis/list', '/api/score/ranking', `/api/score/person/${personId('P1')}`];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, async (url, payload) => {
        const response = await server.call(admin, { method: 'POST', url, payload: payload as Record<string, unknown> });
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json<{ Message: string }>().Message).toMatch(/[\u4e00-\u9fff]/);
      }),
      { numRuns: 120 },
    );
    expect((await list('thesis')).Total).toBe(6);
  });
});

describe('editing the rules', () => {
  it('changes the scores at once: the most specific rule wins, * matches any filled value, two roles count once', async () => {
    const rules: ScoreRuleEntry[] = [
      { Values: ['中科院一区', '*'], Points: 40, Category: 'SCI论文' },
      { Values: ['中科院一区', '通讯作者'], Points: 35, Category: 'SCI论文' },
      { Values: ['中科院二区', '*'], Points: 10, Category: 'SCI论文' },
      { Values: ['中科院二区', '第一作者'], Points: 45, Category: 'SCI论文' },
      { Values: ['中科院二区', '通讯作者'], Points: 2, Category: 'SCI论文' },
      { Values: ['JCR Q1', '*'], Points: 25, Category: 'SCI论文' },
      { Values: ['*', '第一作者'], Points: 1, Category: '中文核心期刊论文' },
    ];
    const saved = await putRules('thesis', rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ScoreSchemeInfo>().Rules).toEqual(rules);
    // T1 张一: as 第一作者 中科院一区 × * (40; an exact first factor beats * × 第一作者), as 通讯作者 the exact rule (35)
    //    → once, the higher: 40 as 第一作者.
    // T2 李二 第一作者: the exact 45; 张一 通讯作者: the exact 2, not 中科院二区 × * (10) although it is higher.
    // T3 王三 JCR Q1 × * → 25.  T5 赵四: no partition, and * matches only a filled value → 0.  T6 JCR Q2 → * × 第一作者 = 1.
    const thesis = await list('thesis');
    expect(thesis.Rows.map((r) => [r.Name, r.Person, r.Role, r.Points, r.Category])).toEqual([
      ['无分区论文', PEOPLE.P4, '第一作者', 0, null],
      ['胃癌早期筛查', PEOPLE.P3, '第一作者', 25, 'SCI论文'],
      ['心衰新标志物', PEOPLE.P1, '通讯作者', 2, 'SCI论文'],
      ['心衰新标志物', PEOPLE.P2, '第一作者', 45, 'SCI论文'],
      ['肺癌靶向治疗研究', PEOPLE.P1, '第一作者', 40, 'SCI论文'],
      ['本人论文', fixture.staffPersonName, '第一作者', 1, '中文核心期刊论文'],
    ]);
    expect(thesis.TotalPoints).toBe(113);
    // People: 张一 40 + 2 + 50 = 92; 王三 25 + 20 = 45 = 李二 45 (both 2nd); 赵四 15 (4th); 陈思远 1 (5th).
    expect(ranks(await ranking({ By: 'person' }))).toEqual([
      [PEOPLE.P1, 1, 92],
      ...[
        [PEOPLE.P2, 2, 45],
        [PEOPLE.P3, 2, 45],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [PEOPLE.P4, 4, 15],
      [fixture.staffPersonName, 5, 1],
    ]);
    expect((await personPage(personId('P1'))).TotalPoints).toBe(92);
    expect((await list('thesis', { Filters: { Category: '中文核心期刊论文' } })).TotalPoints).toBe(1);
  });

  it("takes the scheme's category when a rule names none, and points with two decimals", async () => {
    const saved = await putRules('patent', [{ Values: ['发明专利', '*'], Points: 12.75 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ScoreSchemeInfo>().Rules).toEqual([{ Values: ['发明专利', '*'], Points: 12.75, Category: '授权发明专利' }]);
    expect((await list('patent')).Rows.map((r) => [r.Person, r.Points, r.Category])).toEqual([[PEOPLE.P3, 12.75, '授权发明专利']]);
  });

  it('an empty rule table scores every row 0', async () => {
    expect((await putRules('problem', [])).statusCode).toBe(200);
    const result = await list('problem');
    expect([result.Total, result.TotalPoints]).toEqual([2, 0]);
  });
});

describe('scheme files', () => {
  it('takes README\'s "Adding a score scheme" example as written: the file alone scores the module', async () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Adding a score scheme'));
    const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)?.[1] ?? 'null') as { Code: string; Routes: string[] };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scores-'));
    fs.writeFileSync(path.join(dir, 'example.json'), JSON.stringify(example));
    const withExample = await startServer({ scoresDir: dir });
    try {
      const db = withExample.app.appContext.db;
      const person = await db.selectFrom('Person').select(['Id', 'Dept_Id']).limit(1).executeTakeFirstOrThrow();
      await db.deleteFrom('ClinicalGuide').execute();
      await db
        .insertInto('ClinicalGuide')
        .values({
          Id: 'guide-1',
          Name: '高血压诊疗指南',
          GuideLevel: '国家级',
          Role: '编委',
          Person_Id: String(person.Id),
          Dept_Id: person.Dept_Id,
          PublishDate: '2025-03-01',
          FlowStatus: '已通过',
          Create_Time: '2025-03-01 08:00:00',
          Modify_Time: '2025-03-01 08:00:00',
          RowVersion: 1,
        })
        .execute();
      const dean = await withExample.login('dean');
      const info = (await withExample.call(dean, { method: 'GET', url: '/api/score/schemes' })).json<ScoreSchemeInfo[]>();
      expect(info.map((s) => [s.Code, s.Routes])).toEqual([[example.Code, example.Routes]]);
      const answer = await withExample.call(dean, { method: 'POST', url: `/api/score/${example.Code}/list`, payload: {} });
      expect(answer.statusCode, answer.body).toBe(200);
      // 国家级 × 编委: no exact rule, so 国家级 × * = 10.
      expect(answer.json<ScoreListResult>().Rows.map((r) => [r.Name, r.Points, r.Category])).toEqual([['高血压诊疗指南', 10, '临床指南与专家共识']]);
    } finally {
      await withExample.close();
    }
  }, 60_000); // one more server, seeding its database

  it('a bad scheme file stops the start, naming the file and the field', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scores-'));
    const good = JSON.parse(fs.readFileSync('schemas/scores/patent.json', 'utf8')) as { Defaults: ScoreRuleEntry[] };
    fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ ...good, Defaults: [{ Values: ['发明专利', '已撤回'], Points: 5 }] }));
    await expect(startServer({ scoresDir: dir })).rejects.toThrow(
      /积分方案文件无效: .*bad\.json 字段 \$\.Defaults\[0\]\.Values\[1\]: 已撤回 不是 法律状态 的选项/,
    );
  }, 60_000); // one more server start
});
