/**
 * The score answers as report tables: columns (text columns, then numbers), flat rows and totals, so the score pages
 * export, print and chart through the report page's own pieces (reportSheet, reportPrintHtml, reportChartOption)
 * instead of copies of them.
 */
import {
  SCORE_LIMITS,
  type ReportMeta,
  type ReportResult,
  type ScoreListResult,
  type ScoreListRow,
  type ScorePersonResult,
  type ScoreRankingResult,
  type ScoreTreeNode,
} from '../../../contract/index';

/** A report-shaped table: what the sheet, the print and the charts read. */
export interface ScoreReport {
  meta: ReportMeta;
  result: Pick<ReportResult, 'Rows' | 'Totals' | 'Truncated'>;
}

type Column = { Key: string; Label: string };
type Row = Record<string, string | number | null>;

const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => round2(values.reduce((total, value) => total + (Number.isFinite(value) ? value : 0), 0));

function metaOf(code: string, title: string, dimensions: Column[], measures: ReportMeta['Measures']): ReportMeta {
  return { Code: code, Title: title, Description: null, Dimensions: dimensions, Measures: measures, Filters: [], Charts: ['table'], Summary: [] };
}

export const POINTS_KEY = 'points';
export const POINTS_LABEL = '积分';
export const TOTAL_POINTS_LABEL = '总积分';
export const COUNT_LABEL = '记录数';

/** The text columns of a score list: the record, who earned it, the factors, the scheme's extra fields, the category. */
export function scoreListColumns(factors: readonly Column[], extra: readonly Column[]): Column[] {
  return [
    { Key: 'name', Label: '名称' },
    { Key: 'person', Label: '人员' },
    { Key: 'role', Label: '角色' },
    { Key: 'dept', Label: '科室' },
    { Key: 'date', Label: '日期' },
    ...factors.map((factor) => ({ Key: `factor:${factor.Key}`, Label: factor.Label })),
    ...extra.map((column) => ({ Key: `column:${column.Key}`, Label: column.Label })),
    { Key: 'category', Label: '类别' },
  ];
}

/** A date as the lists show it: the day, without the time. */
export const dayOf = (date: string | null) => (date ? date.slice(0, 10) : null);

/** One score row, flat, keyed as scoreListColumns. */
export function scoreListRow(row: ScoreListRow, factors: readonly Column[], extra: readonly Column[]): Row {
  const flat: Row = {
    name: row.Name,
    person: row.Person,
    role: row.Role,
    dept: row.Dept,
    date: dayOf(row.Date),
    category: row.Category,
    [POINTS_KEY]: row.Points,
  };
  for (const factor of factors) flat[`factor:${factor.Key}`] = row.Factors?.[factor.Key] ?? null;
  for (const column of extra) flat[`column:${column.Key}`] = row.Columns?.[column.Key] ?? null;
  return flat;
}

/** The page of a score list as shown, with 合计 over the rows shown. */
export function scoreListReport(title: string, factors: readonly Column[], result: Pick<ScoreListResult, 'Code' | 'Columns' | 'Rows'>): ScoreReport {
  const meta = metaOf(result.Code, title, scoreListColumns(factors, result.Columns), [{ Key: POINTS_KEY, Label: POINTS_LABEL, Format: 'decimal' }]);
  return {
    meta,
    result: {
      Rows: result.Rows.map((row) => scoreListRow(row, factors, result.Columns)),
      Totals: { [POINTS_KEY]: sum(result.Rows.map((row) => row.Points)) },
      Truncated: false,
    },
  };
}

export const schemeKey = (code: string) => `scheme:${code}`;

/** Which columns a ranking shows: a ranking reads 排名 … 总积分; 个人科研成果积分 reads points per scheme (D-SCORE-6). */
export interface RankingColumns {
  rank: boolean;
  schemes: boolean;
  count: boolean;
}
export const FULL_RANKING: RankingColumns = { rank: true, schemes: true, count: true };

/** A ranking: 排名, the person (with their department) or the department, points per scheme, 记录数, 总积分. */
export function rankingReport(title: string, result: ScoreRankingResult, shown: RankingColumns = FULL_RANKING): ScoreReport {
  const person = result.By === 'person';
  const dimensions: Column[] = [
    ...(shown.rank ? [{ Key: 'rank', Label: '排名' }] : []),
    { Key: 'name', Label: person ? '姓名' : '科室' },
    ...(person ? [{ Key: 'dept', Label: '科室' }] : []),
  ];
  const schemes = shown.schemes ? result.Schemes : [];
  const measures: ReportMeta['Measures'] = [
    ...schemes.map((scheme) => ({ Key: schemeKey(scheme.Code), Label: scheme.Title, Format: 'decimal' as const })),
    ...(shown.count ? [{ Key: 'count', Label: COUNT_LABEL, Format: 'int' as const }] : []),
    { Key: POINTS_KEY, Label: TOTAL_POINTS_LABEL, Format: 'decimal' },
  ];
  const rows = result.Rows.map((row) => {
    const flat: Row = { rank: String(row.Rank), name: row.Name, dept: row.Dept, count: row.Count, [POINTS_KEY]: row.Points };
    for (const scheme of schemes) flat[schemeKey(scheme.Code)] = row.BySchemes?.[scheme.Code] ?? 0;
    return flat;
  });
  const totals: Record<string, number> = { count: sum(result.Rows.map((row) => row.Count)), [POINTS_KEY]: round2(result.TotalPoints) };
  for (const scheme of schemes) totals[schemeKey(scheme.Code)] = sum(result.Rows.map((row) => row.BySchemes?.[scheme.Code] ?? 0));
  return {
    meta: metaOf(person ? 'person-ranking' : 'dept-ranking', title, dimensions, measures),
    result: { Rows: rows, Totals: totals, Truncated: result.Truncated },
  };
}

