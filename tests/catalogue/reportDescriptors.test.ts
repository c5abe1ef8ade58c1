/**
 * The report descriptors of schemas/reports/*.json against the contract (contract/report.ts) and the module
 * catalogue, read as plain JSON like the rest of tests/catalogue: every field a report names exists and fits its use,
 * and every report or statistics route of the spec is answered by exactly one descriptor.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldInfoStrut } from '../../contract/index';
import {
  REPORT_AGGREGATES,
  REPORT_CHART_KINDS,
  REPORT_LIMITS,
  type ReportCondition,
  type ReportConditionOperator,
  type ReportDescriptor,
  type ReportFieldPath,
  type ReportFilterKind,
} from '../../contract/report';
import { measureKeysOf, parseDerivedExpression } from '../../core/report/derivedExpression';
import { SCHEMAS_DIR, readDictionaries, readModuleFiles } from './catalogueFiles';

const REPORTS_DIR = join(SCHEMAS_DIR, 'reports');

/** Every report and statistics route of the spec (shell-and-access: Scoring and statistics, Reports, Funding and contracts). */
const SPEC_ROUTES = [
  '/report/chartreport',
  '/report/problemreport1',
  '/report/platformreport3',
  '/report/thesisreport5',
  '/report/patentreport6',
  '/report/outstandingreport7',
  '/report/resultreport8',
  '/report/positionreport9',
  '/report/positionreport10',
  '/report/activitiesreport11',
  '/report/conferencereport12',
  '/report/patentresultreport13',
  '/thesis/group',
  '/patent/group',
  '/results/group',
  '/problem/group',
  '/problem/groupb',
  '/problem/groupc',
  '/problem/groupd',
  '/feebudgetreport/report1',
  '/feebudgetreport/report2',
  '/feebudgetreport/report3',
  '/feebudgetreport/feebudgetaccountreport',
  '/FeeBudgetReport/Report1',
  '/FeeBudgetReport/Report2',
  '/FeeBudgetReport/Report3',
  '/FeeBudgetAccountReport',
  '/ProblemCost/Report',
  '/ProblemCost/ReportExt',
  '/PlatformCost/Report',
  '/carreport/index',
  '/researchassistant/report',
  '/HospTechApply/Report',
  '/SJHCReport/List',
  '/SJHCReport/DeptList',
  '/SJHCReport/SupplierList',
  '/SJHCReport/NameList',
  '/SJHCReport/Product',
  '/SJHCReport/OrderDetailList',
  '/DeptDocReport',
  '/ThreeProjectDeptReport',
  '/ALLReport',
  '/technology/exportall',
];
/** Written on the report engine's branch; allowed to be missing here. */
const FROM_ENGINE_BRANCH = new Set(['/problem/group', '/problem/groupb']);
const ANONYMOUS_ROUTES = ['/deptdocreport', '/threeprojectdeptreport', '/allreport'];

const files = readModuleFiles();
const modules = new Map(files.map(({ module }) => [module.Name, module]));
const dictionaries = readDictionaries();

interface ReportFile {
  file: string;
  report: ReportDescriptor;
}

function readReports(): ReportFile[] {
  if (!existsSync(REPORTS_DIR)) return [];
  return readdirSync(REPORTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, report: JSON.parse(readFileSync(join(REPORTS_DIR, file), 'utf8')) as ReportDescriptor }));
}

const reports = readReports();

const isDate = (field: FieldInfoStrut) => field.Type === 'DateTime' || field.Type === 'DateTime2';
const isNumber = (field: FieldInfoStrut) => field.Type === 'Decimal' || field.Type === 'Int32';
const isPersonRelation = (field: FieldInfoStrut) => field.Relate === 'Person' || field.Relate === 'User';

/** The values a field offers (a select filter lists them), or null when it offers none. */
function optionsOf(field: FieldInfoStrut): string[] | 'relation' | null {
  if (field.Relate && field.Relate !== 'Resource') return 'relation';
  if (field.EnumItemName) return dictionaries.get(field.EnumItemName) ?? [];
  if (field.EnumValues?.length) return field.EnumValues.map((option) => String(option.Value));
  if (field.Type === 'Boolean') return ['true', 'false'];
  return null;
}

