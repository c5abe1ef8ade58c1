/**
 * The leaders' figures: this year's output against last year's, read from the home-*-bydept reports (grouped by
 * department and year, filtered to the two years), so one call per kind of output gives both the figure cards and
 * the chart by department. Pure: the hook asks, this module reads.
 */
import type { ReportResult } from '../../../contract/index';
import type { MyReport } from '../../../providers/endpoints/report';
import { dimensionText, measureNumber } from '../report/reportFormat';

/** One kind of output: the report it is counted from, and the report a leader opens to read it in full. */
export interface OutputSource {
  /** 论文, 专利…: the card's title and the chart's series name. */
  label: string;
  unit: string;
  /** The home-*-bydept report (dimensions dept and year, filter years). */
  code: string;
  /** The report the card links to (the module's 分类统计), if the user may open it; else the source's own page. */
  linkCode: string;
}

export const OUTPUT_SOURCES: readonly OutputSource[] = [
  { label: '论文', unit: '篇', code: 'home-thesis-bydept', linkCode: 'thesis-group' },
  { label: '专利', unit: '项', code: 'home-patent-bydept', linkCode: 'patent-group' },
  { label: '课题', unit: '项', code: 'home-problem-bydept', linkCode: 'problem-group' },
  { label: '科技奖励', unit: '项', code: 'home-results-bydept', linkCode: 'results-group' },
];

/** Keys of the home-*-bydept reports. */
export const OUTPUT_KEYS = { dept: 'dept', year: 'year', count: 'count', yearsFilter: 'years' } as const;

/** A source the user may open, with the address its card links to and its own report's (by department). */
export interface VisibleSource extends OutputSource {
  path: string;
  ownPath: string;
}

/** The sources among the user's reports (GET /api/report): a leader sees a card for each report they may open. */
export function visibleSources(mine: readonly MyReport[], sources: readonly OutputSource[] = OUTPUT_SOURCES): VisibleSource[] {
  const pathOf = new Map(mine.map((report) => [report.Code, report.Path]));
  return sources.flatMap((source) => {
    const own = pathOf.get(source.code);
    return own ? [{ ...source, path: pathOf.get(source.linkCode) ?? own, ownPath: own }] : [];
  });
}

/** The filters of the call: last year to this year. */
export const twoYearsQuery = (year: number) => ({ Filters: { [OUTPUT_KEYS.yearsFilter]: [year - 1, year] } });

/** The year bucket's text, as the server writes it (2026年). */
const yearText = (year: number) => `${year}年`;

/** A year's total of a result grouped by department and year. */
export function yearTotal(rows: ReportResult['Rows'], year: number): number {
  return rows.filter((row) => row[OUTPUT_KEYS.year] === yearText(year)).reduce((sum, row) => sum + (measureNumber(row[OUTPUT_KEYS.count]) ?? 0), 0);
}

/** A year's count per department (display texts), departments without any left out. */
export function yearByDept(rows: ReportResult['Rows'], year: number): Map<string, number> {
  const byDept = new Map<string, number>();
  for (const row of rows) {
    if (row[OUTPUT_KEYS.year] !== yearText(year)) continue;
    const dept = dimensionText(row[OUTPUT_KEYS.dept]);
    byDept.set(dept, (byDept.get(dept) ?? 0) + (measureNumber(row[OUTPUT_KEYS.count]) ?? 0));
  }
  return byDept;
}

/** The change against last year: up, down or level, with its percent; none when last year had nothing to compare. */
export interface YearChange {
  direction: 'up' | 'down' | 'flat' | 'new';
  /** 较上年 ↑ 25%, 较上年 ↓ 10%, 与上年持平, 上年无数据 */
  text: string;
}

export function yearOverYear(current: number, previous: number): YearChange {
  if (previous === 0) return current === 0 ? { direction: 'flat', text: '与上年持平' } : { direction: 'new', text: '上年无数据' };
  if (current === previous) return { direction: 'flat', text: '与上年持平' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 1000) / 10;
  return current > previous ? { direction: 'up', text: `较上年 ↑ ${percent}%` } : { direction: 'down', text: `较上年 ↓ ${percent}%` };
}
