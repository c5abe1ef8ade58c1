/** Replaces `{{name}}` with `values[name]`; unknown names are left as they are. */
export function interpolate(template: string, values?: Record<string, unknown>): string {
  if (!values) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * Refine's translate: `translate(key, options?, defaultMessage?)`, and also `translate(key, defaultMessage)` —
 * Refine calls both forms. Unknown keys answer the default message (interpolated), else the key.
 */
export function translateFrom(dictionary: Readonly<Record<string, string>>, key: string, options?: unknown, defaultMessage?: string): string {
  const values = options !== null && typeof options === 'object' ? (options as Record<string, unknown>) : undefined;
  const fallback = typeof options === 'string' ? options : defaultMessage;
  const template = Object.hasOwn(dictionary, key) ? dictionary[key] : fallback;
  return template === undefined ? key : interpolate(template, values);
}
