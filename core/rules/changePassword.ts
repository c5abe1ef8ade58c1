import { checkPasswordStrength, checkRequired, checkStringLength } from './checks.js';

/**
 * The change-password rules and messages (SH-PWD): lengths 6 to 20, the catalogue's strength rule for the new one.
 * The form shows them per field; `POST /api/account/rePassword` answers the first one with a 400.
 */
export const PASSWORD_LABELS = { oldPassword: '原密码', newPassword: '新密码', reNewPassword: '确认密码' } as const;
export const SAME_PASSWORD_MESSAGE = '新旧密码不可相同';
export const MISMATCH_MESSAGE = '2次密码不一致';

export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  reNewPassword?: string;
}

export type PasswordField = keyof ChangePasswordValues;

/** The first message for a field, or null when it passes (the order a person reads them). */
export function passwordFieldError(field: PasswordField, values: ChangePasswordValues): string | null {
  const value = values[field];
  const label = PASSWORD_LABELS[field];
  const required = checkRequired(label, value);
  if (required) return required;
  if (field === 'oldPassword') return checkStringLength(label, value, 6, 20);
  if (field === 'newPassword') {
    return checkStringLength(label, value, 6, 20) ?? checkPasswordStrength(value, 'create') ?? (value === values.oldPassword ? SAME_PASSWORD_MESSAGE : null);
  }
  return value === values.newPassword ? null : MISMATCH_MESSAGE;
}

export const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'newPassword', 'reNewPassword'];

/** The first problem in the order a person reads the form, or null when every field passes. */
export function firstPasswordChangeError(values: ChangePasswordValues): string | null {
  for (const field of PASSWORD_FIELDS) {
    const error = passwordFieldError(field, values);
    if (error) return error;
  }
  return null;
}
