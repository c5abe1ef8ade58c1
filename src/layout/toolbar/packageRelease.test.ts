import { describe, expect, it } from 'vitest';
import { describeRelease, newVersionNotice, NO_CURRENT_RELEASE } from './packageRelease';

describe('package releases as shown', () => {
  it('names the version, when and by whom it was installed', () => {
    expect(describeRelease({ Version: '1.4.0', InstalledAt: '2026-11-27 09:30:00', InstalledBy: '周建华' }, NO_CURRENT_RELEASE))
      .toBe('1.4.0(2026-11-27 09:30:00 由 周建华 安装)');
  });

  it('says what is served when no package was installed', () => {
    expect(describeRelease(null, NO_CURRENT_RELEASE)).toBe('随系统部署的版本');
  });

  it('words the new-version notice', () => {
    expect(newVersionNotice('2.0.0')).toBe('系统已更新到新版本 2.0.0,请刷新页面以使用新版本。');
  });
});