/** The first people's points split by scheme, for stacked bars (个人科研成果积分): who earned what kind of points. */
export function schemeStackReport(result: ScoreRankingResult): ScoreReport {
  const rows: Row[] = [];
  for (const row of result.Rows.slice(0, RANKING_CHART_ROWS)) {
    for (const scheme of result.Schemes) {
      const points = row.BySchemes?.[scheme.Code] ?? 0;
      if (points > 0) rows.push({ name: row.Name, scheme: scheme.Title, [POINTS_KEY]: points });
    }
  }
  const dimensions = [
    { Key: 'name', Label: result.By === 'person' ? '姓名' : '科室' },
    { Key: 'scheme', Label: '积分类别' },
  ];
  return {
    meta: metaOf('scheme-stack', '各类积分', dimensions, [{ Key: POINTS_KEY, Label: POINTS_LABEL, Format: 'decimal' }]),
    result: { Rows: rows, Totals: {}, Truncated: false },
  };
}

/**
 * 积分统计 (D-SCORE-6: not the table of 科室积分排名): the institute's points by scheme — 总积分 and its
 * share, how many departments and people scored in it and the points per person — over the same filters, read from
 * the department and the people rankings.
 */
export function schemeTotalsReport(title: string, depts: ScoreRankingResult, people: ScoreRankingResult): ScoreReport {
  const total = round2(depts.TotalPoints);
  const scored = (rows: readonly ScoreRankingResult['Rows'][number][], code: string) => rows.filter((row) => (row.BySchemes?.[code] ?? 0) > 0).length;
  const rows: Row[] = depts.Schemes.map((scheme) => {
    const points = sum(depts.Rows.map((row) => row.BySchemes?.[scheme.Code] ?? 0));
    const persons = scored(people.Rows, scheme.Code);
    return {
      scheme: scheme.Title,
      [POINTS_KEY]: points,
      share: total > 0 ? round2((points / total) * 100) : null,
      depts: scored(depts.Rows, scheme.Code),
      people: persons,
      perPerson: persons > 0 ? round2(points / persons) : null,
    };
  });
  // Largest first, as the bars beside the table.
  rows.sort((a, b) => Number(b[POINTS_KEY]) - Number(a[POINTS_KEY]));
  const everyone = people.Rows.filter((row) => row.Points > 0).length;
  const measures: ReportMeta['Measures'] = [
    { Key: POINTS_KEY, Label: TOTAL_POINTS_LABEL, Format: 'decimal' },
    { Key: 'share', Label: '占比', Format: 'percent' },
    { Key: 'depts', Label: '得分科室数', Format: 'int' },
    { Key: 'people', Label: '得分人数', Format: 'int' },
    { Key: 'perPerson', Label: '人均积分', Format: 'decimal' },
  ];
  const totals = {
    [POINTS_KEY]: total,
    share: total > 0 ? 100 : null,
    depts: depts.Rows.filter((row) => row.Points > 0).length,
    people: everyone,
    perPerson: everyone > 0 ? round2(total / everyone) : null,
  };
  return {
    meta: metaOf('scheme-totals', title, [{ Key: 'scheme', Label: '积分类别' }], measures),
    result: { Rows: rows, Totals: totals, Truncated: depts.Truncated || people.Truncated },
  };
}

/** The bars of a ranking chart: the first rows, by name and total points (the chart draws the largest at the top). */
export const RANKING_CHART_ROWS = 20;
export function rankingChartReport(result: ScoreRankingResult): ScoreReport {
  const rows = result.Rows.slice(0, RANKING_CHART_ROWS).map((row) => ({ name: row.Name, [POINTS_KEY]: row.Points }));
  return {
    meta: metaOf(
      'ranking-chart',
      '积分排名',
      [{ Key: 'name', Label: result.By === 'person' ? '姓名' : '科室' }],
      [{ Key: POINTS_KEY, Label: TOTAL_POINTS_LABEL, Format: 'decimal' }],
    ),
    result: { Rows: rows, Totals: {}, Truncated: false },
  };
}

