/**
 * How a record is named to people wherever it stands for itself — a related record in a list cell or a picker, a
 * record in a message, a summary or the approval centre: its module's display fields (RelateFields) in order, the first
 * shown value, the others in brackets ("张三(100234)"), and a field with fixed options (EnumValues) by its label, never
 * its stored key (业务模块 论文, not Thesis). Pure: both sides name records the same way.
 */
import type { EnumValueOption } from '../../contract/index.js';

/** The first value, the others in brackets; empty values left out; empty when none is left. */
export function labelOfValues(values: readonly unknown[]): string {
  const shown = values.filter((value) => value !== null && value !== undefined && value !== '').map(String);
  if (shown.length === 0) return '';
  return shown.length === 1 ? shown[0]! : `${shown[0]}(${shown.slice(1).join(',')})`;
}

/** A stored value as people read it: an option's label when the field has fixed options, else the value. */
export function optionLabel(options: readonly EnumValueOption[] | null | undefined, value: unknown): unknown {
  if (!options || options.length === 0 || value === null || value === undefined) return value;
  return options.find((option) => option.Key === String(value))?.Value ?? value;
}
