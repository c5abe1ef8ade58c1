import { describe, expect, it } from 'vitest';
import { SCORE_LIMITS, type ScoreListResult, type ScorePersonResult, type ScoreRankingResult, type ScoreTreeNode } from '../../../contract/index';
import { reportChartOption, type ChartPalette } from '../report/reportChart';
import { reportSheet, reportTable } from '../report/reportTable';
import {
  categoryPieReport,
  personRowsNote,
  personRowsReport,
  rankingChartReport,
  rankingReport,
  scoreListReport,
  treeCounts,
  treeReport,
  treeRowsOf,
} from './scoreTables';

const PALETTE: ChartPalette = { series: ['#3f51b5', '#52c41a'], text: '#000', textSecondary: '#666', axisLine: '#ccc', splitLine: '#eee', background: '#fff' };
const FACTORS = [
  { Key: 'partition', Label: '分区' },
  { Key: 'role', Label: '作者位次' },
];

const LIST: ScoreListResult = {
  Code: 'thesis',
  Title: '论文积分',
  Columns: [{ Key: 'Journal', Label: '期刊' }],
  Rows: [
    {
      Id: 't1',
      Name: '肺癌研究',
      Person: '张三',
      Person_Id: 'p1',
      Role: '第一作者',
      Dept: '呼吸科',
      Date: '2025-03-01 00:00:00',
      Factors: { partition: '一区', role: '第一作者' },
      Columns: { Journal: 'Lancet' },
      Category: 'SCI论文',
      Points: 30,
    },
    {
      Id: 't2',
      Name: '心衰随访',
      Person: '李四',
      Person_Id: 'p2',
      Role: '通讯作者',
      Dept: null,
      Date: null,
      Factors: { partition: '二区' },
      Columns: {},
      Category: null,
      Points: 12.5,
    },
  ],
  Total: 40,
  TotalPoints: 600,
};

describe('a score list as a table', () => {
  it('exports what is shown: name, person, role, dept, day, factors by label, extra columns, 类别, 积分 and 合计', () => {
    const { meta, result } = scoreListReport('论文积分', FACTORS, LIST);
    expect(reportSheet(meta, result, '筛选条件：全部')).toEqual([
      ['论文积分'],
      ['筛选条件：全部'],
      ['名称', '人员', '角色', '科室', '日期', '分区', '作者位次', '期刊', '类别', '积分'],
      ['肺癌研究', '张三', '第一作者', '呼吸科', '2025-03-01', '一区', '第一作者', 'Lancet', 'SCI论文', 30],
      ['心衰随访', '李四', '通讯作者', '未填写', '未填写', '二区', '未填写', '未填写', '未填写', 12.5],
      ['合计', '', '', '', '', '', '', '', '', 42.5],
    ]);
  });
});

const RANKING: ScoreRankingResult = {
  By: 'person',
  Schemes: [
    { Code: 'thesis', Title: '论文积分' },
    { Code: 'patent', Title: '专利积分' },
  ],
  Rows: [
    { Rank: 1, Id: 'p1', Name: '张三', Dept: '呼吸科', BySchemes: { thesis: 30, patent: 10 }, Count: 3, Points: 40 },
    { Rank: 2, Id: 'p2', Name: '李四', Dept: '心内科', BySchemes: { thesis: 12.5 }, Count: 1, Points: 12.5 },
  ],
  TotalPoints: 52.5,
  Truncated: false,
};

