import type { RJSFValidationError } from '@rjsf/utils';
import { RULE_MESSAGES } from '../../core/rules/messages';

/**
 * rjsf's ajv errors, in the required words (DM-VAL-5). Required and length checks are left to the rule catalogue (which
 * knows the exact messages), so ajv's own are dropped; type errors become the integer / number messages.
 */
export function translateAjvErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const translated: RJSFValidationError[] = [];
  for (const error of errors) {
    if (error.name === 'required' || error.name === 'minLength' || error.name === 'maxLength') continue;
    if (error.name === 'type') {
      const expected = String((error.params as { type?: unknown } | undefined)?.type ?? '');
      const message = expected.includes('integer') ? RULE_MESSAGES.integer : expected.includes('number') ? RULE_MESSAGES.number : '格式不正确';
      translated.push({ ...error, message, stack: message });
      continue;
    }
    translated.push({ ...error, message: '格式不正确', stack: '格式不正确' });
  }
  return translated;
}
