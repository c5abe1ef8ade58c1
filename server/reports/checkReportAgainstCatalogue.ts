/**
 * The catalogue checks of a report file, after its shape: the module and every field exist (through Via), each
 * aggregate, bucket and filter fits its field's type, the permission names a module, and an anonymous report shows
 * no person. Each part's module exists, and its field for a dimension or a filter holds the same kind of value as the
 * report's own (a relation to the same module, the same dictionary or enum, a date for a calendar bucket…), so one
 * group means one thing across sources. A problem names the file and the JSON path and stops the start.
 */
import type { FieldInfoStrut, ReportCondition, ReportDescriptor, ReportFieldPath } from '../../contract/index.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import { hasOptions, isDateField, isNumericField, isPersonalRelation, isRelationField, relationLabel, resolvePath, type ResolvedPath } from './fieldPaths.js';
import { ReportFileError } from './validateReportFile.js';

/** What kind of value a field holds, for matching a part's field with the report's: equal kinds group together. */
function valueKind(field: FieldInfoStrut): string {
  if (isRelationField(field)) return `关联 ${String(field.Relate)}`;
  if (field.EnumItemName) return `字典 ${field.EnumItemName}`;
  if (field.EnumValues && field.EnumValues.length > 0) return `枚举 ${field.EnumValues.map((o) => String(o.Key)).join('/')}`;
  if (isDateField(field)) return '日期';
  return field.Type;
}

