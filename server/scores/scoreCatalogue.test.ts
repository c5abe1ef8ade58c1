import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { readDictionaries } from '../platform/catalogue/dictionaries.js';
import { loadScoreSchemes } from './scoreCatalogue.js';
import { isValidPoints } from './validateScoreFile.js';

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
const catalogue = loadCatalogue(schemasDir);
const dictionaries = new Map(Object.entries(readDictionaries(schemasDir)));

const good = {
  Code: 'demo',
  Title: '示例积分',
  Module: 'Thesis',
  Earners: [
    { Role: '第一作者', Person: { Field: 'FirstAuthor_Id' } },
    { Role: '通讯作者', Person: { Field: 'CorrespondingAuthor_Id' } },
  ],
  Dept: { Field: 'Dept_Id' },
  Date: { Field: 'PublishDate' },
  Name: { Field: 'Title' },
  Where: [{ Field: 'FlowStatus', Operator: '==', Value: '已通过' }],
  Factors: [
    { Key: 'Partition', Label: '分区', Field: 'Partition' },
    { Key: 'Role', Label: '作者位次', Field: '$Role' },
  ],
  Category: 'SCI论文',
  Defaults: [
    { Values: ['中科院一区', '第一作者'], Points: 30 },
    { Values: ['*', '通讯作者'], Points: 5, Category: '中文核心期刊论文' },
  ],
  Columns: [{ Field: 'ImpactFactor' }, { Field: 'Name', Via: 'Journal_Id' }],
  Permission: { Module: 'Thesis', Action: 'Report' },
  Routes: ['/demo/scoreList'],
};

function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'score-files-'));
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return dir;
}
const load = (files: Record<string, unknown>) => loadScoreSchemes(folder(files), catalogue, dictionaries);

