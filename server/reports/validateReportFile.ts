/**
 * The check of a report file (schemas/reports/*.json) at start: its shape against the report file schema
 * (contract/catalogue/reportFile.ts, the one editors use), then what the shape cannot say — keys unique, the parts,
 * measures, sort and summary referring to each other, derived expressions. Every problem names the file and the JSON
 * path, in Chinese, and stops the server start. The catalogue checks (modules, fields, types) come after, in
 * checkReportAgainstCatalogue.ts.
 */
import { REPORT_LIMITS, type ReportDescriptor } from '../../contract/index.js';
import { conditionValueProblem, repeatedRoute } from '../../contract/catalogue/descriptorParts.js';
import { ReportFileSchema } from '../../contract/catalogue/reportFile.js';
import { firstSchemaProblem } from '../../core/catalogue/schemaProblem.js';
import { expandDerived, measureKeysOf, parseDerivedExpression, type DerivedExpression } from '../../core/report/derivedExpression.js';
import { CatalogueError } from '../platform/catalogue/catalogueError.js';
import { withoutEditorSchema } from '../platform/catalogue/readCatalogueFile.js';

/** A bad report file: the same error type as a bad module file (start stops), worded for reports. */
export class ReportFileError extends CatalogueError {
  constructor(file: string, fieldPath: string, problem: string) {
    super(file, fieldPath, problem);
    this.message = `报表定义文件无效: ${file} 字段 ${fieldPath}: ${problem}`;
  }
}

type Json = unknown;

