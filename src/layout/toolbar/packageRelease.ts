/** How the package dialog and the new-version notice word a build of the app. */
import type { AppReleaseInfo } from '../../../contract/index';

/** `1.4.0(2026-11-27 09:30:00 由 周建华 安装)`, or what is served when no package was installed. */
export function describeRelease(release: AppReleaseInfo | null, fallback: string): string {
  if (!release) return fallback;
  return `${release.Version}(${release.InstalledAt} 由 ${release.InstalledBy} 安装)`;
}

export const NO_CURRENT_RELEASE = '随系统部署的版本';
export const NO_PREVIOUS_RELEASE = '无';

/** The text of the notice online users see when another build is served. */
export function newVersionNotice(version: string): string {
  return `系统已更新到新版本 ${version},请刷新页面以使用新版本。`;
}
