/**
 * The institute's generic calls take the module in the path (/api/{module}/List): one operation each, its `module`
 * parameter listing the catalogue's modules, rather than a copy of every call per module.
 */
import type { Catalogue } from '../platform/catalogue/catalogue.js';

type Schema = Record<string, unknown>;

const MODULE_PARAMETER = /:module\b/;

export function takesModule(url: string): boolean {
  return MODULE_PARAMETER.test(url);
}

/** `Thesis 论文、Patent 专利、…`, in the catalogue's order. */
export function moduleList(catalogue: Catalogue): string {
  return catalogue
    .all()
    .map((module) => `${module.name} ${module.definition.Description}`.trim())
    .join('、');
}

/**
 * The route's own schema with `module` described: the names the path accepts (any case) and what each is. The
 * route's own parameter schema is kept and only completed; the object is a copy, never the route's.
 */
export function withModuleParameter(schema: Schema, url: string, catalogue: Catalogue): Schema {
  const names = catalogue.all().map((module) => module.name);
  const ownParams = (schema.params ?? { type: 'object', properties: {} }) as Schema;
  const ownProperties = (ownParams.properties ?? {}) as Record<string, Schema>;
  const otherNames = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]).filter((name) => name !== 'module');
  const properties: Record<string, Schema> = {};
  for (const name of otherNames) properties[name] = ownProperties[name] ?? { type: 'string' };
  properties.module = {
    type: 'string',
    enum: names,
    ...ownProperties.module,
    description: `模块名(路径中不区分大小写),共 ${names.length} 个:${moduleList(catalogue)}`,
  };
  const listed = '路径中的 {module} 是目录中的任一模块,每个模块的调用方式相同;可选的模块见参数 module 的说明。';
  return {
    ...schema,
    description: [schema.description, listed].filter(Boolean).join('\n'),
    params: {
      ...ownParams,
      type: 'object',
      properties: { ...ownProperties, ...properties },
      required: [...new Set([...((ownParams.required as string[] | undefined) ?? []), ...otherNames, 'module'])],
    },
  };
}