/** Resolves a path to its field (following Via to the related module), or explains why it cannot. */
function resolve(source: string, path: ReportFieldPath): { field: FieldInfoStrut; via: FieldInfoStrut | null } | string {
  const module = modules.get(source);
  if (!module) return `module ${source} is not in the catalogue`;
  if (path.Via === undefined) {
    const field = module.FieldInfoStruts.find((f) => f.Name === path.Field);
    return field ? { field, via: null } : `${source}.${path.Field} does not exist`;
  }
  const via = module.FieldInfoStruts.find((f) => f.Name === path.Via);
  if (!via) return `${source}.${path.Via} does not exist`;
  if (!via.Relate || via.Relate === 'Resource' || via.Type === 'Array') return `${source}.${path.Via} is not a relation to a module`;
  const related = modules.get(via.Relate);
  const field = related?.FieldInfoStruts.find((f) => f.Name === path.Field);
  return field ? { field, via } : `${via.Relate}.${path.Field} (via ${source}.${path.Via}) does not exist`;
}

/** The module a measure aggregates: its Part's, or the report's own. */
function measureModule(report: ReportDescriptor, measure: ReportDescriptor['Measures'][number]): string {
  return measure.Part === undefined ? report.Module : (report.Parts?.find((part) => part.Name === measure.Part)?.Module ?? `(no part ${measure.Part})`);
}

function resolved(
  report: ReportDescriptor,
  path: ReportFieldPath,
  what: string,
  module = report.Module,
): { field: FieldInfoStrut; via: FieldInfoStrut | null } {
  const result = resolve(module, path);
  if (typeof result === 'string') throw new Error(`${report.Code} ${what}: ${result}`);
  return result;
}

/** Latin letters in user-visible text: only the names papers are indexed under. */
function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !['SCIE', 'SCI', 'JCR'].includes(word));
}