export function checkReportAgainstCatalogue(file: string, report: ReportDescriptor, catalogue: Catalogue): void {
  const fail: (at: string, problem: string) => never = (at, problem) => {
    throw new ReportFileError(file, at, problem);
  };
  const source = catalogue.find(report.Module);
  if (!source) fail('$.Module', `模块不存在: ${report.Module}`);
  const resolveIn = (module: CatalogueModule, path: ReportFieldPath, at: string): ResolvedPath => {
    const resolved = resolvePath(catalogue, module, path);
    if (typeof resolved === 'string') return fail(path.Via !== undefined && resolved.includes(path.Via) ? `${at}.Via` : `${at}.Field`, resolved);
    return resolved;
  };
  const resolve = (path: ReportFieldPath, at: string): ResolvedPath => resolveIn(source, path, at);
  const anonymous = report.Permission === 'Anonymous';
  const parts = new Map<string, CatalogueModule>();
  (report.Parts ?? []).forEach((part, i) => {
    const module = catalogue.find(part.Module);
    if (!module) return fail(`$.Parts[${i}].Module`, `模块不存在: ${part.Module}`);
    parts.set(part.Name, module);
  });
  const checkConditions = (module: CatalogueModule, conditions: ReportCondition[], at: string): void =>
    conditions.forEach((c, i) => {
      const { field } = resolveIn(module, c, `${at}[${i}]`);
      const values = Array.isArray(c.Value) ? c.Value : c.Value === undefined ? [] : [c.Value];
      if (isNumericField(field) && values.some((v) => typeof v !== 'number')) fail(`${at}[${i}].Value`, '数字字段的条件值应为数字');
      if (field.Type === 'Boolean' && values.some((v) => typeof v !== 'boolean')) fail(`${at}[${i}].Value`, '布尔字段的条件值应为布尔值');
    });

  report.Dimensions.forEach((d, i) => {
    const at = `$.Dimensions[${i}]`;
    const { field, via } = resolve(d, at);
    const kind = d.Bucket?.Kind ?? 'Value';
    if (['Year', 'Quarter', 'Month', 'AgeBands'].includes(kind) && !isDateField(field)) fail(`${at}.Bucket.Kind`, `${kind} 需要日期字段`);
    if (kind === 'NumberBands' && !isNumericField(field)) fail(`${at}.Bucket.Kind`, 'NumberBands 需要数字字段');
    // A file or a list shows as raw ids or JSON text: never a group's label.
    if (field.Type === 'Array' || field.Relate === RESOURCE_RELATE) fail(`${at}.Field`, '不能按附件或多值字段分组');
    if (kind === 'Value' && isRelationField(field) && !relationLabel(catalogue, field))
      fail(`${at}.Field`, `关联的模块 ${String(field.Relate)} 没有可显示的名称字段 (RelateFields)`);
    if (anonymous && (isPersonalRelation(field) || (via !== null && isPersonalRelation(via) && kind === 'Value' && !hasOptions(field)))) {
      fail(`${at}.Field`, '公开报表只显示汇总数字,不能按人员分组');
    }
  });
  report.Measures.forEach((m, i) => {
    if (m.Aggregate === 'count') return;
    const at = `$.Measures[${i}]`;
    const module = m.Part === undefined ? source : (parts.get(m.Part) as CatalogueModule);
    const { field } = resolveIn(module, { Field: m.Field ?? '', Via: m.Via }, at);
    if (m.Aggregate !== 'countDistinct' && !isNumericField(field)) fail(`${at}.Field`, `${m.Aggregate} 需要数字字段`);
  });
  (report.Filters ?? []).forEach((f, i) => {
    const at = `$.Filters[${i}]`;
    const { field } = resolve(f, at);
    if ((f.Kind === 'yearRange' || f.Kind === 'dateRange') && !isDateField(field)) fail(`${at}.Kind`, `${f.Kind} 需要日期字段`);
    if ((f.Kind === 'select' || f.Kind === 'multiSelect') && !hasOptions(field)) fail(`${at}.Kind`, `${f.Kind} 需要关联、枚举、字典或布尔字段`);
    if ((f.Kind === 'select' || f.Kind === 'multiSelect') && isRelationField(field) && !relationLabel(catalogue, field)) {
      fail(`${at}.Field`, `关联的模块 ${String(field.Relate)} 没有可显示的名称字段 (RelateFields)`);
    }
    if (f.Kind === 'keyword' && (field.Type !== 'String' || field.Relate)) fail(`${at}.Kind`, 'keyword 需要文字字段');
    if (anonymous && isPersonalRelation(field)) fail(`${at}.Field`, '公开报表不能按人员筛选');
  });
  checkConditions(source, report.Where ?? [], '$.Where');

  (report.Parts ?? []).forEach((part, p) => {
    const module = parts.get(part.Name) as CatalogueModule;
    const at = `$.Parts[${p}]`;
    report.Dimensions.forEach((d, i) => {
      const dat = `${at}.Dimensions.${d.Key}`;
      const own = resolve(d, `$.Dimensions[${i}]`).field;
      const { field, via } = resolveIn(module, part.Dimensions[d.Key], dat);
      const kind = d.Bucket?.Kind ?? 'Value';
      if (['Year', 'Quarter', 'Month', 'AgeBands'].includes(kind) && !isDateField(field)) fail(`${dat}.Field`, `${kind} 需要日期字段`);
      else if (kind === 'NumberBands' && !isNumericField(field)) fail(`${dat}.Field`, 'NumberBands 需要数字字段');
      else if (kind === 'Value' && valueKind(field) !== valueKind(own)) {
        fail(`${dat}.Field`, `与报表的维度 ${d.Key} 取值不同类: ${valueKind(field)} / ${valueKind(own)}`);
      }
      if (anonymous && (isPersonalRelation(field) || (via !== null && isPersonalRelation(via) && kind === 'Value' && !hasOptions(field)))) {
        fail(`${dat}.Field`, '公开报表只显示汇总数字,不能按人员分组');
      }
    });
    for (const [key, path] of Object.entries(part.Filters ?? {})) {
      const fat = `${at}.Filters.${key}`;
      const filter = (report.Filters ?? []).find((f) => f.Key === key);
      if (!filter) return fail(fat, `没有 Key 为 ${key} 的筛选`);
      const own = resolve(filter, `$.Filters[${(report.Filters ?? []).indexOf(filter)}]`).field;
      const { field } = resolveIn(module, path, fat);
      if ((filter.Kind === 'yearRange' || filter.Kind === 'dateRange') && !isDateField(field)) fail(`${fat}.Field`, `${filter.Kind} 需要日期字段`);
      if ((filter.Kind === 'select' || filter.Kind === 'multiSelect') && valueKind(field) !== valueKind(own)) {
        fail(`${fat}.Field`, `与报表的筛选 ${key} 取值不同类: ${valueKind(field)} / ${valueKind(own)}`);
      }
      if (filter.Kind === 'keyword' && (field.Type !== 'String' || field.Relate)) fail(`${fat}.Field`, 'keyword 需要文字字段');
      if (anonymous && isPersonalRelation(field)) fail(`${fat}.Field`, '公开报表不能按人员筛选');
    }
    checkConditions(module, part.Where ?? [], `${at}.Where`);
  });
  if (report.Permission !== 'Anonymous' && !catalogue.find(report.Permission.Module)) {
    fail('$.Permission.Module', `模块不存在: ${report.Permission.Module}`);
  }
}
