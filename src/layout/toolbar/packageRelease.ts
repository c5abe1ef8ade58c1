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
  return version ? `系统已更新到新版本 ${version},请刷新页面以使用新版本。` : '系统已更新,请刷新页面以使用新版本。';
}

/** What the dialog says after a rollback. */
export function rolledBackMessage(current: AppReleaseInfo | null): string {
  return current ? `已回滚到版本 ${current.Version}` : `已回滚到${NO_CURRENT_RELEASE}`;
}

/** The previous build as the dialog shows it: a package, the deployed build, or none. */
export function describePrevious(status: { Current: AppReleaseInfo | null; Previous: AppReleaseInfo | null; CanRollback: boolean } | null): string {
  if (!status) return NO_PREVIOUS_RELEASE;
  if (status.Previous) return describeRelease(status.Previous, NO_PREVIOUS_RELEASE);
  return status.CanRollback ? NO_CURRENT_RELEASE : NO_PREVIOUS_RELEASE;
}