describe('score scheme files', () => {
  it('loads the real schemes of schemas/scores, one per scored module, at their /{code}/scoreList routes', () => {
    const schemes = loadScoreSchemes(path.join(schemasDir, 'scores'), catalogue, dictionaries);
    const codes = ['activities', 'patent', 'platform', 'position', 'problem', 'results', 'thesis', 'thesissubmitfiling', 'writings'];
    expect(schemes.plans.map((p) => p.scheme.Code)).toEqual(codes);
    for (const plan of schemes.plans) expect(plan.scheme.Routes).toEqual([`/${plan.scheme.Code}/scoreList`]);
    expect(schemes.find('THESIS')?.scheme.Title).toBe('论文积分');
  });

  it("fills a default rule's category from the scheme and resolves paths through relations", () => {
    const plan = load({ 'demo.json': good }).find('demo');
    expect(plan?.scheme.Defaults.map((r) => r.Category)).toEqual(['SCI论文', '中文核心期刊论文']);
    expect(plan?.columns.map((c) => [c.Key, c.Label])).toEqual([
      ['ImpactFactor', '影响因子'],
      ['Journal_Id.Name', expect.any(String)],
    ]);
    expect(plan?.factors.map((f) => f.path === null)).toEqual([false, true]);
  });

  it('names the file and the field of each problem, in Chinese', () => {
    const cases: Array<[unknown, string, string]> = [
      ['{ not json', '$', 'JSON 无法解析'],
      [{ ...good, Extra: 1 }, '$.Extra', '未知的键'],
      [{ ...good, Code: 'a b' }, '$.Code', '应为'],
      [{ ...good, Module: 'Nope' }, '$.Module', '模块不存在'],
      [{ ...good, Earners: [] }, '$.Earners', '应为 1 到 3 项的数组'],
      [{ ...good, Earners: [{ Role: '作者', Person: { Field: 'Dept_Id' } }] }, '$.Earners[0].Person.Field', '得分人应为关联到人员'],
      [{ ...good, Earners: [good.Earners[0], good.Earners[0]] }, '$.Earners[1].Role', '角色重复'],
      [{ ...good, Dept: { Field: 'FirstAuthor_Id' } }, '$.Dept.Field', '应为关联到科室'],
      [{ ...good, Date: { Field: 'Title' } }, '$.Date.Field', '应为日期字段'],
      [{ ...good, Name: { Field: 'Missing' } }, '$.Name.Field', '模块 Thesis 没有字段 Missing'],
      [
        { ...good, Factors: [{ Key: 'T', Label: '题目', Field: 'Title' }], Defaults: [{ Values: ['*'], Points: 1 }] },
        '$.Factors[0].Field',
        '积分因素应为有选项的文字字段',
      ],
      [{ ...good, Factors: [...good.Factors, good.Factors[0]] }, '$.Factors', '应为 1 到 2 项的数组'],
      [{ ...good, Factors: [good.Factors[0], { ...good.Factors[1], Via: 'Journal_Id' }] }, '$.Factors[1].Via', '$Role 不取关联字段'],
      [{ ...good, Defaults: [{ Values: ['中科院五区', '第一作者'], Points: 1 }] }, '$.Defaults[0].Values[0]', '中科院五区 不是 分区 的选项'],
      [{ ...good, Defaults: [{ Values: ['中科院一区', '末位作者'], Points: 1 }] }, '$.Defaults[0].Values[1]', '末位作者 不是 作者位次 的选项'],
      [{ ...good, Defaults: [{ Values: ['中科院一区'], Points: 1 }] }, '$.Defaults[0].Values', '应为 2 到 2 项的数组'],
      [
        {
          ...good,
          Defaults: [
            { Values: ['*', '*'], Points: 1 },
            { Values: ['*', '*'], Points: 2 },
          ],
        },
        '$.Defaults[1].Values',
        '取值组合重复',
      ],
      [{ ...good, Defaults: [{ Values: ['*', '*'], Points: 1.005 }] }, '$.Defaults[0].Points', '应为 0 到 10000 的数,最多两位小数'],
      [{ ...good, Defaults: [{ Values: ['*', '*'], Points: 1, Category: '论文' }] }, '$.Defaults[0].Category', '应为字典 评价指标类别 的一项'],
      [{ ...good, Category: '论文' }, '$.Category', '应为字典 评价指标类别 的一项'],
      [{ ...good, Where: [{ Field: 'FlowStatus', Operator: 'like', Value: 'x' }] }, '$.Where[0].Operator', '应为'],
      [{ ...good, Columns: [{ Field: 'FullText_Id' }] }, '$.Columns[0].Field', '不能显示附件'],
      [{ ...good, Permission: 'Anonymous' }, '$.Permission', '应为 {Module, Action}'],
      [{ ...good, Permission: { Module: 'Thesis', Action: 'Read' } }, '$.Permission.Action', '应为'],
      [{ ...good, Routes: ['thesis/scoreList'] }, '$.Routes[0]', "应以 '/' 开头"],
    ];
    for (const [data, at, problem] of cases) {
      let message = '';
      try {
        load({ 'bad.json': data });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(data).slice(0, 120)).toContain('积分方案文件无效');
      expect(message).toContain('bad.json');
      expect(message, message).toContain(`字段 ${at}: ${problem}`);
    }
  });

  it('refuses a code or a route used by two files', () => {
    expect(() => load({ 'a.json': good, 'b.json': { ...good, Code: 'DEMO', Routes: ['/other/scoreList'] } })).toThrow(
      /\$\.Code: 积分方案编码与 .*a\.json 重复/,
    );
    expect(() => load({ 'a.json': good, 'b.json': { ...good, Code: 'other' } })).toThrow(/\$\.Routes\[0\]: 路径 \/demo\/scoreList 已由 .*a\.json 使用/);
  });

  it('keeps points to 0..10000 with two decimals', () => {
    expect([0, 30, 0.5, 12.75, 10000, 0.1 + 0.2].map(isValidPoints)).toEqual([true, true, true, true, true, true]);
    expect([-0.01, 10000.01, 1.234, Number.NaN, Infinity, '5'].map(isValidPoints)).toEqual([false, false, false, false, false, false]);
  });
});