describe('a ranking as a table and a chart', () => {
  it('has 排名, 姓名, 科室, a column per scheme, 记录数 and 总积分, with 合计', () => {
    const { meta, result } = rankingReport('个人积分排名', RANKING);
    const table = reportTable(meta, result);
    expect(table.columns.map((c) => c.title)).toEqual(['排名', '姓名', '科室', '论文积分', '专利积分', '记录数', '总积分']);
    expect(table.rows.map((r) => Object.values(r.cells))).toEqual([
      ['1', '张三', '呼吸科', '30', '10', '3', '40'],
      ['2', '李四', '心内科', '12.5', '0', '1', '12.5'],
    ]);
    expect(Object.values(table.total.cells)).toEqual(['合计', '', '', '42.5', '10', '4', '52.5']);
  });

  it('ranks departments without a department column', () => {
    const { meta } = rankingReport('科室积分排名', { ...RANKING, By: 'dept' });
    expect(meta.Dimensions.map((d) => d.Label)).toEqual(['排名', '科室']);
  });

  it('draws the bars largest first, by total points', () => {
    const { meta, result } = rankingChartReport({ ...RANKING, Rows: [...RANKING.Rows].reverse() });
    const option = reportChartOption('ranking', meta, result.Rows, PALETTE) as { yAxis: { data: string[] }; series: Array<{ data: number[] }> };
    expect(option.yAxis.data).toEqual(['张三', '李四']);
    expect(option.series[0].data).toEqual([40, 12.5]);
  });
});

describe("a person's results", () => {
  const PERSON: ScorePersonResult = {
    Person_Id: 'p1',
    Name: '张三',
    Dept: '呼吸科',
    Schemes: [
      { Code: 'thesis', Title: '论文积分', Count: 1, Points: 30 },
      { Code: 'patent', Title: '专利积分', Count: 0, Points: 0 },
    ],
    Categories: [
      { Category: 'SCI论文', Count: 1, Points: 30 },
      { Category: '授权发明专利', Count: 0, Points: 0 },
    ],
    Rows: [{ ...LIST.Rows[0], Scheme: 'thesis' }],
    Total: 1,
    TotalPoints: 30,
  };

  it('pies the categories that earned points', () => {
    const { meta, result } = categoryPieReport(PERSON);
    const option = reportChartOption('pie', meta, result.Rows, PALETTE) as { series: Array<{ data: Array<{ name: string; value: number }> }> };
    expect(option.series[0].data).toEqual([{ name: 'SCI论文', value: 30 }]);
  });

  it('lists the rows with their scheme title', () => {
    const { meta, result } = personRowsReport('张三的科研成果', PERSON);
    expect(reportSheet(meta, result, '筛选条件：全部').slice(2)).toEqual([
      ['积分类别', '名称', '角色', '科室', '日期', '评价指标类别', '积分'],
      ['论文积分', '肺癌研究', '第一作者', '呼吸科', '2025-03-01', 'SCI论文', 30],
      ['合计', '', '', '', '', '', 30],
    ]);
  });

  it('adds up the rows listed when they are the newest of more, and says so', () => {
    const many = { ...PERSON, Total: SCORE_LIMITS.maxRankingRows + 5, TotalPoints: 95 };
    const { meta, result } = personRowsReport('张三的科研成果', many);
    expect(reportSheet(meta, result, '筛选条件：全部').at(-1)).toEqual(['合计', '', '', '', '', '', 30]);
    expect(personRowsNote(many.Total)).toBe(`明细列出最新 ${SCORE_LIMITS.maxRankingRows} 条（共 ${SCORE_LIMITS.maxRankingRows + 5} 条）`);
    expect(personRowsNote(SCORE_LIMITS.maxRankingRows)).toBeNull();
  });
});

describe('the three-project tree', () => {
  const TREE: ScoreTreeNode[] = [
    {
      Key: 'g1',
      Kind: 'programme',
      Title: '名医工程',
      Id: null,
      Dept: null,
      Points: 50,
      Children: [
        {
          Key: 'e1',
          Kind: 'project',
          Title: '呼吸名医',
          Id: 'e1',
          Dept: '呼吸科',
          Points: 50,
          Children: [
            { Key: 'e1:p1', Kind: 'member', Title: '张三', Id: 'p1', Dept: '呼吸科', Points: 40 },
            { Key: 'e1:p2', Kind: 'member', Title: '李四', Id: 'p2', Dept: '心内科', Points: 12.5 },
          ],
        },
      ],
    },
  ];

  it('flattens programme → project → member depth first, each row naming its level, with the programmes summed', () => {
    const { meta, result } = treeReport('三名工程', TREE);
    expect(reportSheet(meta, result, '年度 2025年').slice(2)).toEqual([
      ['层级', '名称', '科室', '积分'],
      ['项目类型', '名医工程', '未填写', 50],
      ['项目', '呼吸名医', '呼吸科', 50],
      ['成员', '张三', '呼吸科', 40],
      ['成员', '李四', '心内科', 12.5],
      ['合计', '', '', 50],
    ]);
  });

  it('counts programmes, projects and distinct members', () => {
    expect(treeCounts(TREE)).toEqual({ programmes: 1, projects: 1, members: 2, points: 50 });
  });

  it('gives leaves no children, so only programmes and projects with members expand', () => {
    const rows = treeRowsOf([
      { ...TREE[0], Children: [...(TREE[0].Children ?? []), { Key: 'e2', Kind: 'project', Title: '空项目', Id: 'e2', Dept: null, Points: 0, Children: [] }] },
    ]);
    expect(rows[0].Children?.map((row) => [row.Title, row.Children?.map((member) => member.Title) ?? null])).toEqual([
      ['呼吸名医', ['张三', '李四']],
      ['空项目', null],
    ]);
    expect(rows[0].Children?.[0].Children?.[0]).not.toHaveProperty('Children');
  });
});

