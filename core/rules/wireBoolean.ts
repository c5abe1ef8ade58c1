/**
 * Yes and no as they arrive on the wire: JSON booleans, the 0/1 a database column holds, and their text forms from
 * query strings, form posts and clients that write 'True'. One reading for the app, the printout and the server.
 */
const TRUE_FORMS: ReadonlySet<unknown> = new Set([true, 1, '1', 'true', 'True']);
const FALSE_FORMS: ReadonlySet<unknown> = new Set([false, 0, '0', 'false', 'False', '']);

export function isWireTrue(value: unknown): boolean {
  return TRUE_FORMS.has(value);
}

/** An explicit no; null and undefined are neither yes nor no. */
export function isWireFalse(value: unknown): boolean {
  return FALSE_FORMS.has(value);
}
