/**
 * The catalogue checks of a report file, after its shape: the module and every field exist (through Via), each
 * aggregate, bucket and filter fits its field's type, the permission names a module, and an anonymous report shows
 * no person. A problem names the file and the JSON path and stops the start.
 */
import type { ReportDescriptor, ReportFieldPath } from '../../contract/index.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import { hasOptions, isDateField, isNumericField, isPersonalRelation, isRelationField, relationLabel, resolvePath, type ResolvedPath } from './fieldPaths.js';
import { ReportFileError } from './validateReportFile.js';

export function checkReportAgainstCatalogue(file: string, report: ReportDescriptor, catalogue: Catalogue): void {
  const fail = (at: string, problem: string): never => {
    throw new ReportFileError(file, at, problem);
  };
  const source = catalogue.find(report.Module);
  if (!source) return fail('$.Module', `模块不存在: ${report.Module}`);
  const resolve = (path: ReportFieldPath, at: string): ResolvedPath => {
    const resolved = resolvePath(catalogue, source, path);
    if (typeof resolved === 'string') return fail(path.Via !== undefined && resolved.includes(path.Via) ? `${at}.Via` : `${at}.Field`, resolved);
    return resolved;
  };
  const anonymous = report.Permission === 'Anonymous';

  report.Dimensions.forEach((d, i) => {
    const at = `$.Dimensions[${i}]`;
    const { field, via } = resolve(d, at);
    const kind = d.Bucket?.Kind ?? 'Value';
    if (['Year', 'Quarter', 'Month', 'AgeBands'].includes(kind) && !isDateField(field)) fail(`${at}.Bucket.Kind`, `${kind} 需要日期字段`);
    if (kind === 'NumberBands' && !isNumericField(field)) fail(`${at}.Bucket.Kind`, 'NumberBands 需要数字字段');
    // A file or a list shows as raw ids or JSON text: never a group's label.
    if (field.Type === 'Array' || field.Relate === RESOURCE_RELATE) fail(`${at}.Field`, '不能按附件或多值字段分组');
    if (kind === 'Value' && isRelationField(field) && !relationLabel(catalogue, field)) fail(`${at}.Field`, `关联的模块 ${String(field.Relate)} 没有可显示的名称字段 (RelateFields)`);
    if (anonymous && (isPersonalRelation(field) || (via !== null && isPersonalRelation(via) && kind === 'Value' && !hasOptions(field)))) {
      fail(`${at}.Field`, '公开报表只显示汇总数字,不能按人员分组');
    }
  });
  report.Measures.forEach((m, i) => {
    if (m.Aggregate === 'count') return;
    const at = `$.Measures[${i}]`;
    const { field } = resolve({ Field: m.Field ?? '', Via: m.Via }, at);
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
  (report.Where ?? []).forEach((c, i) => {
    const at = `$.Where[${i}]`;
    const { field } = resolve(c, at);
    const values = Array.isArray(c.Value) ? c.Value : c.Value === undefined ? [] : [c.Value];
    if (isNumericField(field) && values.some((v) => typeof v !== 'number')) fail(`${at}.Value`, '数字字段的条件值应为数字');
    if (field.Type === 'Boolean' && values.some((v) => typeof v !== 'boolean')) fail(`${at}.Value`, '布尔字段的条件值应为布尔值');
  });
  if (report.Permission !== 'Anonymous' && !catalogue.find(report.Permission.Module)) {
    fail('$.Permission.Module', `模块不存在: ${report.Permission.Module}`);
  }
}