describe('score pages that say what their names say (issue 35 §12)', () => {
  const DEPTS: ScoreRankingResult = {
    By: 'dept',
    Schemes: [
      { Code: 'thesis', Title: '论文积分' },
      { Code: 'patent', Title: '专利积分' },
    ],
    TotalPoints: 30,
    Truncated: false,
    Rows: [
      { Rank: 1, Id: 'd1', Name: '心内科', Dept: null, BySchemes: { thesis: 20, patent: 4 }, Count: 5, Points: 24 },
      { Rank: 2, Id: 'd2', Name: '骨科', Dept: null, BySchemes: { thesis: 6, patent: 0 }, Count: 2, Points: 6 },
    ],
  };
  const PEOPLE: ScoreRankingResult = {
    ...DEPTS,
    By: 'person',
    Rows: [
      { Rank: 1, Id: 'p1', Name: '陈思远', Dept: '心内科', BySchemes: { thesis: 20, patent: 4 }, Count: 5, Points: 24 },
      { Rank: 2, Id: 'p2', Name: '王骨', Dept: '骨科', BySchemes: { thesis: 6 }, Count: 2, Points: 6 },
      { Rank: 3, Id: 'p3', Name: '无分', Dept: '骨科', BySchemes: {}, Count: 0, Points: 0 },
    ],
  };

  it('积分统计 counts by scheme: points, share, departments and people who scored, per person', async () => {
    const { schemeTotalsReport } = await import('./scoreTables');
    const report = schemeTotalsReport('积分统计', DEPTS, PEOPLE);
    expect(report.meta.Dimensions.map((d) => d.Label)).toEqual(['积分类别']);
    expect(report.result.Rows).toEqual([
      { scheme: '论文积分', points: 26, share: 86.67, depts: 2, people: 2, perPerson: 13 },
      { scheme: '专利积分', points: 4, share: 13.33, depts: 1, people: 1, perPerson: 4 },
    ]);
    expect(report.result.Totals).toEqual({ points: 30, share: 100, depts: 2, people: 2, perPerson: 15 });
  });

  it('个人积分排名 ranks totals; 个人科研成果积分 splits each person by scheme, stacked', async () => {
    const { schemeStackReport } = await import('./scoreTables');
    const ranked = rankingReport('个人积分排名', PEOPLE, { rank: true, schemes: false, count: true });
    expect([...ranked.meta.Dimensions, ...ranked.meta.Measures].map((c) => c.Label)).toEqual(['排名', '姓名', '科室', '记录数', '总积分']);
    const bySchemes = rankingReport('个人科研成果积分', PEOPLE, { rank: false, schemes: true, count: false });
    expect([...bySchemes.meta.Dimensions, ...bySchemes.meta.Measures].map((c) => c.Label)).toEqual(['姓名', '科室', '论文积分', '专利积分', '总积分']);
    expect(schemeStackReport(PEOPLE).result.Rows).toEqual([
      { name: '陈思远', scheme: '论文积分', points: 20 },
      { name: '陈思远', scheme: '专利积分', points: 4 },
      { name: '王骨', scheme: '论文积分', points: 6 },
    ]);
  });
});
