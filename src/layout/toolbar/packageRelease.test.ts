import { describe, expect, it } from 'vitest';
import { describePrevious, describeRelease, newVersionNotice, NO_CURRENT_RELEASE, rolledBackMessage } from './packageRelease';

describe('package releases as shown', () => {
  it('names the version, when and by whom it was installed', () => {
    expect(describeRelease({ Version: '1.4.0', InstalledAt: '2026-11-27 09:30:00', InstalledBy: '周建华' }, NO_CURRENT_RELEASE)).toBe(
      '1.4.0(2026-11-27 09:30:00 由 周建华 安装)',
    );
  });

  it('says what is served when no package was installed', () => {
    expect(describeRelease(null, NO_CURRENT_RELEASE)).toBe('随系统部署的版本');
  });

  it('words the new-version notice', () => {
    expect(newVersionNotice('2.0.0')).toBe('系统已更新到新版本 2.0.0,请刷新页面以使用新版本。');
  });

  it('words a rollback and the previous build, the deployed one included', () => {
    const release = { Version: '1.0.0', InstalledAt: '2026-11-27 09:30:00', InstalledBy: '周建华' };
    expect(rolledBackMessage(release)).toBe('已回滚到版本 1.0.0');
    expect(rolledBackMessage(null)).toBe('已回滚到随系统部署的版本');
    expect(newVersionNotice('')).toBe('系统已更新,请刷新页面以使用新版本。');
    expect(describePrevious({ Current: release, Previous: null, CanRollback: true })).toBe('随系统部署的版本');
    expect(describePrevious({ Current: null, Previous: null, CanRollback: false })).toBe('无');
    expect(describePrevious({ Current: null, Previous: release, CanRollback: true })).toBe('1.0.0(2026-11-27 09:30:00 由 周建华 安装)');
  });
});
