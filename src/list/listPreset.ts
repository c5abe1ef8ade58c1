/**
 * A list preset to one value of a choice field (/ExpertReview/AnimalEthicsCheck: the 专家评审 of 动物伦理审查 only):
 * its rows filtered on the server, its filter control left out (the value is the page's), its new rows defaulting to
 * that value through the form's address (/ExpertReview/add?ReviewType=AnimalEthicsCheck).
 */
import type { CrudFilter } from '@refinedev/core';
import type { ModuleStruts } from '../../contract/index';

export interface ListPreset {
  field: string;
  value: string;
  /** The page's title (the list's title is {title}列表). */
  title: string;
}

export function presetFilters(preset: ListPreset | undefined): CrudFilter[] {
  return preset ? [{ field: preset.field, operator: 'eq', value: preset.value }] : [];
}

export function presetAddPath(module: string, preset: ListPreset | undefined): string {
  if (!preset) return `/${module}/add`;
  return `/${module}/add?${new URLSearchParams({ [preset.field]: preset.value }).toString()}`;
}

/**
 * A new record's form with defaults from its address: only a choice field's own value is taken (anything else in the
 * address is ignored), so an address cannot put arbitrary text in a form.
 */
export function withPresetDefaults(struts: ModuleStruts, search: URLSearchParams): ModuleStruts {
  let changed = false;
  const fields = struts.FieldInfoStruts.map((field) => {
    const wanted = search.get(field.Name);
    if (wanted === null || !field.EnumValues?.some((option) => option.Key === wanted)) return field;
    changed = true;
    return { ...field, DefaultValue: wanted };
  });
  return changed ? { ...struts, FieldInfoStruts: fields } : struts;
}