export function validateReportFile(file: string, data: Json): ReportDescriptor {
  const fail = (at: string, problem: string): never => {
    throw new ReportFileError(file, at, problem);
  };
  const shape = firstSchemaProblem(ReportFileSchema, data);
  if (shape) fail(shape.path, shape.problem);
  const report: ReportDescriptor = withoutEditorSchema(data as ReportDescriptor & { $schema?: string });

  const conditions = (list: ReadonlyArray<{ Operator: string; Value?: unknown }> | undefined, at: string): void =>
    (list ?? []).forEach((c, i) => {
      const problem = conditionValueProblem(c);
      if (problem) fail(`${at}[${i}].${problem.at}`, problem.problem);
    });
  const keyed = (key: string, at: string, keys: Set<string>): void => {
    if (keys.has(key)) fail(`${at}.Key`, `键重复: ${key}`);
    keys.add(key);
  };

  const keys = new Set<string>();
  report.Dimensions.forEach((d, i) => {
    const at = `$.Dimensions[${i}]`;
    keyed(d.Key, at, keys);
    const bucket = d.Bucket as { Kind: string; Bands?: Array<{ Label: string; Min?: number; Max?: number }> } | undefined;
    if (!bucket) return;
    const banded = bucket.Kind === 'NumberBands' || bucket.Kind === 'AgeBands';
    if (!banded) {
      if (bucket.Bands !== undefined) fail(`${at}.Bucket.Bands`, '未知的键');
      return;
    }
    if (!bucket.Bands) return fail(`${at}.Bucket.Bands`, `应为 1 到 ${REPORT_LIMITS.maxBands} 项的数组`);
    const labels = new Set<string>();
    bucket.Bands.forEach((band, b) => {
      const bat = `${at}.Bucket.Bands[${b}]`;
      if (labels.has(band.Label)) fail(`${bat}.Label`, `段名重复: ${band.Label}`);
      labels.add(band.Label);
      if (band.Min === undefined && band.Max === undefined) fail(bat, '至少给出 Min 或 Max');
      if (band.Min !== undefined && band.Max !== undefined && band.Min >= band.Max) fail(`${bat}.Max`, '应大于 Min');
    });
  });

  report.Measures.forEach((m, i) => {
    const at = `$.Measures[${i}]`;
    keyed(m.Key, at, keys);
    if (m.Aggregate === 'count') {
      if (m.Field !== undefined || m.Via !== undefined) fail(`${at}.Field`, 'count 不取字段');
    } else if (m.Field === undefined) fail(`${at}.Field`, '应为字段名');
  });

  const filterKeys = new Set<string>();
  (report.Filters ?? []).forEach((f, i) => keyed(f.Key, `$.Filters[${i}]`, filterKeys));
  conditions(report.Where, '$.Where');

  const dimensionKeys = report.Dimensions.map((d) => d.Key);
  const partNames = new Set<string>();
  (report.Parts ?? []).forEach((p, i) => {
    const at = `$.Parts[${i}]`;
    if (partNames.has(p.Name)) fail(`${at}.Name`, `组成部分重复: ${p.Name}`);
    partNames.add(p.Name);
    conditions(p.Where, `${at}.Where`);
    for (const key of Object.keys(p.Dimensions)) if (!dimensionKeys.includes(key)) fail(`${at}.Dimensions.${key}`, '未知的键');
    for (const key of dimensionKeys) {
      if (!p.Dimensions[key]) fail(`${at}.Dimensions.${key}`, '每个维度都应给出本模块的字段 {Field, Via?}');
    }
    for (const key of Object.keys(p.Filters ?? {})) if (!filterKeys.has(key)) fail(`${at}.Filters.${key}`, '未知的键');
  });
  const measures = report.Measures;
  measures.forEach((m, i) => {
    if (m.Part !== undefined && !partNames.has(m.Part)) fail(`$.Measures[${i}].Part`, `没有名为 ${m.Part} 的组成部分 (Parts)`);
  });
  for (const [i, name] of [...partNames].entries()) {
    if (!measures.some((m) => m.Part === name)) fail(`$.Parts[${i}]`, `组成部分 ${name} 没有提供任何指标 (指标的 Part)`);
  }

  const derivedKeys = new Set<string>();
  const parsed = new Map<string, DerivedExpression>();
  (report.Derived ?? []).forEach((d, i) => {
    const at = `$.Derived[${i}]`;
    keyed(d.Key, at, keys);
    derivedKeys.add(d.Key);
    const tree = parseDerivedExpression(d.Expression);
    if (typeof tree === 'string') return fail(`${at}.Expression`, tree);
    parsed.set(d.Key, tree);
  });
  const measureKeySet = new Set(measures.map((m) => m.Key));
  [...parsed].forEach(([key, tree], i) => {
    const at = `$.Derived[${i}].Expression`;
    for (const name of measureKeysOf(tree)) {
      if (!measureKeySet.has(name) && !parsed.has(name)) fail(at, `没有名为 ${name} 的指标`);
    }
    const expanded = expandDerived(tree, parsed, REPORT_LIMITS.maxExpressionTerms, [key]);
    if (typeof expanded === 'string') fail(at, expanded);
  });
  const shownCount = measures.filter((m) => m.Hidden !== true).length + derivedKeys.size;
  if (shownCount > REPORT_LIMITS.maxMeasures) fail('$.Derived', `显示的指标(未隐藏的指标与派生指标)最多 ${REPORT_LIMITS.maxMeasures} 个`);
  if (shownCount === 0) fail('$.Measures', '至少显示一个指标');

  report.Charts.forEach((c, i) => {
    if (report.Charts.indexOf(c) !== i) fail(`$.Charts[${i}]`, '图表重复');
  });

  const hiddenKeys = new Set(measures.filter((m) => m.Hidden === true).map((m) => m.Key));
  if (report.Sort && (!keys.has(report.Sort.By) || hiddenKeys.has(report.Sort.By))) fail('$.Sort.By', '应为某个维度或指标的 Key (不能是隐藏的指标)');
  (report.Summary ?? []).forEach((key, i) => {
    if (!(measureKeySet.has(key) || derivedKeys.has(key)) || hiddenKeys.has(key)) fail(`$.Summary[${i}]`, '应为某个指标的 Key (不能是隐藏的指标)');
  });

  const repeated = repeatedRoute(report.Routes);
  if (repeated >= 0) fail(`$.Routes[${repeated}]`, '路径重复');
  return report;
}
