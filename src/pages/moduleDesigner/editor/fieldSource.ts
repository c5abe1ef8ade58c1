/**
 * Where a field's values come from, one at a time: typed in, a data dictionary, fixed options, a related module or an
 * uploaded file. Choosing one clears the others' keys, so a field never says two things. Pure.
 */
import { RESOURCE_RELATE } from '../../../../core/catalogue/moduleFileProblems';
import type { DraftField } from './draftModel';

export type FieldSource = 'none' | 'dictionary' | 'options' | 'relate' | 'resource';

export const FIELD_SOURCES: ReadonlyArray<{ value: FieldSource; label: string }> = [
  { value: 'none', label: '直接填写' },
  { value: 'dictionary', label: '数据字典' },
  { value: 'options', label: '固定选项' },
  { value: 'relate', label: '关联模块' },
  { value: 'resource', label: '附件' },
];

export function sourceOf(field: DraftField): FieldSource {
  if (field.Relate === RESOURCE_RELATE) return 'resource';
  if (field.Relate !== undefined) return 'relate';
  if (field.EnumItemName !== undefined) return 'dictionary';
  if (field.EnumValues !== undefined) return 'options';
  return 'none';
}

/** The patch that makes `source` the field's: its own key started, the others' removed. */
export function sourcePatch(source: FieldSource): Partial<DraftField> {
  const cleared: Partial<DraftField> = { Relate: undefined, EnumItemName: undefined, EnumParentField: undefined, EnumValues: undefined };
  switch (source) {
    case 'dictionary':
      return { ...cleared, EnumItemName: '' };
    case 'options':
      return { ...cleared, EnumValues: [{ Key: '1', Value: '选项一' }] };
    case 'relate':
      return { ...cleared, Relate: '' };
    case 'resource':
      return { ...cleared, Relate: RESOURCE_RELATE };
    default:
      return cleared;
  }
}
