import type { RJSFValidationError } from '@rjsf/utils';
import type { FieldInfoStrut } from '../../contract/index';
import type { FieldErrorEntry } from '../../core/rules/fieldRules';

/**
 * rjsf's error list on submit (the rule catalogue's messages added by customValidate, plus ajv's translated type
 * errors) → one entry per field in form order, each message once. Pure.
 */
export function entriesFromRjsfErrors(errors: readonly RJSFValidationError[], fields: readonly FieldInfoStrut[]): FieldErrorEntry[] {
  const byField = new Map<string, Set<string>>();
  for (const error of errors) {
    const name = (error.property ?? '').replace(/^\./, '').split('.')[0].replace(/\[.*$/, '');
    const message = error.message?.trim();
    if (!name || !message) continue;
    let messages = byField.get(name);
    if (!messages) byField.set(name, (messages = new Set()));
    messages.add(message);
  }
  return fields
    .filter((field) => byField.has(field.Name))
    .map((field) => ({ field: field.Name, name: field.Description, errs: [...byField.get(field.Name)!] }));
}