/** One person's points by evaluation-indicator category, for the pie. */
export function categoryPieReport(result: Pick<ScorePersonResult, 'Categories'>): ScoreReport {
  const rows = result.Categories.filter((category) => category.Points > 0).map((category) => ({ category: category.Category, [POINTS_KEY]: category.Points }));
  return {
    meta: metaOf('person-categories', '积分构成', [{ Key: 'category', Label: '评价指标类别' }], [{ Key: POINTS_KEY, Label: POINTS_LABEL, Format: 'decimal' }]),
    result: { Rows: rows, Totals: {}, Truncated: false },
  };
}

/** A person's rows per page of the 成果明细 table. */
export const PERSON_PAGE_SIZE = 20;

/** What a person's rows leave out: the server lists the newest SCORE_LIMITS.maxRankingRows; null when that is all. */
export function personRowsNote(total: number): string | null {
  return total > SCORE_LIMITS.maxRankingRows ? `明细列出最新 ${SCORE_LIMITS.maxRankingRows} 条（共 ${total} 条）` : null;
}

/** One person's rows of every scheme: 积分类别 (the scheme's title) first; the total adds the rows listed. */
export function personRowsReport(title: string, result: ScorePersonResult): ScoreReport {
  const titles = new Map(result.Schemes.map((scheme) => [scheme.Code, scheme.Title]));
  const meta = metaOf(
    'person-rows',
    title,
    [
      { Key: 'scheme', Label: '积分类别' },
      { Key: 'name', Label: '名称' },
      { Key: 'role', Label: '角色' },
      { Key: 'dept', Label: '科室' },
      { Key: 'date', Label: '日期' },
      { Key: 'category', Label: '评价指标类别' },
    ],
    [{ Key: POINTS_KEY, Label: POINTS_LABEL, Format: 'decimal' }],
  );
  const rows = result.Rows.map((row) => ({
    scheme: titles.get(row.Scheme) ?? row.Scheme,
    name: row.Name,
    role: row.Role,
    dept: row.Dept,
    date: dayOf(row.Date),
    category: row.Category,
    [POINTS_KEY]: row.Points,
  }));
  // All of them: the person's total; the newest of more (personRowsNote says so beside them): what they add up to.
  const total = result.Rows.length === result.Total ? round2(result.TotalPoints) : sum(result.Rows.map((row) => row.Points));
  return { meta, result: { Rows: rows, Totals: { [POINTS_KEY]: total }, Truncated: false } };
}

export const TREE_KIND_LABELS: Record<ScoreTreeNode['Kind'], string> = { programme: '项目类型', project: '项目', member: '成员' };

/** The three-project tree, flattened in order (depth first) with each row's level, for the sheet and the print. */
export function treeReport(title: string, nodes: readonly ScoreTreeNode[]): ScoreReport {
  const rows: Row[] = [];
  const visit = (node: ScoreTreeNode) => {
    // Each row names its level (项目类型 / 项目 / 成员), so the sheet reads as the tree does.
    rows.push({ kind: TREE_KIND_LABELS[node.Kind] ?? '', title: node.Title, dept: node.Dept, [POINTS_KEY]: node.Points });
    for (const child of node.Children ?? []) visit(child);
  };
  for (const node of nodes) visit(node);
  return {
    meta: metaOf(
      'tree-project',
      title,
      [
        { Key: 'kind', Label: '层级' },
        { Key: 'title', Label: '名称' },
        { Key: 'dept', Label: '科室' },
      ],
      [{ Key: POINTS_KEY, Label: POINTS_LABEL, Format: 'decimal' }],
    ),
    result: { Rows: rows, Totals: { [POINTS_KEY]: sum(nodes.map((node) => node.Points)) }, Truncated: false },
  };
}

/** The programmes and projects of a tree, counted (the page's cards). */
export function treeCounts(nodes: readonly ScoreTreeNode[]): { programmes: number; projects: number; members: number; points: number } {
  let projects = 0;
  const members = new Set<string>();
  for (const programme of nodes) {
    for (const project of programme.Children ?? []) {
      if (project.Kind !== 'project') continue;
      projects += 1;
      for (const member of project.Children ?? []) if (member.Kind === 'member') members.add(member.Id ?? member.Key);
    }
  }
  return { programmes: nodes.length, projects, members: members.size, points: sum(nodes.map((node) => node.Points)) };
}

/** The tree for an expandable table: a node without children has none (no expand arrow on a leaf). */
export interface TreeRow extends Omit<ScoreTreeNode, 'Children'> {
  Children?: TreeRow[];
}
export function treeRowsOf(nodes: readonly ScoreTreeNode[]): TreeRow[] {
  return nodes.map(({ Children, ...node }) => (Children && Children.length > 0 ? { ...node, Children: treeRowsOf(Children) } : node));
}
