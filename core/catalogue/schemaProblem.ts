/**
 * The first problem of a catalogue file against its schema (contract/catalogue/*), said in Chinese with the JSON path
 * people read (`$.FieldInfoStruts[0].Type`): the server stops its start with it, the module designer shows it as an
 * administrator types. Null when the file fits the schema.
 */
import Value from 'typebox/value';
import type { TSchema } from 'typebox';

export interface SchemaProblem {
  path: string;
  problem: string;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

/** `/FieldInfoStruts/0/Type` → `$.FieldInfoStruts[0].Type` (JSON Pointer escapes undone). */
export function toJsonPath(pointer: string): string {
  if (pointer === '') return '$';
  return `$${pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')}`;
}

interface RawError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/** The subschema a `#/properties/Code`-style schema path names, or undefined. */
function schemaAt(root: unknown, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** Keywords about a value's own shape, which a schema's `errorMessage` says better (not about its keys). */
const OWN_VALUE_KEYWORDS = new Set([
  'type',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'anyOf',
  'oneOf',
  'const',
]);

function describe(error: RawError): SchemaProblem | null {
  const at = toJsonPath(error.instancePath);
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: `${at}.${String((error.params.additionalProperties as string[])[0])}`, problem: '未知的键' };
    case 'required':
      return { path: `${at}.${String((error.params.requiredProperties as string[])[0])}`, problem: '缺少必填的键' };
    case 'type':
      return {
        path: at,
        problem: `应为${[error.params.type]
          .flat()
          .map((type) => TYPE_NAMES[String(type)] ?? String(type))
          .join('或')}`,
      };
    case 'enum':
      return { path: at, problem: `应为 ${(error.params.allowedValues as unknown[]).join('|')}` };
    case 'pattern':
      return { path: at, problem: '应为标识符(字母开头,字母数字下划线)' };
    case 'minLength':
      return { path: at, problem: limit === 1 ? '应为非空字符串' : `至少 ${limit} 个字符` };
    case 'maxLength':
      return { path: at, problem: `最多 ${limit} 个字符` };
    case 'minItems':
      return { path: at, problem: limit === 1 ? '应为非空数组' : `至少 ${limit} 项` };
    case 'maxItems':
      return { path: at, problem: `最多 ${limit} 项` };
    case 'minimum':
      return { path: at, problem: `不能小于 ${limit}` };
    case 'maximum':
      return { path: at, problem: `不能大于 ${limit}` };
    case 'anyOf':
    case 'oneOf':
      return { path: at, problem: '类型或取值不符' };
    // `false` schemas (a key no object allows) and the members of a union are said by the error that follows them.
    case 'boolean':
    case 'const':
      return null;
    default:
      return { path: at, problem: '格式不符' };
  }
}

export function firstSchemaProblem(schema: TSchema, data: unknown): SchemaProblem | null {
  if (Value.Check(schema, data)) return null;
  return schemaProblems(schema, data)[0] ?? { path: '$', problem: '格式不符' };
}

/** Every problem of the value against the schema, one a JSON path (the module designer lists them all). */
export function allSchemaProblems(schema: TSchema, data: unknown): SchemaProblem[] {
  if (Value.Check(schema, data)) return [];
  const problems = schemaProblems(schema, data);
  const seen = new Set<string>();
  const distinct = problems.filter((problem) => !seen.has(problem.path) && seen.add(problem.path));
  return distinct.length > 0 ? distinct : [{ path: '$', problem: '格式不符' }];
}

function schemaProblems(schema: TSchema, data: unknown): SchemaProblem[] {
  const errors = Value.Errors(schema, data) as unknown as RawError[];
  // A union's members that failed on the value itself say less than the union (or than a member that failed deeper in).
  const unions = new Set(errors.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf').map((error) => error.instancePath));
  const problems: SchemaProblem[] = [];
  for (const error of errors) {
    if (/\/(anyOf|oneOf)\/\d+/.test(error.schemaPath) && unions.has(error.instancePath)) continue;
    // A schema may say in its own words what its values must be (`errorMessage`, as ajv-errors reads it).
    const own = OWN_VALUE_KEYWORDS.has(error.keyword) ? schemaAt(schema, error.schemaPath)?.errorMessage : undefined;
    const problem = typeof own === 'string' ? { path: toJsonPath(error.instancePath), problem: own } : describe(error);
    if (problem) problems.push(problem);
  }
  return problems;
}
