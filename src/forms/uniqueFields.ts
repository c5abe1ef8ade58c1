import type { FieldInfoStrut, VerifyUniqueRequest } from '../../contract/index';
import { hasRule } from '../../core/adapter/fieldKinds';
import { isEmptyValue } from '../../core/rules/checks';
import type { FieldErrorEntry } from '../../core/rules/fieldRules';
import { RULE_MESSAGES } from '../../core/rules/messages';

/** One VerififyUnique request per filled field with the server rule `unique`. */
export function uniqueChecks(moduleName: string, recordId: string | null, fields: readonly FieldInfoStrut[], record: Record<string, unknown>) {
  return fields
    .filter((field) => hasRule(field, 'unique') && !isEmptyValue(record[field.Name]))
    .map((field) => ({
      field,
      request: { Id: recordId, ModuleName: moduleName, KeyValues: [{ Key: field.Name, Value: record[field.Name] }] } satisfies VerifyUniqueRequest,
    }));
}

export function uniqueError(field: FieldInfoStrut): FieldErrorEntry {
  return { field: field.Name, name: field.Description, errs: [RULE_MESSAGES.unique(field.Description)] };
}
