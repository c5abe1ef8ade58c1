/**
 * Structural check of a module file, written in TypeScript in the spirit of a JSON Schema: every problem is
 * reported with the file and the JSON path of the field, and stops the server start.
 */
import type { ModuleDefinition } from './types.js';

export class CatalogueError extends Error {
  constructor(file: string, fieldPath: string, problem: string) {
    super(`模块定义文件无效: ${file} 字段 ${fieldPath}: ${problem}`);
    this.name = 'CatalogueError';
  }
}

/** Names become table and column names (always quoted, but kept to plain identifiers anyway). */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const FIELD_TYPES = ['String', 'Int32', 'Decimal', 'Boolean', 'DateTime', 'DateTime2', 'Array'];
const HIDE_MODES = ['List', 'Form', 'All'];
const READ_ONLY_MODES = ['All', 'Edit'];
const TOP_KEYS = ['Name', 'Description', 'FieldInfoStruts', 'RelateFields', 'Server'];
const FIELD_KEYS = ['Name', 'Description', 'Type', 'DefaultValue', 'Rules', 'Hide', 'Relate', 'EnumItemName',
  'EnumParentField', 'EnumValues', 'Sortable', 'IsTextArea', 'GroupNames', 'ReadOnly', 'Personal'];
const SERVER_KEYS = ['UserOwned', 'Flow', 'Indexes', 'WriteOnly', 'Computed', 'SystemRecords', 'ApprovalModuleFields'];

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validateModuleFile(file: string, data: Json): ModuleDefinition {
  const fail = (fieldPath: string, problem: string): never => {
    throw new CatalogueError(file, fieldPath, problem);
  };
  const optional = (obj: Record<string, Json>, key: string, at: string, check: (v: Json) => boolean, what: string): void => {
    const v = obj[key];
    if (v !== undefined && v !== null && !check(v)) fail(`${at}.${key}`, `应为${what}`);
  };
  const isString = (v: Json): boolean => typeof v === 'string';
  const isBoolean = (v: Json): boolean => typeof v === 'boolean';
  const isIdentifier = (v: Json): boolean => typeof v === 'string' && IDENTIFIER.test(v);

  if (!isObject(data)) return fail('$', '应为对象');
  for (const key of Object.keys(data)) if (!TOP_KEYS.includes(key)) fail(`$.${key}`, '未知的键');
  if (!isIdentifier(data.Name)) fail('$.Name', '应为标识符(字母开头,字母数字下划线)');
  if (typeof data.Description !== 'string' || data.Description === '') fail('$.Description', '应为非空字符串');
  if (!Array.isArray(data.FieldInfoStruts) || data.FieldInfoStruts.length === 0) fail('$.FieldInfoStruts', '应为非空数组');
  const fields = data.FieldInfoStruts as Json[];
  const names = new Set<string>();
  fields.forEach((field, i) => {
    const at = `$.FieldInfoStruts[${i}]`;
    if (!isObject(field)) return fail(at, '应为对象');
    for (const key of Object.keys(field)) if (!FIELD_KEYS.includes(key)) fail(`${at}.${key}`, '未知的键');
    if (!isIdentifier(field.Name)) fail(`${at}.Name`, '应为标识符');
    const name = field.Name as string;
    if (names.has(name.toLowerCase())) fail(`${at}.Name`, `字段重复: ${name}`);
    names.add(name.toLowerCase());
    if (typeof field.Description !== 'string') fail(`${at}.Description`, '应为字符串');
    if (typeof field.Type !== 'string' || !FIELD_TYPES.includes(field.Type)) fail(`${at}.Type`, `应为 ${FIELD_TYPES.join('|')}`);
    optional(field, 'Hide', at, (v) => HIDE_MODES.includes(v as string), HIDE_MODES.join('|'));
    optional(field, 'ReadOnly', at, (v) => READ_ONLY_MODES.includes(v as string), READ_ONLY_MODES.join('|'));
    optional(field, 'Relate', at, isIdentifier, '模块名');
    optional(field, 'EnumItemName', at, isString, '字符串');
    optional(field, 'EnumParentField', at, isString, '字符串');
    optional(field, 'GroupNames', at, isString, '字符串');
    optional(field, 'Sortable', at, isBoolean, '布尔值');
    optional(field, 'IsTextArea', at, isBoolean, '布尔值');
    optional(field, 'Personal', at, isBoolean, '布尔值');
    optional(field, 'DefaultValue', at, (v) => ['string', 'number', 'boolean'].includes(typeof v), '字符串、数字或布尔值');
    if (field.Rules !== undefined && field.Rules !== null) {
      if (!Array.isArray(field.Rules)) fail(`${at}.Rules`, '应为数组');
      (field.Rules as Json[]).forEach((rule, r) => {
        const ruleAt = `${at}.Rules[${r}]`;
        if (!isObject(rule) || typeof rule.RuleName !== 'string') return fail(`${ruleAt}.RuleName`, '应为字符串');
        const pars = rule.RulePars;
        if (pars !== undefined && pars !== null && (!Array.isArray(pars) || pars.some((p) => !['string', 'number'].includes(typeof p)))) {
          fail(`${ruleAt}.RulePars`, '应为字符串或数字的数组');
        }
        if (rule.RuleName === 'stringLength' && (!Array.isArray(pars) || pars.length !== 2 || pars.some((p) => !Number.isFinite(Number(p))))) {
          fail(`${ruleAt}.RulePars`, 'stringLength 需要 [min, max]');
        }
      });
    }
    if (field.EnumValues !== undefined && field.EnumValues !== null) {
      if (!Array.isArray(field.EnumValues)) fail(`${at}.EnumValues`, '应为数组');
      (field.EnumValues as Json[]).forEach((option, o) => {
        if (!isObject(option) || typeof option.Key !== 'string' || typeof option.Value !== 'string') {
          fail(`${at}.EnumValues[${o}]`, '应为 {Key, Value} 字符串对象');
        }
      });
    }
  });
  if (!Array.isArray(data.RelateFields)) fail('$.RelateFields', '应为字符串数组');
  (data.RelateFields as Json[]).forEach((name, i) => {
    if (typeof name !== 'string' || !names.has(name.toLowerCase())) fail(`$.RelateFields[${i}]`, '应为本模块的字段名');
  });
  if (data.Server !== undefined) {
    const server = data.Server;
    if (!isObject(server)) return fail('$.Server', '应为对象');
    for (const key of Object.keys(server)) if (!SERVER_KEYS.includes(key)) fail(`$.Server.${key}`, '未知的键');
    optional(server, 'UserOwned', '$.Server', isBoolean, '布尔值');
    optional(server, 'Flow', '$.Server', isBoolean, '布尔值');
    optional(server, 'SystemRecords', '$.Server', isBoolean, '布尔值');
    const systemNames = ['id', 'create_time', 'modify_time', 'create_user_id', 'modify_user_id', 'rowversion'];
    if (server.Indexes !== undefined) {
      if (!Array.isArray(server.Indexes)) fail('$.Server.Indexes', '应为字段名数组的数组');
      (server.Indexes as Json[]).forEach((index, i) => {
        if (!Array.isArray(index) || index.length === 0) return fail(`$.Server.Indexes[${i}]`, '应为非空字段名数组');
        index.forEach((col, c) => {
          const known = typeof col === 'string' && (names.has(col.toLowerCase()) || systemNames.includes(col.toLowerCase()));
          if (!known) fail(`$.Server.Indexes[${i}][${c}]`, '应为本模块的字段名');
        });
      });
    }
    if (server.ApprovalModuleFields !== undefined) {
      if (!Array.isArray(server.ApprovalModuleFields)) fail('$.Server.ApprovalModuleFields', '应为字段名数组');
      (server.ApprovalModuleFields as Json[]).forEach((name, i) => {
        if (typeof name !== 'string' || !names.has(name.toLowerCase())) fail(`$.Server.ApprovalModuleFields[${i}]`, '应为本模块的字段名');
      });
    }
    if (server.WriteOnly !== undefined) {
      if (!Array.isArray(server.WriteOnly)) fail('$.Server.WriteOnly', '应为字段名数组');
      (server.WriteOnly as Json[]).forEach((name, i) => {
        if (typeof name !== 'string' || !names.has(name.toLowerCase())) fail(`$.Server.WriteOnly[${i}]`, '应为本模块的字段名');
      });
    }
    if (server.Computed !== undefined) {
      if (!Array.isArray(server.Computed)) fail('$.Server.Computed', '应为数组');
      (server.Computed as Json[]).forEach((item, i) => {
        const at = `$.Server.Computed[${i}]`;
        if (!isObject(item)) return fail(at, '应为 {Field, From, Rate} 对象');
        for (const key of ['Field', 'From'] as const) {
          const name = item[key];
          if (typeof name !== 'string' || !names.has(name.toLowerCase())) fail(`${at}.${key}`, '应为本模块的字段名');
        }
        if (typeof item.Rate !== 'number' || !Number.isFinite(item.Rate)) fail(`${at}.Rate`, '应为数字');
      });
    }
  }
  return data as unknown as ModuleDefinition;
}
