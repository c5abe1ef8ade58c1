/** A hidden field's value: one value, or several sent under the same name. */
export type FormPostValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** The hidden inputs a form post sends, as name/value pairs: a multi-value field repeats its name. */
export function hiddenFieldEntries(fields: Record<string, FormPostValue>): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) entries.push([name, String(item)]);
    else entries.push([name, String(value as string | number | boolean)]);
  }
  return entries;
}

/**
 * Posts to `url` in a new window with hidden fields (DM-EXP-3), e.g. for a server-rendered export or
 * report that answers a page or a file. The session cookie goes along (same site).
 */
export function formPost(url: string, fields: Record<string, FormPostValue>, target = '_blank'): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = target;
  form.style.display = 'none';
  for (const [name, value] of hiddenFieldEntries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
