import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../platform/catalogue/catalogue.js';
import { loadReports } from './reportCatalogue.js';

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
const catalogue = loadCatalogue(schemasDir);

const good = {
  Code: 'demo',
  Title: '示例',
  Module: 'Problem',
  Charts: ['bar'],
  Permission: { Module: 'Problem', Action: 'Report' },
  Routes: ['/report/demo'],
  Dimensions: [{ Key: 'Level', Label: '级别', Field: 'Level' }],
  Measures: [{ Key: 'Count', Label: '数量', Aggregate: 'count' }],
};

function folder(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-files-'));
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return dir;
}

const dim = (d: Record<string, unknown>) => ({ ...good, Dimensions: [{ Key: 'D', Label: '维度', ...d }] });
const measure = (m: Record<string, unknown>) => ({ ...good, Measures: [{ Key: 'M', Label: '指标', ...m }] });
const filter = (f: Record<string, unknown>) => ({ ...good, Filters: [{ Key: 'F', Label: '筛选', ...f }] });

describe('report files', () => {
  it('loads the real report files of schemas/reports', () => {
    const reports = loadReports(path.join(schemasDir, 'reports'), catalogue);
    expect(reports.routes()).toContainEqual({ Path: '/problem/group', Code: 'problem-group', Title: '课题按类型统计', Anonymous: false });
    expect(reports.routes()).toContainEqual({ Path: '/problem/groupb', Code: 'problem-groupb', Title: '课题按科室统计', Anonymous: false });
  });

  it('names the file and the field of each problem, in Chinese', () => {
    const cases: Array<[unknown, string, string]> = [
      ['{ not json', '$', 'JSON 无法解析'],
      [{ ...good, Extra: 1 }, '$.Extra', '未知的键'],
      [{ ...good, Code: 'a b' }, '$.Code', '应为'],
      [{ ...good, Module: 'Nope' }, '$.Module', '模块不存在'],
      [{ ...good, Dimensions: [] }, '$.Dimensions', '应为 1 到 3 项的数组'],
      [dim({ Field: 'Missing' }), '$.Dimensions[0].Field', '没有字段 Missing'],
      [dim({ Field: 'Title', Via: 'Name' }), '$.Dimensions[0].Via', '不是关联字段'],
      [dim({ Field: 'Missing', Via: 'Leader_Id' }), '$.Dimensions[0].Field', '模块 Person 没有字段 Missing'],
      [dim({ Field: 'Level', Bucket: { Kind: 'Year' } }), '$.Dimensions[0].Bucket.Kind', 'Year 需要日期字段'],
      [dim({ Field: 'Level', Bucket: { Kind: 'NumberBands', Bands: [{ Label: '甲', Max: 1 }] } }), '$.Dimensions[0].Bucket.Kind', '需要数字字段'],
      [
        dim({ Field: 'ApprovedFunding', Bucket: { Kind: 'NumberBands', Bands: [{ Label: '甲', Min: 5, Max: 1 }] } }),
        '$.Dimensions[0].Bucket.Bands[0].Max',
        '应大于 Min',
      ],
      [dim({ Field: 'ApprovedFunding', Bucket: { Kind: 'NumberBands', Bands: [{ Label: '甲' }] } }), '$.Dimensions[0].Bucket.Bands[0]', '至少给出 Min 或 Max'],
      [dim({ Field: 'Contract_Id' }), '$.Dimensions[0].Field', '不能按附件或多值字段分组'],
      [measure({ Aggregate: 'sum', Field: 'Level' }), '$.Measures[0].Field', 'sum 需要数字字段'],
      [measure({ Aggregate: 'median', Field: 'ApprovedFunding' }), '$.Measures[0].Aggregate', '应为'],
      [measure({ Aggregate: 'count', Field: 'Level' }), '$.Measures[0].Field', 'count 不取字段'],
      [{ ...good, Measures: [{ Key: 'Level', Label: '重复', Aggregate: 'count' }] }, '$.Measures[0].Key', '键重复'],
      [filter({ Field: 'Level', Kind: 'yearRange' }), '$.Filters[0].Kind', 'yearRange 需要日期字段'],
      [filter({ Field: 'Name', Kind: 'select' }), '$.Filters[0].Kind', '需要关联、枚举、字典或布尔字段'],
      [filter({ Field: 'ApprovedFunding', Kind: 'keyword' }), '$.Filters[0].Kind', 'keyword 需要文字字段'],
      [{ ...good, Where: [{ Field: 'ApprovedFunding', Operator: '>', Value: '10' }] }, '$.Where[0].Value', '数字字段的条件值应为数字'],
      [{ ...good, Where: [{ Field: 'Level', Operator: 'in', Value: [] }] }, '$.Where[0].Value', '应为 1 到 100 项的数组'],
      [{ ...good, Where: [{ Field: 'Level', Operator: 'like', Value: 'x' }] }, '$.Where[0].Operator', '应为'],
      [{ ...good, Sort: { By: 'Nope' } }, '$.Sort.By', '应为某个维度或指标的 Key'],
      [{ ...good, Summary: ['Level'] }, '$.Summary[0]', '应为某个指标的 Key'],
      [{ ...good, Limit: 0 }, '$.Limit', '应为 1 到 2000 的整数'],
      [{ ...good, Charts: ['radar'] }, '$.Charts[0]', '应为'],
      [{ ...good, Permission: { Module: 'Problem', Action: 'Fly' } }, '$.Permission.Action', '应为'],
      [{ ...good, Permission: { Module: 'Nope', Action: 'Report' } }, '$.Permission.Module', '模块不存在'],
      [{ ...good, Routes: ['report/demo'] }, '$.Routes[0]', "应以 '/' 开头"],
      [{ ...good, Routes: ['/a', '/A'] }, '$.Routes[1]', '路径重复'],
      [{ ...good, Permission: 'Anonymous', Dimensions: [{ Key: 'L', Label: '负责人', Field: 'Leader_Id' }] }, '$.Dimensions[0].Field', '不能按人员分组'],
      [
        { ...good, Permission: 'Anonymous', Dimensions: [{ Key: 'L', Label: '负责人', Field: 'Name', Via: 'Leader_Id' }] },
        '$.Dimensions[0].Field',
        '不能按人员分组',
      ],
      [
        { ...good, Permission: 'Anonymous', Filters: [{ Key: 'L', Label: '负责人', Field: 'Leader_Id', Kind: 'select' }] },
        '$.Filters[0].Field',
        '不能按人员筛选',
      ],
    ];
    for (const [data, field, problem] of cases) {
      const dir = folder({ 'demo.json': data });
      expect(() => loadReports(dir, catalogue), field).toThrowError(`报表定义文件无效: ${path.join(dir, 'demo.json')} 字段 ${field}: `);
      expect(() => loadReports(dir, catalogue), field).toThrowError(problem);
    }
  });

  it('checks parts and derived measures, naming the file and the field', () => {
    // 预算 by department from FeeBudget beside 已使用 from FeeBudgetUse, as feebudgetreport-report1 does.
    const twoPart = {
      ...good,
      Module: 'FeeBudget',
      Permission: { Module: 'FeeBudget', Action: 'Report' },
      Dimensions: [
        { Key: 'dept', Label: '科室', Field: 'Dept_Id' },
        { Key: 'category', Label: '支出类别', Field: 'ExpenseCategory' },
      ],
      Measures: [
        { Key: 'budget', Label: '预算', Aggregate: 'sum', Field: 'BudgetAmount' },
        { Key: 'used', Label: '已使用', Aggregate: 'sum', Field: 'ApplyAmount', Part: 'use' },
      ],
      Filters: [
        { Key: 'year', Label: '年度', Field: 'StartDate', Kind: 'yearRange' },
        { Key: 'pay', Label: '支付方式', Field: 'Dept_Id', Kind: 'select' },
      ],
      Parts: [
        {
          Name: 'use',
          Module: 'FeeBudgetUse',
          Dimensions: { dept: { Field: 'Dept_Id' }, category: { Field: 'ExpenseCategory' } },
          Filters: { year: { Field: 'ApplyDate' } },
        },
      ],
      Derived: [
        { Key: 'balance', Label: '余额', Expression: 'budget - used', Format: 'money' },
        { Key: 'rate', Label: '执行率', Expression: 'used / budget * 100', Format: 'percent' },
      ],
    };
    expect(
      loadReports(folder({ 'demo.json': twoPart }), catalogue)
        .find('demo')
        ?.plan.sources.map((x) => x.module.name),
    ).toEqual(['FeeBudget', 'FeeBudgetUse']);
    const part = (p: Record<string, unknown>) => ({ ...twoPart, Parts: [{ ...twoPart.Parts[0], ...p }] });
    const derived = (d: Record<string, unknown>) => ({ ...twoPart, Derived: [{ Key: 'x', Label: '派生', ...d }] });
    const cases: Array<[unknown, string, string]> = [
      [part({ Module: 'Nope' }), '$.Parts[0].Module', '模块不存在: Nope'],
      [part({ Dimensions: { dept: { Field: 'Dept_Id' } } }), '$.Parts[0].Dimensions.category', '每个维度都应给出本模块的字段'],
      [
        part({ Dimensions: { dept: { Field: 'Dept_Id' }, category: { Field: 'ExpenseCategory' }, other: { Field: 'Title' } } }),
        '$.Parts[0].Dimensions.other',
        '未知的键',
      ],
      [
        part({ Dimensions: { dept: { Field: 'Applicant_Id' }, category: { Field: 'ExpenseCategory' } } }),
        '$.Parts[0].Dimensions.dept.Field',
        '与报表的维度 dept 取值不同类: 关联 Person / 关联 Dept',
      ],
      [part({ Dimensions: { dept: { Field: 'Dept_Id' }, category: { Field: 'PayMethod' } } }), '$.Parts[0].Dimensions.category.Field', '取值不同类'],
      [
        part({ Dimensions: { dept: { Field: 'Nope' }, category: { Field: 'ExpenseCategory' } } }),
        '$.Parts[0].Dimensions.dept.Field',
        '模块 FeeBudgetUse 没有字段 Nope',
      ],
      [part({ Filters: { year: { Field: 'Title' } } }), '$.Parts[0].Filters.year.Field', 'yearRange 需要日期字段'],
      [part({ Filters: { pay: { Field: 'PayMethod' } } }), '$.Parts[0].Filters.pay.Field', '与报表的筛选 pay 取值不同类'],
      [part({ Filters: { nope: { Field: 'ApplyDate' } } }), '$.Parts[0].Filters.nope', '未知的键'],
      [part({ Where: [{ Field: 'ApplyAmount', Operator: '>', Value: 'x' }] }), '$.Parts[0].Where[0].Value', '数字字段的条件值应为数字'],
      [part({ Name: '1use' }), '$.Parts[0].Name', '应为标识符'],
      [{ ...twoPart, Parts: [...twoPart.Parts, { ...twoPart.Parts[0], Name: 'other' }] }, '$.Parts[1]', '组成部分 other 没有提供任何指标'],
      [{ ...twoPart, Measures: [twoPart.Measures[0], { ...twoPart.Measures[1], Part: 'nope' }] }, '$.Measures[1].Part', '没有名为 nope 的组成部分'],
      [
        { ...twoPart, Measures: [twoPart.Measures[0], { ...twoPart.Measures[1], Field: 'BudgetAmount' }] },
        '$.Measures[1].Field',
        '模块 FeeBudgetUse 没有字段 BudgetAmount',
      ],
      [derived({ Expression: 'budget - spent' }), '$.Derived[0].Expression', '没有名为 spent 的指标'],
      [derived({ Expression: 'budget -' }), '$.Derived[0].Expression', '表达式不完整'],
      [derived({ Expression: 'budget; drop table x' }), '$.Derived[0].Expression', '无法识别'],
      [derived({ Expression: `${'budget + '.repeat(30)}1` }), '$.Derived[0].Expression', '应为不超过 200 字的表达式'],
      [
        {
          ...twoPart,
          Derived: [
            { Key: 'a', Label: '甲', Expression: 'b + 1' },
            { Key: 'b', Label: '乙', Expression: 'a * 2' },
          ],
        },
        '$.Derived[0].Expression',
        '派生指标循环引用: a → b → a',
      ],
      [{ ...twoPart, Derived: [{ Key: 'a', Label: '甲', Expression: 'a + 1' }] }, '$.Derived[0].Expression', '派生指标循环引用: a → a'],
      [derived({ Key: 'budget', Expression: 'used' }), '$.Derived[0].Key', '键重复'],
      [derived({ Expression: 'used', Format: 'ratio' }), '$.Derived[0].Format', '应为 int|money|decimal|percent'],
      [
        { ...twoPart, Measures: [...twoPart.Measures, { Key: 'h', Label: '隐', Aggregate: 'count', Hidden: true }], Summary: ['h'] },
        '$.Summary[0]',
        '应为某个指标的 Key',
      ],
      [
        { ...twoPart, Derived: Array.from({ length: 7 }, (_, i) => ({ Key: `d${i}`, Label: `派${i}`, Expression: 'used' })) },
        '$.Derived',
        '显示的指标(未隐藏的指标与派生指标)最多 8 个',
      ],
    ];
    for (const [data, field, problem] of cases) {
      const dir = folder({ 'demo.json': data });
      expect(() => loadReports(dir, catalogue), field).toThrowError(`报表定义文件无效: ${path.join(dir, 'demo.json')} 字段 ${field}: `);
      expect(() => loadReports(dir, catalogue), field).toThrowError(problem);
    }
  });

  it("accepts an anonymous report grouped by a person's title (an aggregate, not a person)", () => {
    const anonymous = { ...good, Permission: 'Anonymous', Dimensions: [{ Key: 'T', Label: '职称', Field: 'ProfessionalTitle', Via: 'Leader_Id' }] };
    expect(loadReports(folder({ 'demo.json': anonymous }), catalogue).routes()[0].Anonymous).toBe(true);
  });

  it('refuses a code or a route used by two files', () => {
    const twinCode = folder({ 'a.json': good, 'b.json': { ...good, Routes: ['/other'] } });
    expect(() => loadReports(twinCode, catalogue)).toThrowError(`${path.join(twinCode, 'b.json')} 字段 $.Code: 报表编码与`);
    const twinRoute = folder({ 'a.json': good, 'b.json': { ...good, Code: 'other', Routes: ['/REPORT/demo'] } });
    expect(() => loadReports(twinRoute, catalogue)).toThrowError(`${path.join(twinRoute, 'b.json')} 字段 $.Routes[0]: 路径 /REPORT/demo 已由`);
  });

  it('treats a missing folder as no reports', () => {
    expect(loadReports(path.join(os.tmpdir(), 'no-such-report-folder'), catalogue).routes()).toEqual([]);
  });
});
