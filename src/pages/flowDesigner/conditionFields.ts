/**
 * Which of a module's fields a branch condition may test, and how its value is entered: the fields the applicant fills
 * in (not hidden from the form, not a relation or a file — their values are ids nobody can type), by Chinese label.
 */
import type { FlowConditionOperator } from '../../../contract/flowDefinition';
import type { FieldInfoStrut } from '../../../contract/modules';

/** number: a number input; options: a select of the field's own values; dictionary: a select of a dictionary's items; text: free text. */
export type ConditionValueKind = 'number' | 'options' | 'dictionary' | 'text';

export interface ConditionField {
  name: string;
  label: string;
  kind: ConditionValueKind;
  /** The field's own values (kind options). */
  options: Array<{ value: string; label: string }>;
  /** The dictionary of a dictionary field. */
  dictionary: string | null;
  operators: readonly FlowConditionOperator[];
}

const NUMBER_TYPES = new Set(['Int32', 'Decimal']);
const TESTABLE_TYPES = new Set(['String', 'Int32', 'Decimal', 'DateTime']);

/** Operators that make sense for each kind: sizes compare, a choice is one of a few, text contains. */
const OPERATORS: Record<ConditionValueKind, readonly FlowConditionOperator[]> = {
  number: ['==', '!=', '>', '>=', '<', '<='],
  options: ['==', '!=', 'in'],
  dictionary: ['==', '!=', 'in'],
  text: ['==', '!=', 'contains', '>', '>=', '<', '<='],
};

function kindOf(field: FieldInfoStrut): ConditionValueKind {
  if (NUMBER_TYPES.has(field.Type)) return 'number';
  if (field.EnumValues && field.EnumValues.length > 0) return 'options';
  if (field.EnumItemName) return 'dictionary';
  return 'text';
}

export function conditionFields(fields: readonly FieldInfoStrut[]): ConditionField[] {
  return fields
    .filter((f) => TESTABLE_TYPES.has(f.Type) && !f.Relate && f.Hide !== 'Form' && f.Hide !== 'All' && f.Name !== 'FlowStatus')
    .map((f) => {
      const kind = kindOf(f);
      return {
        name: f.Name,
        label: f.Description || f.Name,
        kind,
        options: kind === 'options' ? (f.EnumValues ?? []).map((o) => ({ value: o.Key, label: o.Value })) : [],
        dictionary: kind === 'dictionary' ? (f.EnumItemName ?? null) : null,
        operators: OPERATORS[kind],
      };
    });
}