const OPERATORS: ReportConditionOperator[] = ['==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'isNull', 'notNull'];
const FILTER_KINDS: ReportFilterKind[] = ['yearRange', 'dateRange', 'select', 'multiSelect', 'keyword'];

describe('the report descriptors (schemas/reports)', () => {
  it('exist, one file per report, named by its Code', () => {
    expect(reports.length).toBeGreaterThan(0);
    for (const { file, report } of reports) expect(file, report.Code).toBe(`${report.Code}.json`);
  });

  it.each(reports.map(({ file, report }) => [file, report] as const))('%s has the shape of the contract', (_file, report) => {
    expect(report.Code).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(typeof report.Title === 'string' && report.Title.length > 0).toBe(true);
    if (report.Description !== undefined) expect(typeof report.Description).toBe('string');
    expect(typeof report.Module).toBe('string');
    expect(report.Dimensions.length).toBeGreaterThanOrEqual(1);
    expect(report.Dimensions.length).toBeLessThanOrEqual(REPORT_LIMITS.maxDimensions);
    expect(report.Measures.length).toBeGreaterThanOrEqual(1);
    expect(report.Measures.length).toBeLessThanOrEqual(REPORT_LIMITS.maxMeasures);
    expect((report.Filters ?? []).length).toBeLessThanOrEqual(REPORT_LIMITS.maxFilters);
    expect((report.Where ?? []).length).toBeLessThanOrEqual(REPORT_LIMITS.maxConditions);
    expect(report.Charts.length).toBeGreaterThan(0);
    for (const chart of report.Charts) expect(REPORT_CHART_KINDS).toContain(chart);
    expect(new Set(report.Charts).size).toBe(report.Charts.length);
    expect(report.Routes.length).toBeGreaterThanOrEqual(1);
    expect(report.Routes.length).toBeLessThanOrEqual(REPORT_LIMITS.maxRoutes);
    for (const route of report.Routes) expect(route).toMatch(/^\/[A-Za-z0-9/_-]+$/);
    if (report.Permission !== 'Anonymous') {
      expect(modules.has(report.Permission.Module), `${report.Code} permission module`).toBe(true);
      expect(['List', 'Report', 'GroupList']).toContain(report.Permission.Action);
    }

    const columnKeys = [...report.Dimensions, ...report.Measures, ...(report.Derived ?? [])].map((column) => column.Key);
    expect(new Set(columnKeys).size, `${report.Code}: dimension and measure keys repeat`).toBe(columnKeys.length);
    const filterKeys = (report.Filters ?? []).map((filter) => filter.Key);
    expect(new Set(filterKeys).size, `${report.Code}: filter keys repeat`).toBe(filterKeys.length);
    for (const key of [...columnKeys, ...filterKeys]) expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
    const hidden = report.Measures.filter((measure) => measure.Hidden === true).map((measure) => measure.Key);
    const shownMeasureKeys = [...report.Measures.map((measure) => measure.Key), ...(report.Derived ?? []).map((d) => d.Key)].filter(
      (key) => !hidden.includes(key),
    );
    expect(shownMeasureKeys.length, `${report.Code}: shown measures`).toBeLessThanOrEqual(REPORT_LIMITS.maxMeasures);
    for (const key of report.Summary ?? []) expect(shownMeasureKeys, `${report.Code} Summary ${key}`).toContain(key);
    if (report.Sort) expect([...report.Dimensions.map((d) => d.Key), ...shownMeasureKeys], `${report.Code} Sort`).toContain(report.Sort.By);
    expect((report.Parts ?? []).length).toBeLessThanOrEqual(REPORT_LIMITS.maxParts);
    for (const part of report.Parts ?? []) {
      expect(Object.keys(part.Dimensions).sort(), `${report.Code} part ${part.Name}: every dimension, no other`).toEqual(
        report.Dimensions.map((d) => d.Key).sort(),
      );
      for (const key of Object.keys(part.Filters ?? {})) expect(filterKeys, `${report.Code} part ${part.Name} filter ${key}`).toContain(key);
      expect(
        report.Measures.some((measure) => measure.Part === part.Name),
        `${report.Code} part ${part.Name} feeds a measure`,
      ).toBe(true);
    }
    for (const measure of report.Measures) {
      if (measure.Part !== undefined)
        expect(
          (report.Parts ?? []).map((part) => part.Name),
          `${report.Code} ${measure.Key}`,
        ).toContain(measure.Part);
    }
    for (const derived of report.Derived ?? []) {
      const tree = parseDerivedExpression(derived.Expression);
      expect(tree, `${report.Code} ${derived.Key}: ${String(tree)}`).not.toBeTypeOf('string');
      if (typeof tree === 'string') continue;
      for (const key of measureKeysOf(tree))
        expect(
          [...report.Measures, ...(report.Derived ?? [])].map((m) => m.Key),
          `${report.Code} ${derived.Key}`,
        ).toContain(key);
    }
    if (report.Limit !== undefined) {
      expect(Number.isInteger(report.Limit) && report.Limit > 0 && report.Limit <= REPORT_LIMITS.maxRows).toBe(true);
    }
  });

  it('speak Chinese to the user', () => {
    for (const { report } of reports) {
      const texts = [
        report.Title,
        report.Description ?? '',
        ...report.Dimensions.map((d) => d.Label),
        ...report.Measures.map((m) => m.Label),
        ...(report.Derived ?? []).map((d) => d.Label),
        ...(report.Filters ?? []).map((f) => f.Label),
        ...report.Dimensions.flatMap((d) => (d.Bucket && 'Bands' in d.Bucket ? d.Bucket.Bands.map((b) => b.Label) : [])),
      ];
      for (const text of texts) expect(latinWords(text), `${report.Code}: ${text}`).toEqual([]);
    }
  });

  it('name a module of the catalogue and fields of it (or of a module it relates to)', () => {
    for (const { report } of reports) {
      expect(modules.has(report.Module), `${report.Code} → ${report.Module}`).toBe(true);
      const paths: ReportFieldPath[] = [
        ...report.Dimensions,
        ...(report.Filters ?? []),
        ...(report.Where ?? []),
        ...report.Measures.filter((m): m is typeof m & ReportFieldPath => m.Field !== undefined && m.Part === undefined),
      ];
      for (const path of paths)
        expect(resolve(report.Module, path), `${report.Code}: ${path.Via ? `${path.Via} → ` : ''}${path.Field}`).not.toBeTypeOf('string');
      for (const part of report.Parts ?? []) {
        expect(modules.has(part.Module), `${report.Code} part ${part.Name} → ${part.Module}`).toBe(true);
        const partPaths: ReportFieldPath[] = [
          ...Object.values(part.Dimensions),
          ...Object.values(part.Filters ?? {}),
          ...(part.Where ?? []),
          ...report.Measures.filter((m): m is typeof m & ReportFieldPath => m.Field !== undefined && m.Part === part.Name),
        ];
        for (const path of partPaths)
          expect(resolve(part.Module, path), `${report.Code} part ${part.Name}: ${path.Via ? `${path.Via} → ` : ''}${path.Field}`).not.toBeTypeOf('string');
      }
    }
  });

  it('group by fields that fit their buckets', () => {
    for (const { report } of reports) {
      for (const dimension of report.Dimensions) {
        const { field } = resolved(report, dimension, `dimension ${dimension.Key}`);
        const bucket = dimension.Bucket ?? { Kind: 'Value' };
        const where = `${report.Code} ${dimension.Key} (${field.Name}, ${field.Type})`;
        if (['Year', 'Quarter', 'Month', 'AgeBands'].includes(bucket.Kind)) expect(isDate(field), where).toBe(true);
        if (bucket.Kind === 'NumberBands') expect(isNumber(field), where).toBe(true);
        if (bucket.Kind === 'Value') expect(field.Type === 'Array' || field.Relate === 'Resource', where).toBe(false);
        if (bucket.Kind === 'NumberBands' || bucket.Kind === 'AgeBands') {
          expect(bucket.Bands.length, where).toBeGreaterThan(0);
          expect(bucket.Bands.length, where).toBeLessThanOrEqual(REPORT_LIMITS.maxBands);
          for (const band of bucket.Bands) {
            expect(band.Min !== undefined || band.Max !== undefined, `${where} ${band.Label}`).toBe(true);
            if (band.Min !== undefined && band.Max !== undefined) expect(band.Min, `${where} ${band.Label}`).toBeLessThan(band.Max);
          }
          expect(new Set(bucket.Bands.map((band) => band.Label)).size, where).toBe(bucket.Bands.length);
        }
      }
    }
  });

  it('aggregate numbers with sum, avg, min and max, and count anything', () => {
    for (const { report } of reports) {
      for (const measure of report.Measures) {
        const where = `${report.Code} ${measure.Key}`;
        expect(REPORT_AGGREGATES, where).toContain(measure.Aggregate);
        if (measure.Format !== undefined) expect(['int', 'money', 'decimal', 'percent'], where).toContain(measure.Format);
        if (measure.Aggregate === 'count') {
          expect(measure.Field, where).toBeUndefined();
          continue;
        }
        expect(measure.Field, where).toBeTypeOf('string');
        const { field } = resolved(report, measure as ReportFieldPath, where, measureModule(report, measure));
        if (measure.Aggregate !== 'countDistinct') expect(isNumber(field), `${where}: ${field.Name} is ${field.Type}`).toBe(true);
      }
    }
  });

  it('filter years and dates on date fields, choices on fields with options, keywords on text', () => {
    for (const { report } of reports) {
      for (const filter of report.Filters ?? []) {
        const where = `${report.Code} filter ${filter.Key}`;
        expect(FILTER_KINDS, where).toContain(filter.Kind);
        const { field } = resolved(report, filter, where);
        if (filter.Kind === 'yearRange' || filter.Kind === 'dateRange') expect(isDate(field), `${where}: ${field.Type}`).toBe(true);
        if (filter.Kind === 'select' || filter.Kind === 'multiSelect') expect(optionsOf(field), `${where}: ${field.Name} offers no options`).not.toBeNull();
        if (filter.Kind === 'keyword') expect(field.Type === 'String' && optionsOf(field) === null, where).toBe(true);
      }
    }
  });

  it('keep rows by conditions whose values the field can hold', () => {
    for (const { report } of reports) {
      for (const condition of report.Where ?? []) {
        const where = `${report.Code} where ${condition.Field}`;
        expect(OPERATORS, where).toContain(condition.Operator);
        const { field } = resolved(report, condition, where);
        const values = conditionValues(condition);
        if (condition.Operator === 'isNull' || condition.Operator === 'notNull') expect(condition.Value, where).toBeUndefined();
        else if (condition.Operator === 'in' || condition.Operator === 'notIn')
          expect(Array.isArray(condition.Value) && condition.Value.length > 0, where).toBe(true);
        else expect(condition.Value !== undefined && !Array.isArray(condition.Value), where).toBe(true);
        const options = optionsOf(field);
        if (Array.isArray(options)) for (const value of values) expect(options, `${where}: ${String(value)}`).toContain(String(value));
      }
    }
  });

  it('have unique codes and routes (routes match case-insensitively)', () => {
    const codes = reports.map(({ report }) => report.Code.toLowerCase());
    expect(new Set(codes).size).toBe(codes.length);
    const routes = reports.flatMap(({ report }) => report.Routes.map((route) => route.toLowerCase()));
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('answer every report and statistics route of the spec with exactly one descriptor', () => {
    for (const route of SPEC_ROUTES) {
      const answering = reports.filter(({ report }) => report.Routes.some((r) => r.toLowerCase() === route.toLowerCase()));
      if (answering.length === 0 && FROM_ENGINE_BRANCH.has(route)) continue;
      expect(
        answering.map(({ report }) => report.Code),
        route,
      ).toHaveLength(1);
    }
  });

  it('answer a technology route for every technology category (the scores of 学科评分)', () => {
    const scores = modules.get('SubjectScore')?.FieldInfoStruts.filter((field) => /Score$/.test(field.Name) && field.Name !== 'CompositeScore') ?? [];
    expect(scores.length).toBeGreaterThan(0);
    const technology = reports.filter(({ report }) => report.Routes.some((route) => /^\/technology\/(?!exportall$)/i.test(route)));
    expect(technology.map(({ report }) => report.Measures[0].Field).sort()).toEqual(scores.map((field) => field.Name).sort());
  });

  it('show aggregates only on anonymous routes: no person as a dimension or filter, anonymous only there', () => {
    for (const { report } of reports) {
      const anonymous = report.Permission === 'Anonymous';
      const onAnonymousRoute = report.Routes.some((route) => ANONYMOUS_ROUTES.includes(route.toLowerCase()));
      expect(anonymous, report.Code).toBe(onAnonymousRoute);
      if (!anonymous) continue;
      for (const path of [...report.Dimensions, ...(report.Filters ?? [])]) {
        const { field, via } = resolved(report, path, path.Field);
        expect(isPersonRelation(field) || (via !== null && isPersonRelation(via)), `${report.Code}: ${path.Via ?? ''} ${path.Field}`).toBe(false);
      }
      for (const measure of report.Measures) {
        if (measure.Aggregate === 'count' || measure.Aggregate === 'countDistinct') continue;
        expect(['min', 'max'], `${report.Code} ${measure.Key}: a minimum or maximum can single out one record`).not.toContain(measure.Aggregate);
      }
    }
  });
});

function conditionValues(condition: ReportCondition): Array<string | number | boolean> {
  if (condition.Value === undefined) return [];
  return Array.isArray(condition.Value) ? condition.Value : [condition.Value];
}
