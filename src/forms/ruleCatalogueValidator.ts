import type { CustomValidator, FormValidation } from '@rjsf/utils';
import type { FieldErrorEntry } from '../../core/rules/fieldRules';

/**
 * rjsf's customValidate fed by the rule catalogue: each failing field's messages shown under that field, the very
 * text the server answers when it refuses the same value.
 */
export function ruleCatalogueValidator(validate: (data: Record<string, unknown>) => FieldErrorEntry[]): CustomValidator {
  return (data, errors: FormValidation) => {
    const byField = errors as unknown as Record<string, FormValidation | undefined>;
    for (const entry of validate((data ?? {}) as Record<string, unknown>)) {
      for (const message of entry.errs) byField[entry.field]?.addError(message);
    }
    return errors;
  };
}
