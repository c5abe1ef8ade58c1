import type { UiSchema } from '@rjsf/utils';

/**
 * A caller's per-field UI settings laid over the adapter's (e.g. `{ Partition: { 'ui:options': { allowAdd: true } } }`
 * or date limits): each field's keys replace the adapter's, and its ui:options are merged key by key. Pure.
 */
export function mergeUiSchema(base: UiSchema, overrides: UiSchema | undefined): UiSchema {
  if (!overrides) return base;
  const merged: UiSchema = { ...base };
  for (const [name, override] of Object.entries(overrides)) {
    const current = base[name];
    if (!override || typeof override !== 'object' || Array.isArray(override) || !current || typeof current !== 'object' || Array.isArray(current)) {
      merged[name] = override;
      continue;
    }
    const options = { ...((current as UiSchema)['ui:options'] ?? {}), ...((override as UiSchema)['ui:options'] ?? {}) };
    merged[name] = { ...current, ...override, 'ui:options': options };
  }
  return merged;
}
