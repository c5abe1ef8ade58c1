/**
 * The parts of the server's interface description (/api/openapi.json) the reference page shows, and how they are read
 * into rows: the page renders what the routes declare, so a route that gains a schema shows it without a change here.
 */

/** A JSON Schema as the document holds it (TypeBox's output, or a parameter's type). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  examples?: unknown[];
  example?: unknown;
  $ref?: string;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ApiMediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; summary?: string }>;
}

export interface ApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ApiParameter[];
  requestBody?: { description?: string; content?: Record<string, ApiMediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, ApiMediaType> }>;
  security?: Array<Record<string, string[]>>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Partial<Record<string, ApiOperation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: Array<Record<string, string[]>>;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/** One call of the interface, as the page lists it. */
export interface ApiCall {
  method: string;
  path: string;
  operation: ApiOperation;
  /** Callable without a session (an empty security list overrides the document's). */
  anonymous: boolean;
}

/** A section of the page: a feature's calls, in the document's tag order; calls without a tag go to 其他. */
export interface ApiSection {
  name: string;
  description?: string;
  calls: ApiCall[];
}

export const UNTAGGED_SECTION = '其他';

export function apiSections(document: ApiDocument): ApiSection[] {
  const sections = new Map<string, ApiSection>();
  for (const tag of document.tags ?? []) sections.set(tag.name, { name: tag.name, description: tag.description, calls: [] });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const anonymous = (operation.security ?? document.security ?? []).length === 0;
      const call: ApiCall = { method: method.toUpperCase(), path, operation, anonymous };
      for (const tag of operation.tags?.length ? operation.tags : [UNTAGGED_SECTION]) {
        if (!sections.has(tag)) sections.set(tag, { name: tag, calls: [] });
        sections.get(tag)?.calls.push(call);
      }
    }
  }
  return [...sections.values()].filter((section) => section.calls.length > 0);
}

/** Calls whose path, summary or description holds the words typed (case-insensitive), sections left empty dropped. */
export function filterSections(sections: readonly ApiSection[], words: string): ApiSection[] {
  const needle = words.trim().toLowerCase();
  if (!needle) return [...sections];
  const matches = (call: ApiCall) =>
    [call.method, call.path, call.operation.summary ?? '', call.operation.description ?? '', call.operation.tags?.join(' ') ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  return sections.map((section) => ({ ...section, calls: section.calls.filter(matches) })).filter((section) => section.calls.length > 0);
}

/** `#/components/schemas/X` resolved against the document; anything else as it is. */
export function resolveSchema(document: ApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!schema?.$ref || depth > 8) return schema;
  const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
  return resolveSchema(document, document.components?.schemas?.[name], depth + 1);
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '是/否',
  object: '对象',
  array: '列表',
  null: '空值',
};

const FORMAT_NAMES: Record<string, string> = {
  'date-time': '日期时间',
  date: '日期',
  binary: '文件',
  uuid: '编号',
  email: '邮箱',
  uri: '网址',
};

/** A schema's type in words a reader of the page knows: 字符串, 整数列表, 文件, one of several joined by 或. */
export function typeName(document: ApiDocument, schema: JsonSchema | undefined): string {
  const resolved = resolveSchema(document, schema);
  if (!resolved) return '任意';
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices) return [...new Set(choices.map((choice) => typeName(document, choice)))].join(' 或 ');
  if (resolved.allOf?.length === 1) return typeName(document, resolved.allOf[0]);
  if (resolved.enum || resolved.const !== undefined) return '可选值';
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  if (types.length === 0) return resolved.properties ? TYPE_NAMES.object : '任意';
  return types
    .map((type) => {
      if (type === 'array') return `${typeName(document, resolved.items)}列表`;
      if (type === 'string' && resolved.format && FORMAT_NAMES[resolved.format]) return FORMAT_NAMES[resolved.format];
      return TYPE_NAMES[type] ?? '任意';
    })
    .join(' 或 ');
}

const literalValues = (schema: JsonSchema): unknown[] | undefined => schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);

/** The values a field may take, when the schema lists them (an enum, a constant, or a union of such, as TypeBox writes literals). */
function allowedValues(schema: JsonSchema): string | undefined {
  const members = schema.anyOf ?? schema.oneOf;
  const memberValues = members?.map(literalValues);
  const values = literalValues(schema) ?? (memberValues?.every(Boolean) ? memberValues.flatMap((value) => value ?? []) : undefined);
  return values ? `可选值: ${values.map((value) => String(value)).join('、')}` : undefined;
}

export interface FieldRow {
  key: string;
  /** Dotted for a nested object's fields (Condition.KeyWord), [] for a list's items (Filters[].Name). */
  name: string;
  type: string;
  required: boolean;
  description: string;
}

const MAX_FIELD_DEPTH = 3;

/** The fields of an object schema (nested objects and lists of objects unfolded a few levels), one row each. */
export function fieldRows(document: ApiDocument, schema: JsonSchema | undefined, prefix = '', depth = 0): FieldRow[] {
  const resolved = resolveSchema(document, schema);
  if (!resolved?.properties || depth > MAX_FIELD_DEPTH) return [];
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(resolved.properties)) {
    const field = resolveSchema(document, property) ?? {};
    const fullName = `${prefix}${name}`;
    const description = [field.description ?? field.title ?? '', allowedValues(field) ?? ''].filter(Boolean).join(';');
    rows.push({ key: fullName, name: fullName, type: typeName(document, field), required: resolved.required?.includes(name) ?? false, description });
    const items = resolveSchema(document, field.items);
    if (field.properties) rows.push(...fieldRows(document, field, `${fullName}.`, depth + 1));
    else if (items?.properties) rows.push(...fieldRows(document, items, `${fullName}[].`, depth + 1));
  }
  return rows;
}

const PARAMETER_PLACES: Record<ApiParameter['in'], string> = { path: '路径', query: '查询串', header: '请求头', cookie: '会话' };

export function parameterRows(document: ApiDocument, parameters: readonly ApiParameter[] | undefined): Array<FieldRow & { place: string }> {
  return (parameters ?? []).map((parameter) => {
    const schema = resolveSchema(document, parameter.schema) ?? {};
    const description = [parameter.description ?? schema.description ?? '', schema.enum && schema.enum.length <= 12 ? (allowedValues(schema) ?? '') : '']
      .filter(Boolean)
      .join(';');
    return {
      key: `${parameter.in}:${parameter.name}`,
      name: parameter.name,
      place: PARAMETER_PLACES[parameter.in] ?? parameter.in,
      type: typeName(document, schema),
      required: parameter.required ?? false,
      description,
    };
  });
}

/** The first example a media type or its schema gives, or undefined. */
export function exampleOf(document: ApiDocument, media: ApiMediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const named = Object.values(media.examples ?? {})[0];
  if (named?.value !== undefined) return named.value;
  const schema = resolveSchema(document, media.schema);
  if (schema?.examples?.length) return schema.examples[0];
  return schema?.example;
}

/** The body's media type the page describes: JSON when offered, else the first. */
export function mainMedia(content: Record<string, ApiMediaType> | undefined): { type: string; media: ApiMediaType } | undefined {
  const entries = Object.entries(content ?? {});
  const chosen = entries.find(([type]) => type.includes('json')) ?? entries[0];
  return chosen ? { type: chosen[0], media: chosen[1] } : undefined;
}
