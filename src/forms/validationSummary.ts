import type { FieldErrorEntry } from '../../core/rules/fieldRules';

/** The dialog shown when checks fail on submit (DM-FORM-7, DM-ERR-4). */
export const VALIDATION_DIALOG_TITLE = '表单验证失败';
export const FORM_LEVEL_ALERT_TITLE = '提示';

export interface ValidationSummarySection {
  /** The form's title. */
  title: string;
  /** Numbered lines: each field's description with its messages. */
  lines: string[];
}

export function validationSummary(formTitle: string, entries: readonly FieldErrorEntry[]): ValidationSummarySection {
  return {
    title: formTitle,
    lines: entries.map((entry, index) => `${index + 1}. ${entry.name}: ${entry.errs.join('；')}`),
  };
}
