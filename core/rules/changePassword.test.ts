import { describe, expect, it } from 'vitest';
import { firstPasswordChangeError, MISMATCH_MESSAGE, passwordFieldError, SAME_PASSWORD_MESSAGE } from './changePassword.js';
import { RULE_MESSAGES } from './messages.js';

describe('change-password rules', () => {
  it('answer the first problem in the order of the form', () => {
    expect(firstPasswordChangeError({})).toBe('原密码是必填的');
    expect(firstPasswordChangeError({ oldPassword: '12345' })).toBe('原密码长度要求在[6,20]之间');
    expect(firstPasswordChangeError({ oldPassword: 'Old@2026' })).toBe('新密码是必填的');
    expect(firstPasswordChangeError({ oldPassword: 'Old@2026', newPassword: 'weakpassword' })).toBe(RULE_MESSAGES.passwordStrength);
    expect(firstPasswordChangeError({ oldPassword: 'Old@2026', newPassword: 'Old@2026', reNewPassword: 'Old@2026' })).toBe(SAME_PASSWORD_MESSAGE);
    expect(firstPasswordChangeError({ oldPassword: 'Old@2026', newPassword: 'New@2026', reNewPassword: 'New@2027' })).toBe(MISMATCH_MESSAGE);
    expect(firstPasswordChangeError({ oldPassword: 'Old@2026', newPassword: 'New@2026', reNewPassword: 'New@2026' })).toBeNull();
  });

  it('count lengths in characters, not UTF-16 units, on both sides', () => {
    // Six characters outside the Basic Multilingual Plane are twelve UTF-16 units.
    expect(passwordFieldError('oldPassword', { oldPassword: '𠀀𠀀𠀀𠀀𠀀𠀀' })).toBeNull();
    expect(passwordFieldError('oldPassword', { oldPassword: '𠀀'.repeat(21) })).toBe('原密码长度要求在[6,20]之间');
  });
});
