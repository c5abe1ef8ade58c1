/**
 * The keys of a write body, spelled as the module spells its fields. Every check that reads the body (the admin-only
 * IsAdmin, the flow's FlowStatus, server-set fields) then sees exactly what the save will store: `isadmin` cannot slip
 * past a guard that looks for `IsAdmin` and still be saved (D-SEC-5).
 */
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { SYSTEM_COLUMNS } from '../platform/db/systemColumns.js';
import { badRequest } from '../platform/http/httpError.js';

export const MALFORMED_BODY = '请求数据格式错误';
export const duplicateKeyMessage = (name: string) => `字段重复:${name}`;

function canonicalNames(module: CatalogueModule): Map<string, string> {
  const names = new Map<string, string>();
  for (const name of module.fieldsByName.keys()) names.set(name.toLowerCase(), name);
  for (const column of SYSTEM_COLUMNS) names.set(column.name.toLowerCase(), column.name);
  return names;
}

/**
 * A copy of the body whose keys naming a field (in any letter case) are that field's name; other keys are kept as
 * they are (the write ignores them). Two keys for one field (`IsAdmin` and `isadmin`) are a 400: which one would win
 * is not the client's to guess.
 */
export function canonicalInput(module: CatalogueModule, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(MALFORMED_BODY);
  const names = canonicalNames(module);
  const input = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const name = names.get(key.toLowerCase()) ?? key;
    if (input.has(name)) throw badRequest(duplicateKeyMessage(name));
    input.set(name, value);
  }
  // fromEntries defines own properties: a `__proto__` key stays a plain (ignored) key.
  return Object.fromEntries(input);
}
