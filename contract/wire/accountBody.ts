/**
 * The bodies of the account calls that carry a password: `POST /api/account/Login`, `rePassword` and
 * `CancelTempLeave`. A password is one RSA block (base64) or, when the client could not encrypt it, plain text; the
 * server reads a field that is not text as empty, and answers as for a wrong or missing password. A body that is no
 * object is one of empty fields, answered the same way.
 */
import { Type, type Static } from 'typebox';

export const ACCOUNT_MESSAGES = {
  loginFailed: '账号或密码错误',
  /** Cancelling a temporary leave asks for the password again: whoever sits at the screen must know it. */
  leavePasswordWrong: '密码错误',
} as const;
/** The change-password form's first rule (core/rules/changePassword.ts) for an empty 原密码. */
const OLD_PASSWORD_REQUIRED = '原密码是必填的';

const passwordField = () => Type.Optional(Type.Unsafe<string>({}));

export const LoginBodySchema = Type.Object(
  { Account: passwordField(), Password: passwordField() },
  { errorMessage: { type: ACCOUNT_MESSAGES.loginFailed }, examples: [{ Account: 'admin', Password: '<RSA block, base64>' }] },
);
export type LoginBody = Static<typeof LoginBodySchema>;

export const PasswordChangeBodySchema = Type.Object(
  { oldPassword: passwordField(), newPassword: passwordField(), reNewPassword: passwordField() },
  { errorMessage: { type: OLD_PASSWORD_REQUIRED }, examples: [{ oldPassword: 'Old#2024', newPassword: 'New#2025', reNewPassword: 'New#2025' }] },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBodySchema>;

export const LeaveReturnBodySchema = Type.Object(
  { Password: passwordField() },
  { errorMessage: { type: ACCOUNT_MESSAGES.leavePasswordWrong }, examples: [{ Password: '<RSA block, base64>' }] },
);
export type LeaveReturnBody = Static<typeof LeaveReturnBodySchema>;
