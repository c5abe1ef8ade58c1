/**
 * A module definition written as the catalogue writes its files (schemas/<Area>/<Module>.json), so a file the module
 * designer exports reads and diffs like its neighbours: two-space indentation, keys in the definition's own order,
 * one line per field — its long lists (Rules, EnumValues) each on a line of their own below it — every other value
 * on one line, and a newline at the end. The catalogue's editors' `$schema` key is written first when missing.
 */

/** The editors' schema of a module file, as the files in schemas/<Area>/ name it. */
export const MODULE_FILE_EDITOR_SCHEMA = '../_schema/module.schema.json';

/** Field keys that go on lines of their own below the field's first line. */
const OWN_LINE_KEYS = new Set(['Rules', 'EnumValues']);

/** A value on one line: `{ "Key": 1 }`, `[1, 2]`, `{}`, `[]`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function field(value: Record<string, unknown>): string {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  const first = entries.filter(([key]) => !OWN_LINE_KEYS.has(key)).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
  const below = entries.filter(([key]) => OWN_LINE_KEYS.has(key)).map(([key, item]) => `${JSON.stringify(key)}: ${inline(item)}`);
  return `    { ${[first.join(', '), ...below].join(',\n      ')} }`;
}

export function serializeModuleFile(definition: object): string {
  const content: Record<string, unknown> = { $schema: MODULE_FILE_EDITOR_SCHEMA, ...definition };
  const lines = Object.entries(content)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      if (key === 'FieldInfoStruts' && Array.isArray(value)) {
        return `  "FieldInfoStruts": [\n${value.map((item) => field(item as Record<string, unknown>)).join(',\n')}\n  ]`;
      }
      return `  ${JSON.stringify(key)}: ${inline(value)}`;
    });
  return `{\n${lines.join(',\n')}\n}\n`;
}
