import { formatWireDate } from './formatDate';

/**
 * Form-encodes a value the way ASP.NET form binding reads it, so the institute's server binds nested models:
 * `Condition.KeyWord=…`, `Condition.Filters[0].Name=…`, `Role_Ids[0]=a`.
 *
 * - an empty array becomes `Key=` so that clearing a multi-select reaches the server;
 * - `null` becomes `Key=` (the server binds it as empty / null);
 * - `undefined` is omitted (not part of the request);
 * - booleans are `true`/`false`, numbers their decimal string, dates `YYYY-MM-DD HH:mm:ss`.
 */
export function toFormBody(value: Record<string, unknown>): string {
  return toFormParams(value).toString();
}

/** The same encoding as {@link toFormBody}, as URLSearchParams (for query strings). */
export function toFormParams(value: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) appendField(params, key, field);
  return params;
}

function appendField(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    params.append(key, '');
    return;
  }
  if (value instanceof Date) {
    params.append(key, formatWireDate(value));
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) {
      params.append(key, '');
      return;
    }
    value.forEach((item, index) => appendField(params, `${key}[${index}]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) {
      appendField(params, `${key}.${child}`, childValue);
    }
    return;
  }
  params.append(key, String(value));
}
