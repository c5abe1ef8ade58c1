import type { FieldInfoStrut } from '../../contract/index.js';

/** What a field is for the screens, decided once from its descriptor (Relate wins over Type). */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'relate'
  | 'relateMany'
  | 'resource'
  | 'dictionary'
  | 'options';

export function fieldKind(field: FieldInfoStrut): FieldKind {
  if (field.Relate === 'Resource') return 'resource';
  if (field.Relate) return field.Type === 'Array' ? 'relateMany' : 'relate';
  if (field.EnumItemName) return 'dictionary';
  if (field.EnumValues && field.EnumValues.length > 0) return 'options';
  switch (field.Type) {
    case 'Int32':
      return 'integer';
    case 'Decimal':
      return 'number';
    case 'Boolean':
      return 'boolean';
    case 'DateTime':
      return 'date';
    case 'DateTime2':
      return 'datetime';
    default:
      if (/password/i.test(field.Name)) return 'password';
      return field.IsTextArea ? 'textarea' : 'text';
  }
}

export function isHiddenInForm(field: FieldInfoStrut): boolean {
  return field.Hide === 'Form' || field.Hide === 'All';
}

export function isHiddenInList(field: FieldInfoStrut): boolean {
  return field.Hide === 'List' || field.Hide === 'All';
}

/** The object field the server sends beside a relate `X_Id` (e.g. `Dept` beside `Dept_Id`). */
export function relatedObjectName(fieldName: string): string {
  return fieldName.replace(/_Ids?$/, '');
}

export function hasRule(field: FieldInfoStrut, ruleName: string): boolean {
  return (field.Rules ?? []).some((rule) => rule.RuleName.toLowerCase() === ruleName.toLowerCase());
}

/**
 * Whether the field must be filled in this form mode. `{"RuleName":"required","RulePars":["create"]}` means required
 * only when creating (e.g. a user's initial password; editing leaves it unchanged when blank).
 */
export function isRequiredIn(field: FieldInfoStrut, mode: 'create' | 'edit'): boolean {
  const rule = (field.Rules ?? []).find((candidate) => candidate.RuleName.toLowerCase() === 'required');
  if (!rule) return false;
  const pars = (rule.RulePars ?? []).map(String);
  return pars.includes('create') ? mode === 'create' : true;
}
