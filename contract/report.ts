/**
 * Reports: one descriptor file per report in `schemas/reports/*.json`, compiled by the server into one aggregate SQL
 * query with bound parameters and drawn by one generic page. Adding a report is adding a file: its routes, filters,
 * chart and permission all come from the descriptor.
 */

/** How a dimension groups its field's values: as stored, by calendar unit, or into bands of numbers or ages. */
export type ReportBucket =
  | { Kind: 'Value' }
  | { Kind: 'Year' }
  | { Kind: 'Quarter' }
  | { Kind: 'Month' }
  /** Numbers into bands: Min inclusive, Max exclusive, either open; a value in no band counts under 其他. */
  | { Kind: 'NumberBands'; Bands: ReportBand[] }
  /** A date (e.g. a birthday) into bands of whole years elapsed until today (年龄段). */
  | { Kind: 'AgeBands'; Bands: ReportBand[] };

export interface ReportBand {
  Label: string;
  Min?: number;
  Max?: number;
}

/**
 * A path to a field: `Field` of the source module, or — with `Via`, a Relate field of the source module (e.g.
 * `Applicant_Id` → Person) — `Field` of the related module (e.g. the person's `Title`), joined along that relation.
 */
export interface ReportFieldPath {
  Field: string;
  Via?: string;
}

/**
 * A way to group rows. The value shown is the field's display text: a relation shows the related record's name
 * (its RelateFields), a dictionary or enum its text, a bucket its label.
 */
export interface ReportDimension extends ReportFieldPath {
  Key: string;
  Label: string;
  Bucket?: ReportBucket;
}

export type ReportAggregate = 'count' | 'countDistinct' | 'sum' | 'avg' | 'min' | 'max';
export const REPORT_AGGREGATES: readonly ReportAggregate[] = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'];

/**
 * How the page shows a measure: 整数, 金额 (two decimals, thousands), 小数, 百分比 (the number is already in percent:
 * 12.34 reads 12.34%).
 */
export type ReportMeasureFormat = 'int' | 'money' | 'decimal' | 'percent';
export const REPORT_MEASURE_FORMATS: readonly ReportMeasureFormat[] = ['int', 'money', 'decimal', 'percent'];

/** A number per group. `count` needs no field; the others take one (a Decimal or Int32 field, or any for countDistinct). */
export interface ReportMeasure extends Partial<ReportFieldPath> {
  Key: string;
  Label: string;
  Aggregate: ReportAggregate;
  /** Default: int for counts, decimal otherwise. */
  Format?: ReportMeasureFormat;
  /**
   * The part (ReportPart.Name) whose rows this measure aggregates, its Field a path of that part's module; default
   * the report's own Module. Each measure reads one source, so every aggregate (avg, countDistinct too) is exact.
   */
  Part?: string;
  /** A step of a derived measure, not shown (not in the meta, the rows or the totals). */
  Hidden?: boolean;
}

/**
 * Another module feeding the same rows (e.g. 已使用 from FeeBudgetUse beside 预算 from FeeBudget): its rows are
 * grouped with the report's own by the same dimensions. The permission stays the report's; the caller's read and
 * owner scope of this module apply to its rows.
 */
export interface ReportPart {
  /** Identifier the measures name in `Part`. */
  Name: string;
  Module: string;
  /** Conditions this part's rows meet (the report's Where holds for its own Module only). */
  Where?: ReportCondition[];
  /** Every dimension Key → the field of this module holding that dimension (same kind of value as the report's). */
  Dimensions: Record<string, ReportFieldPath>;
  /**
   * Filter Key → the field of this module it narrows. A filter left out cannot be met by this part's rows: while the
   * user sets it, this part contributes nothing (every number shown meets every filter set); unset, all its rows count.
   */
  Filters?: Record<string, ReportFieldPath>;
}

/**
 * A number computed from other measures of the same row (and of the 合计 row): `Expression` over measure Keys
 * (base or derived, no cycles), numbers, + - * / and parentheses, e.g. `budget - used`, `used / budget * 100`. A
 * count or sum with no rows counts as 0 in it; a division by 0 gives no value (—).
 */
export interface ReportDerivedMeasure {
  Key: string;
  Label: string;
  Expression: string;
  /** Default: decimal. */
  Format?: ReportMeasureFormat;
}

/**
 * A filter the user sets on the page. yearRange / dateRange on a date field; select on a field with options (a
 * relation, dictionary, enum or boolean: the page offers them); keyword: a substring of a text field.
 */
export type ReportFilterKind = 'yearRange' | 'dateRange' | 'select' | 'multiSelect' | 'keyword';

export interface ReportFilter extends ReportFieldPath {
  Key: string;
  Label: string;
  Kind: ReportFilterKind;
}

