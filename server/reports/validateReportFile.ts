/**
 * Structural check of a report file (schemas/reports/*.json), in the style of the module files' check: every
 * problem names the file and the JSON path, in Chinese, and stops the server start. The catalogue checks (modules,
 * fields, types) come after, in checkReportAgainstCatalogue.ts.
 */
import {
  PERMISSION_ACTIONS, REPORT_AGGREGATES, REPORT_CHART_KINDS, REPORT_LIMITS, REPORT_MEASURE_FORMATS, type ReportDescriptor,
} from '../../contract/index.js';
import { expandDerived, measureKeysOf, parseDerivedExpression, type DerivedExpression } from '../../core/report/derivedExpression.js';
import { CatalogueError } from '../platform/catalogue/validateModuleFile.js';

/** A bad report file: the same error type as a bad module file (start stops), worded for reports. */
export class ReportFileError extends CatalogueError {
  constructor(file: string, fieldPath: string, problem: string) {
    super(file, fieldPath, problem);
    this.message = `报表定义文件无效: ${file} 字段 ${fieldPath}: ${problem}`;
  }
}

type Json = unknown;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** Keys become SQL-free result keys and page keys; kept to plain identifiers. */
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const TOP_KEYS = ['Code', 'Title', 'Description', 'Module', 'Where', 'Dimensions', 'Measures', 'Filters', 'Charts', 'Sort',
  'Limit', 'Summary', 'Permission', 'Routes', 'Parts', 'Derived'];
const BUCKETS = ['Value', 'Year', 'Quarter', 'Month', 'NumberBands', 'AgeBands'];
const FILTER_KINDS = ['yearRange', 'dateRange', 'select', 'multiSelect', 'keyword'];
const OPERATORS = ['==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'isNull', 'notNull'];
const FORMATS: readonly string[] = REPORT_MEASURE_FORMATS;
const MAX_TEXT = 200;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: Json): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_TEXT;
const isScalar = (v: Json): boolean => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

