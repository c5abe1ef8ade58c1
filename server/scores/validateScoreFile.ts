/**
 * Structural check of a score scheme file (schemas/scores/*.json), in the style of the report files' check: every
 * problem names the file and the JSON path, in Chinese, and stops the server start. The catalogue checks (modules,
 * fields, options, dictionary values) come after, in checkScoreAgainstCatalogue.ts.
 */
import { PERMISSION_ACTIONS, SCORE_LIMITS, type ScoreScheme } from '../../contract/index.js';
import { CatalogueError } from '../platform/catalogue/validateModuleFile.js';

/** A bad score scheme file: the same error type as a bad module file (start stops), worded for schemes. */
export class ScoreFileError extends CatalogueError {
  constructor(file: string, fieldPath: string, problem: string) {
    super(file, fieldPath, problem);
    this.message = `积分方案文件无效: ${file} 字段 ${fieldPath}: ${problem}`;
  }
}

/** The earner's role as a factor (作者位次): its options are the scheme's earner roles. */
export const ROLE_FACTOR = '$Role';
/** A rule value matching any value of its factor. */
export const ANY_VALUE = '*';

type Json = unknown;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const TOP_KEYS = ['Code', 'Title', 'Module', 'Earners', 'Dept', 'Date', 'Name', 'Where', 'Factors', 'Category', 'Defaults',
  'Columns', 'Permission', 'Routes'];
const OPERATORS = ['==', '!=', '>', '>=', '<', '<=', 'in', 'notIn', 'isNull', 'notNull'];
const MAX_TEXT = 200;
const MAX_CONDITIONS = 12;
const MAX_ROUTES = 8;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: Json): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_TEXT;
const isScalar = (v: Json): boolean => typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/** Points as rules hold them: 0 to SCORE_LIMITS.maxPoints with at most two decimals. */
export function isValidPoints(v: unknown): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > SCORE_LIMITS.maxPoints) return false;
  return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}