export type ReportConditionOperator = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'in' | 'notIn' | 'isNull' | 'notNull';

/** A condition every row of the report meets (e.g. FlowStatus == 已通过, Level in [国家级, 省级]). */
export interface ReportCondition extends ReportFieldPath {
  Operator: ReportConditionOperator;
  Value?: string | number | boolean | Array<string | number>;
}

export type ReportChartKind = 'bar' | 'stackedBar' | 'line' | 'pie' | 'table' | 'ranking';
export const REPORT_CHART_KINDS: readonly ReportChartKind[] = ['bar', 'stackedBar', 'line', 'pie', 'table', 'ranking'];
export const REPORT_CHART_NAMES: Record<ReportChartKind, string> = {
  bar: '柱状图',
  stackedBar: '堆叠柱状图',
  line: '折线图',
  pie: '饼图',
  table: '表格',
  ranking: '排行榜',
};

/** Who may open a report: holders of an action on a module (usually `Report`), or anyone (public routes, aggregates only). */
export type ReportPermission = { Module: string; Action: string } | 'Anonymous';

export interface ReportDescriptor {
  /** Unique, [A-Za-z0-9_-], 1-64: `/api/report/{Code}`. */
  Code: string;
  Title: string;
  Description?: string;
  /** The source module (catalogue name). */
  Module: string;
  Where?: ReportCondition[];
  /** 1 to 3. The first is the chart's category axis; a second makes series (stacked bars, lines). */
  Dimensions: ReportDimension[];
  /** 1 to 8. */
  Measures: ReportMeasure[];
  /** Up to REPORT_LIMITS.maxParts other modules feeding measures (see ReportPart). */
  Parts?: ReportPart[];
  /** Measures computed from the others, shown after them; shown measures (not Hidden, and these) at most maxMeasures. */
  Derived?: ReportDerivedMeasure[];
  Filters?: ReportFilter[];
  /** The chart kinds offered, the first drawn by default. */
  Charts: ReportChartKind[];
  /** Order of the rows: a dimension or measure Key (a derived one too, not a hidden one); default the first dimension ascending. */
  Sort?: { By: string; Desc?: boolean };
  /** Top N rows (rankings); at most REPORT_LIMITS.maxRows. */
  Limit?: number;
  /** Measure keys (base or derived, not hidden) shown as summary cards above the chart (totals over all rows). */
  Summary?: string[];
  Permission: ReportPermission;
  /** App paths the report answers, e.g. ["/report/problemreport1"]; matched case-insensitively. */
  Routes: string[];
}

export const REPORT_LIMITS = {
  maxDimensions: 3,
  maxMeasures: 8,
  maxParts: 4,
  maxDerived: 8,
  /** Characters of a derived measure's Expression, and its terms once other derived measures are put in. */
  maxExpressionLength: 200,
  maxExpressionTerms: 64,
  maxFilters: 12,
  maxConditions: 12,
  maxBands: 20,
  maxRoutes: 8,
  /** Groups a report answers at most (the page says when there were more). */
  maxRows: 2000,
  maxFilterValues: 100,
  maxKeywordLength: 50,
} as const;

/** `GET /api/report/routes` (anonymous): which report answers which app path, so the app routes to reports without code. */
export interface ReportRoute {
  Path: string;
  Code: string;
  Title: string;
  Anonymous: boolean;
}

/** An option of a select filter, as the page offers it. */
export interface ReportOption {
  Value: string;
  Label: string;
}

/** `GET /api/report/{code}/meta`: the descriptor as the page needs it, with each select filter's options. */
/** A dimension grouped by calendar unit: charts draw it as a continuous time axis, in time order. */
export type ReportCalendarBucket = 'Year' | 'Quarter' | 'Month';

export interface ReportMeta {
  Code: string;
  Title: string;
  Description: string | null;
  Dimensions: Array<{ Key: string; Label: string; Calendar?: ReportCalendarBucket }>;
  Measures: Array<{ Key: string; Label: string; Format: ReportMeasureFormat }>;
  Filters: Array<{ Key: string; Label: string; Kind: ReportFilterKind; Options: ReportOption[] | null }>;
  Charts: ReportChartKind[];
  Summary: string[];
}

/** `POST /api/report/{code}` body: the user's filter values by filter Key (its schema: wire/reportBody.ts). */
export type { ReportQuery } from './wire/reportBody.js';

/**
 * The answer: one row per group — dimension keys hold display texts, measure keys numbers — in the report's order,
 * the totals over every row (the 合计 row), and whether rows were cut at the limit.
 */
export interface ReportResult {
  Code: string;
  Title: string;
  Rows: Array<Record<string, string | number | null>>;
  Totals: Record<string, number | null>;
  Truncated: boolean;
}
