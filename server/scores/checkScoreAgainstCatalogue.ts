/**
 * The catalogue checks of a score scheme, after its shape: the module and every field exist (through Via), earners
 * relate to Person and the department to Dept, the date is a date, factors have options (a dictionary or an enum),
 * every default value is one of its factor's options (or *), and every category is one of the 31 evaluation
 * categories. A problem names the file and the JSON path and stops the start. Returns the scheme resolved once.
 */
import type { ScoreScheme } from '../../contract/index.js';
import { RESOURCE_RELATE, type Catalogue } from '../platform/catalogue/catalogue.js';
import { isDateField, isNumericField, isRelationField, relationLabel, resolvePath, type ResolvedPath } from '../reports/index.js';
import { ANY_VALUE, ROLE_FACTOR, ScoreFileError } from './validateScoreFile.js';
import { planScheme, type ScorePlan } from './scorePlan.js';

/** The dictionary of the 31 evaluation-indicator categories (data-modules §3) every rule counts under. */
export const SCORE_CATEGORY_DICTIONARY = '评价指标类别';

/** Dictionary name → its values, as the dictionary files seed them. */
export type Dictionaries = ReadonlyMap<string, readonly string[]>;

/** The stored values a factor offers, from the files: a dictionary's values, an enum's keys, or the earner roles. */
export function factorValuesFromFiles(scheme: ScoreScheme, path: ResolvedPath | null, dictionaries: Dictionaries): string[] {
  if (!path) return scheme.Earners.map((e) => e.Role);
  const field = path.field;
  if (field.EnumValues && field.EnumValues.length > 0) return field.EnumValues.map((o) => String(o.Key));
  return [...(dictionaries.get(field.EnumItemName ?? '') ?? [])];
}

export function checkScoreAgainstCatalogue(file: string, scheme: ScoreScheme, catalogue: Catalogue, dictionaries: Dictionaries): ScorePlan {
  const fail = (at: string, problem: string): never => {
    throw new ScoreFileError(file, at, problem);
  };
  const source = catalogue.find(scheme.Module);
  if (!source) return fail('$.Module', `模块不存在: ${scheme.Module}`);
  const resolve = (path: { Field: string; Via?: string }, at: string): ResolvedPath => {
    const resolved = resolvePath(catalogue, source, path);
    if (typeof resolved === 'string') return fail(path.Via !== undefined && resolved.includes(path.Via) ? `${at}.Via` : `${at}.Field`, resolved);
    return resolved;
  };
  const relatesTo = (path: ResolvedPath, module: string): boolean =>
    isRelationField(path.field) && String(path.field.Relate).toLowerCase() === module.toLowerCase();

  scheme.Earners.forEach((earner, i) => {
    const at = `$.Earners[${i}].Person`;
    const person = resolve(earner.Person, at);
    if (!relatesTo(person, 'Person') || !relationLabel(catalogue, person.field)) fail(`${at}.Field`, '得分人应为关联到人员 (Person) 的字段');
  });
  const dept = resolve(scheme.Dept, '$.Dept');
  if (!relatesTo(dept, 'Dept') || !relationLabel(catalogue, dept.field)) fail('$.Dept.Field', '应为关联到科室 (Dept) 的字段');
  if (!isDateField(resolve(scheme.Date, '$.Date').field)) fail('$.Date.Field', '应为日期字段');
  const name = resolve(scheme.Name, '$.Name').field;
  if (name.Type !== 'String' || name.Relate) fail('$.Name.Field', '应为文字字段');

  const category = new Set(dictionaries.get(SCORE_CATEGORY_DICTIONARY) ?? []);
  if (!category.has(scheme.Category)) fail('$.Category', `应为字典 ${SCORE_CATEGORY_DICTIONARY} 的一项`);

  const options = scheme.Factors.map((factor, i) => {
    const at = `$.Factors[${i}]`;
    if (factor.Field === ROLE_FACTOR) return new Set(factorValuesFromFiles(scheme, null, dictionaries));
    const path = resolve(factor, at);
    const hasOptions = (path.field.EnumValues?.length ?? 0) > 0 || Boolean(path.field.EnumItemName);
    if (path.field.Type !== 'String' || path.field.Relate || !hasOptions) fail(`${at}.Field`, '积分因素应为有选项的文字字段(字典或枚举)');
    return new Set(factorValuesFromFiles(scheme, path, dictionaries));
  });
  scheme.Defaults.forEach((rule, i) => {
    const at = `$.Defaults[${i}]`;
    rule.Values.forEach((value, j) => {
      if (value !== ANY_VALUE && !options[j].has(value)) fail(`${at}.Values[${j}]`, `${value} 不是 ${scheme.Factors[j].Label} 的选项`);
    });
    if (!category.has(rule.Category)) fail(`${at}.Category`, `应为字典 ${SCORE_CATEGORY_DICTIONARY} 的一项`);
  });

  (scheme.Where ?? []).forEach((c, i) => {
    const at = `$.Where[${i}]`;
    const { field } = resolve(c, at);
    const values = Array.isArray(c.Value) ? c.Value : c.Value === undefined ? [] : [c.Value];
    if (isNumericField(field) && values.some((v) => typeof v !== 'number')) fail(`${at}.Value`, '数字字段的条件值应为数字');
    if (field.Type === 'Boolean' && values.some((v) => typeof v !== 'boolean')) fail(`${at}.Value`, '布尔字段的条件值应为布尔值');
  });
  const columnKeys = new Set<string>();
  (scheme.Columns ?? []).forEach((c, i) => {
    const at = `$.Columns[${i}]`;
    const { field } = resolve(c, at);
    if (field.Type === 'Array' || field.Relate === RESOURCE_RELATE) fail(`${at}.Field`, '不能显示附件或多值字段');
    if (isRelationField(field) && !relationLabel(catalogue, field))
      fail(`${at}.Field`, `关联的模块 ${String(field.Relate)} 没有可显示的名称字段 (RelateFields)`);
    const key = c.Via ? `${c.Via}.${c.Field}` : c.Field;
    if (columnKeys.has(key)) fail(at, `列重复: ${key}`);
    columnKeys.add(key);
  });
  const permission = scheme.Permission;
  // Scores name people: validateScoreFile refuses an anonymous scheme, this keeps the type honest.
  if (permission === 'Anonymous') return fail('$.Permission', '积分方案不能公开');
  if (!catalogue.find(permission.Module)) fail('$.Permission.Module', `模块不存在: ${permission.Module}`);
  return planScheme(catalogue, source, scheme);
}