export function validateScoreFile(file: string, data: Json): ScoreScheme {
  const fail = (at: string, problem: string): never => {
    throw new ScoreFileError(file, at, problem);
  };
  const onlyKeys = (obj: Record<string, Json>, at: string, keys: string[]): void => {
    for (const key of Object.keys(obj)) if (!keys.includes(key)) fail(`${at}.${key}`, '未知的键');
  };
  const list = (v: Json, at: string, min: number, max: number): Json[] => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return fail(at, `应为 ${min} 到 ${max} 项的数组`);
    return v;
  };
  const path = (v: Json, at: string, extraKeys: string[] = [], field: RegExp = IDENTIFIER): Record<string, Json> => {
    if (!isObject(v)) return fail(at, '应为 {Field, Via} 对象');
    onlyKeys(v, at, ['Field', 'Via', ...extraKeys]);
    if (typeof v.Field !== 'string' || !field.test(v.Field)) fail(`${at}.Field`, '应为字段名');
    if (v.Via !== undefined && (typeof v.Via !== 'string' || !IDENTIFIER.test(v.Via))) fail(`${at}.Via`, '应为关联字段名');
    return v;
  };

  if (!isObject(data)) return fail('$', '应为对象');
  onlyKeys(data, '$', TOP_KEYS);
  if (typeof data.Code !== 'string' || !CODE.test(data.Code)) fail('$.Code', '应为 1 到 64 个字母、数字、下划线或连字符');
  if (!isText(data.Title)) fail('$.Title', `应为 1 到 ${MAX_TEXT} 字的文字`);
  if (typeof data.Module !== 'string' || !IDENTIFIER.test(data.Module)) fail('$.Module', '应为模块名');

  const roles = new Set<string>();
  list(data.Earners, '$.Earners', 1, SCORE_LIMITS.maxEarners).forEach((e, i) => {
    const at = `$.Earners[${i}]`;
    if (!isObject(e)) return fail(at, '应为 {Role, Person} 对象');
    onlyKeys(e, at, ['Role', 'Person']);
    if (!isText(e.Role) || e.Role === ANY_VALUE) fail(`${at}.Role`, '应为角色名称(如 第一作者)');
    if (roles.has(e.Role as string)) fail(`${at}.Role`, `角色重复: ${String(e.Role)}`);
    roles.add(e.Role as string);
    path(e.Person, `${at}.Person`);
  });
  path(data.Dept, '$.Dept');
  path(data.Date, '$.Date');
  path(data.Name, '$.Name');

  if (data.Where !== undefined) list(data.Where, '$.Where', 0, MAX_CONDITIONS).forEach((c, i) => {
    const at = `$.Where[${i}]`;
    const condition = path(c, at, ['Operator', 'Value']);
    const op = condition.Operator;
    if (typeof op !== 'string' || !OPERATORS.includes(op)) return fail(`${at}.Operator`, `应为 ${OPERATORS.join('|')}`);
    if (op === 'isNull' || op === 'notNull') {
      if (condition.Value !== undefined) fail(`${at}.Value`, `${op} 不取值`);
    } else if (op === 'in' || op === 'notIn') {
      list(condition.Value, `${at}.Value`, 1, 100).forEach((v, j) => {
        if (typeof v !== 'string' && (typeof v !== 'number' || !Number.isFinite(v))) fail(`${at}.Value[${j}]`, '应为字符串或数字');
      });
    } else if (!isScalar(condition.Value)) fail(`${at}.Value`, '应为字符串、数字或布尔值');
  });

  const keys = new Set<string>();
  const factors = list(data.Factors, '$.Factors', 1, SCORE_LIMITS.maxFactors);
  factors.forEach((f, i) => {
    const at = `$.Factors[${i}]`;
    const factor = path(f, at, ['Key', 'Label'], new RegExp(`${IDENTIFIER.source}|^\\$Role$`));
    if (typeof factor.Key !== 'string' || !KEY.test(factor.Key)) fail(`${at}.Key`, '应为标识符(字母开头,字母数字下划线)');
    if (keys.has(factor.Key as string)) fail(`${at}.Key`, `键重复: ${String(factor.Key)}`);
    keys.add(factor.Key as string);
    if (!isText(factor.Label)) fail(`${at}.Label`, `应为 1 到 ${MAX_TEXT} 字的文字`);
    if (factor.Field === ROLE_FACTOR && factor.Via !== undefined) fail(`${at}.Via`, '$Role 不取关联字段');
  });

  if (!isText(data.Category)) fail('$.Category', '应为评价指标类别');
  const combinations = new Set<string>();
  const defaults = list(data.Defaults, '$.Defaults', 1, SCORE_LIMITS.maxRules).map((r, i) => {
    const at = `$.Defaults[${i}]`;
    if (!isObject(r)) return fail(at, '应为 {Values, Points, Category} 对象');
    onlyKeys(r, at, ['Values', 'Points', 'Category']);
    const values = list(r.Values, `${at}.Values`, factors.length, factors.length);
    values.forEach((v, j) => {
      if (!isText(v)) fail(`${at}.Values[${j}]`, '应为因素的取值或 *');
    });
    const combination = JSON.stringify(values);
    if (combinations.has(combination)) fail(`${at}.Values`, `取值组合重复: ${values.join(' × ')}`);
    combinations.add(combination);
    if (!isValidPoints(r.Points)) fail(`${at}.Points`, `应为 0 到 ${SCORE_LIMITS.maxPoints} 的数,最多两位小数`);
    if (r.Category !== undefined && !isText(r.Category)) fail(`${at}.Category`, '应为评价指标类别');
    return { Values: values as string[], Points: r.Points as number, Category: (r.Category as string | undefined) ?? (data.Category as string) };
  });

  if (data.Columns !== undefined) list(data.Columns, '$.Columns', 0, SCORE_LIMITS.maxColumns).forEach((c, i) => path(c, `$.Columns[${i}]`));

  const permission = data.Permission;
  if (!isObject(permission)) return fail('$.Permission', '应为 {Module, Action}');
  onlyKeys(permission, '$.Permission', ['Module', 'Action']);
  if (typeof permission.Module !== 'string' || !IDENTIFIER.test(permission.Module)) fail('$.Permission.Module', '应为模块名');
  if (typeof permission.Action !== 'string' || !(PERMISSION_ACTIONS as readonly string[]).includes(permission.Action)) {
    fail('$.Permission.Action', `应为 ${PERMISSION_ACTIONS.join('|')}`);
  }

  const routes = list(data.Routes, '$.Routes', 1, MAX_ROUTES);
  routes.forEach((r, i) => {
    if (typeof r !== 'string' || !/^\/[A-Za-z0-9_\-/]{1,199}$/.test(r)) fail(`$.Routes[${i}]`, "应以 '/' 开头,由字母、数字、下划线、连字符和 '/' 组成");
    if (routes.findIndex((o) => typeof o === 'string' && o.toLowerCase() === (r as string).toLowerCase()) !== i) fail(`$.Routes[${i}]`, '路径重复');
  });
  return { ...(data as unknown as ScoreScheme), Defaults: defaults };
}