export function validateReportFile(file: string, data: Json): ReportDescriptor {
  const fail = (at: string, problem: string): never => {
    throw new ReportFileError(file, at, problem);
  };
  const onlyKeys = (obj: Record<string, Json>, at: string, keys: string[]): void => {
    for (const key of Object.keys(obj)) if (!keys.includes(key)) fail(`${at}.${key}`, '未知的键');
  };
  const list = (v: Json, at: string, min: number, max: number): Json[] => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return fail(at, `应为 ${min} 到 ${max} 项的数组`);
    return v;
  };
  const condition = (c: Json, at: string): void => {
    if (!isObject(c)) return fail(at, '应为对象');
    onlyKeys(c, at, ['Field', 'Via', 'Operator', 'Value']);
    path(c, at);
    const op = c.Operator;
    if (typeof op !== 'string' || !OPERATORS.includes(op)) return fail(`${at}.Operator`, `应为 ${OPERATORS.join('|')}`);
    if (op === 'isNull' || op === 'notNull') {
      if (c.Value !== undefined) fail(`${at}.Value`, `${op} 不取值`);
    } else if (op === 'in' || op === 'notIn') {
      const values = list(c.Value, `${at}.Value`, 1, REPORT_LIMITS.maxFilterValues);
      values.forEach((v, j) => {
        if (typeof v !== 'string' && (typeof v !== 'number' || !Number.isFinite(v))) fail(`${at}.Value[${j}]`, '应为字符串或数字');
      });
    } else if (!isScalar(c.Value)) fail(`${at}.Value`, '应为字符串、数字或布尔值');
  };
  const conditionList = (v: Json, at: string): void => {
    list(v, at, 0, REPORT_LIMITS.maxConditions).forEach((c, i) => condition(c, `${at}[${i}]`));
  };
  const path = (obj: Record<string, Json>, at: string): void => {
    if (typeof obj.Field !== 'string' || !IDENTIFIER.test(obj.Field)) fail(`${at}.Field`, '应为字段名');
    if (obj.Via !== undefined && (typeof obj.Via !== 'string' || !IDENTIFIER.test(obj.Via))) fail(`${at}.Via`, '应为关联字段名');
  };
  const keyed = (obj: Record<string, Json>, at: string, keys: Set<string>): void => {
    if (typeof obj.Key !== 'string' || !KEY.test(obj.Key)) fail(`${at}.Key`, '应为标识符(字母开头,字母数字下划线)');
    if (keys.has(obj.Key as string)) fail(`${at}.Key`, `键重复: ${String(obj.Key)}`);
    keys.add(obj.Key as string);
    if (!isText(obj.Label)) fail(`${at}.Label`, `应为 1 到 ${MAX_TEXT} 字的文字`);
  };

  if (!isObject(data)) return fail('$', '应为对象');
  onlyKeys(data, '$', TOP_KEYS);
  if (typeof data.Code !== 'string' || !CODE.test(data.Code)) fail('$.Code', '应为 1 到 64 个字母、数字、下划线或连字符');
  if (!isText(data.Title)) fail('$.Title', `应为 1 到 ${MAX_TEXT} 字的文字`);
  if (data.Description !== undefined && (typeof data.Description !== 'string' || data.Description.length > 2000)) fail('$.Description', '应为文字');
  if (typeof data.Module !== 'string' || !IDENTIFIER.test(data.Module)) fail('$.Module', '应为模块名');

  const keys = new Set<string>();
  list(data.Dimensions, '$.Dimensions', 1, REPORT_LIMITS.maxDimensions).forEach((d, i) => {
    const at = `$.Dimensions[${i}]`;
    if (!isObject(d)) return fail(at, '应为对象');
    onlyKeys(d, at, ['Key', 'Label', 'Field', 'Via', 'Bucket']);
    keyed(d, at, keys);
    path(d, at);
    if (d.Bucket === undefined) return;
    const bucket = d.Bucket;
    if (!isObject(bucket) || typeof bucket.Kind !== 'string' || !BUCKETS.includes(bucket.Kind)) return fail(`${at}.Bucket.Kind`, `应为 ${BUCKETS.join('|')}`);
    const banded = bucket.Kind === 'NumberBands' || bucket.Kind === 'AgeBands';
    onlyKeys(bucket, `${at}.Bucket`, banded ? ['Kind', 'Bands'] : ['Kind']);
    if (!banded) return;
    const labels = new Set<string>();
    list(bucket.Bands, `${at}.Bucket.Bands`, 1, REPORT_LIMITS.maxBands).forEach((band, b) => {
      const bat = `${at}.Bucket.Bands[${b}]`;
      if (!isObject(band)) return fail(bat, '应为对象');
      onlyKeys(band, bat, ['Label', 'Min', 'Max']);
      if (!isText(band.Label)) fail(`${bat}.Label`, '应为文字');
      if (labels.has(band.Label as string)) fail(`${bat}.Label`, `段名重复: ${String(band.Label)}`);
      labels.add(band.Label as string);
      for (const end of ['Min', 'Max'] as const) {
        const v = band[end];
        if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v))) fail(`${bat}.${end}`, '应为数字');
      }
      if (band.Min === undefined && band.Max === undefined) fail(bat, '至少给出 Min 或 Max');
      if (typeof band.Min === 'number' && typeof band.Max === 'number' && band.Min >= band.Max) fail(`${bat}.Max`, '应大于 Min');
    });
  });

  list(data.Measures, '$.Measures', 1, REPORT_LIMITS.maxMeasures).forEach((m, i) => {
    const at = `$.Measures[${i}]`;
    if (!isObject(m)) return fail(at, '应为对象');
    onlyKeys(m, at, ['Key', 'Label', 'Field', 'Via', 'Aggregate', 'Format', 'Part', 'Hidden']);
    if (m.Part !== undefined && (typeof m.Part !== 'string' || !KEY.test(m.Part))) fail(`${at}.Part`, '应为某个组成部分的 Name');
    if (m.Hidden !== undefined && typeof m.Hidden !== 'boolean') fail(`${at}.Hidden`, '应为布尔值');
    keyed(m, at, keys);
    if (typeof m.Aggregate !== 'string' || !(REPORT_AGGREGATES as readonly string[]).includes(m.Aggregate)) fail(`${at}.Aggregate`, `应为 ${REPORT_AGGREGATES.join('|')}`);
    if (m.Aggregate === 'count') {
      if (m.Field !== undefined || m.Via !== undefined) fail(`${at}.Field`, 'count 不取字段');
    } else path(m, at);
    if (m.Format !== undefined && !FORMATS.includes(m.Format as string)) fail(`${at}.Format`, `应为 ${FORMATS.join('|')}`);
  });

  const filterKeys = new Set<string>();
  if (data.Filters !== undefined) list(data.Filters, '$.Filters', 0, REPORT_LIMITS.maxFilters).forEach((f, i) => {
    const at = `$.Filters[${i}]`;
    if (!isObject(f)) return fail(at, '应为对象');
    onlyKeys(f, at, ['Key', 'Label', 'Field', 'Via', 'Kind']);
    keyed(f, at, filterKeys);
    path(f, at);
    if (typeof f.Kind !== 'string' || !FILTER_KINDS.includes(f.Kind)) fail(`${at}.Kind`, `应为 ${FILTER_KINDS.join('|')}`);
  });

  if (data.Where !== undefined) conditionList(data.Where, '$.Where');

  const dimensionKeys = (data.Dimensions as Array<{ Key: string }>).map((d) => d.Key);
  const partNames = new Set<string>();
  if (data.Parts !== undefined) list(data.Parts, '$.Parts', 0, REPORT_LIMITS.maxParts).forEach((p, i) => {
    const at = `$.Parts[${i}]`;
    if (!isObject(p)) return fail(at, '应为对象');
    onlyKeys(p, at, ['Name', 'Module', 'Where', 'Dimensions', 'Filters']);
    if (typeof p.Name !== 'string' || !KEY.test(p.Name)) fail(`${at}.Name`, '应为标识符(字母开头,字母数字下划线)');
    if (partNames.has(p.Name as string)) fail(`${at}.Name`, `组成部分重复: ${String(p.Name)}`);
    partNames.add(p.Name as string);
    if (typeof p.Module !== 'string' || !IDENTIFIER.test(p.Module)) fail(`${at}.Module`, '应为模块名');
    if (p.Where !== undefined) conditionList(p.Where, `${at}.Where`);
    const dims = p.Dimensions;
    if (!isObject(dims)) return fail(`${at}.Dimensions`, '应为对象: 每个维度的 Key 对应本模块的字段');
    onlyKeys(dims, `${at}.Dimensions`, dimensionKeys);
    for (const key of dimensionKeys) {
      const mapped = dims[key];
      if (!isObject(mapped)) return fail(`${at}.Dimensions.${key}`, '每个维度都应给出本模块的字段 {Field, Via?}');
      onlyKeys(mapped, `${at}.Dimensions.${key}`, ['Field', 'Via']);
      path(mapped, `${at}.Dimensions.${key}`);
    }
    if (p.Filters === undefined) return;
    if (!isObject(p.Filters)) return fail(`${at}.Filters`, '应为对象: 筛选的 Key 对应本模块的字段');
    onlyKeys(p.Filters, `${at}.Filters`, [...filterKeys]);
    for (const [key, mapped] of Object.entries(p.Filters)) {
      if (!isObject(mapped)) return fail(`${at}.Filters.${key}`, '应为 {Field, Via?}');
      onlyKeys(mapped, `${at}.Filters.${key}`, ['Field', 'Via']);
      path(mapped, `${at}.Filters.${key}`);
    }
  });
  const measures = data.Measures as Array<{ Key: string; Part?: string; Hidden?: boolean }>;
  measures.forEach((m, i) => {
    if (m.Part !== undefined && !partNames.has(m.Part)) fail(`$.Measures[${i}].Part`, `没有名为 ${m.Part} 的组成部分 (Parts)`);
  });
  for (const [i, name] of [...partNames].entries()) {
    if (!measures.some((m) => m.Part === name)) fail(`$.Parts[${i}]`, `组成部分 ${name} 没有提供任何指标 (指标的 Part)`);
  }

  const derivedKeys = new Set<string>();
  const parsed = new Map<string, DerivedExpression>();
  if (data.Derived !== undefined) list(data.Derived, '$.Derived', 0, REPORT_LIMITS.maxDerived).forEach((d, i) => {
    const at = `$.Derived[${i}]`;
    if (!isObject(d)) return fail(at, '应为对象');
    onlyKeys(d, at, ['Key', 'Label', 'Expression', 'Format']);
    keyed(d, at, keys);
    derivedKeys.add(d.Key as string);
    if (typeof d.Expression !== 'string' || d.Expression.length > REPORT_LIMITS.maxExpressionLength) {
      return fail(`${at}.Expression`, `应为不超过 ${REPORT_LIMITS.maxExpressionLength} 字的表达式`);
    }
    const tree = parseDerivedExpression(d.Expression);
    if (typeof tree === 'string') return fail(`${at}.Expression`, tree);
    parsed.set(d.Key as string, tree);
    if (d.Format !== undefined && !FORMATS.includes(d.Format as string)) fail(`${at}.Format`, `应为 ${FORMATS.join('|')}`);
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

  const charts = list(data.Charts, '$.Charts', 1, REPORT_CHART_KINDS.length);
  charts.forEach((c, i) => {
    if (!(REPORT_CHART_KINDS as readonly Json[]).includes(c)) fail(`$.Charts[${i}]`, `应为 ${REPORT_CHART_KINDS.join('|')}`);
    if (charts.indexOf(c) !== i) fail(`$.Charts[${i}]`, '图表重复');
  });

  const hiddenKeys = new Set(measures.filter((m) => m.Hidden === true).map((m) => m.Key));
  if (data.Sort !== undefined) {
    const sort = data.Sort;
    if (!isObject(sort)) return fail('$.Sort', '应为对象');
    onlyKeys(sort, '$.Sort', ['By', 'Desc']);
    if (typeof sort.By !== 'string' || !keys.has(sort.By) || hiddenKeys.has(sort.By)) fail('$.Sort.By', '应为某个维度或指标的 Key (不能是隐藏的指标)');
    if (sort.Desc !== undefined && typeof sort.Desc !== 'boolean') fail('$.Sort.Desc', '应为布尔值');
  }
  if (data.Limit !== undefined && (typeof data.Limit !== 'number' || !Number.isInteger(data.Limit) || data.Limit < 1 || data.Limit > REPORT_LIMITS.maxRows)) {
    fail('$.Limit', `应为 1 到 ${REPORT_LIMITS.maxRows} 的整数`);
  }
  if (data.Summary !== undefined) list(data.Summary, '$.Summary', 0, REPORT_LIMITS.maxMeasures).forEach((s, i) => {
    if (typeof s !== 'string' || !(measureKeySet.has(s) || derivedKeys.has(s)) || hiddenKeys.has(s)) fail(`$.Summary[${i}]`, '应为某个指标的 Key (不能是隐藏的指标)');
  });

  const permission = data.Permission;
  if (permission !== 'Anonymous') {
    if (!isObject(permission)) return fail('$.Permission', '应为 "Anonymous" 或 {Module, Action}');
    onlyKeys(permission, '$.Permission', ['Module', 'Action']);
    if (typeof permission.Module !== 'string' || !IDENTIFIER.test(permission.Module)) fail('$.Permission.Module', '应为模块名');
    if (typeof permission.Action !== 'string' || !(PERMISSION_ACTIONS as readonly string[]).includes(permission.Action)) {
      fail('$.Permission.Action', `应为 ${PERMISSION_ACTIONS.join('|')}`);
    }
  }

  const routes = list(data.Routes, '$.Routes', 1, REPORT_LIMITS.maxRoutes);
  routes.forEach((r, i) => {
    if (typeof r !== 'string' || !/^\/[A-Za-z0-9_\-/]{1,199}$/.test(r)) fail(`$.Routes[${i}]`, "应以 '/' 开头,由字母、数字、下划线、连字符和 '/' 组成");
    if (routes.findIndex((o) => typeof o === 'string' && o.toLowerCase() === (r as string).toLowerCase()) !== i) fail(`$.Routes[${i}]`, '路径重复');
  });
  return data as unknown as ReportDescriptor;
}
