/**
 * Update packages in the browser: the administrator double-clicks the title, sees 更新包 with the current
 * build, uploads a package made of the built app and sees it installed; a user already online is told that a new
 * version is there and refreshes into it; the administrator rolls back in one click. Screenshots go to /tmp/package-shots.
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';
import { appPackage } from '../server/zipWriter';

const SHOTS = '/tmp/package-shots';
const POLL = { timeout: 20000 };

/** Every file of the built app (dist/), by package path: the package is the app as built. */
function builtApp(dir: string, prefix = ''): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, builtApp(full, `${prefix}${name}/`));
    else if (!/\.(br|gz)$/.test(name)) files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}

describe('更新包', () => {
  let harness: Harness;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('the administrator installs a package and rolls it back; an online user is told of the new version and refreshes', async () => {
    const staff = await harness.newPage();
    await login(staff.page, harness.baseUrl, 'staff', 'Staff@2026');
    const admin = await harness.newPage();
    await login(admin.page, harness.baseUrl, 'admin', 'Admin@2026');

    await admin.page.locator('.app-title').dblclick();
    const dialog = admin.page.getByRole('dialog', { name: '更新包' });
    await expect.poll(() => dialog.innerText(), POLL).toContain('随系统部署的版本');
    await expect.poll(() => dialog.getByRole('button', { name: /回滚到上一版本/ }).isDisabled(), POLL).toBe(true);

    const zipped = await appPackage('9.9.0', builtApp(path.join(process.cwd(), 'dist')));
    await admin.page.locator('input[aria-label="选择更新包"]').setInputFiles({ name: '科研管理平台-9.9.0.zip', mimeType: 'application/zip', buffer: zipped });
    await expect.poll(() => admin.page.locator('.ant-message').innerText(), POLL).toContain('更新包已安装,当前版本 9.9.0');
    await expect.poll(() => dialog.innerText(), POLL).toContain('9.9.0(');
    await expect.poll(() => dialog.innerText(), POLL).toContain('由 周建华 安装');
    await admin.page.screenshot({ path: `${SHOTS}/1-admin-installed.png` });

    const notice = staff.page.locator('.ant-notification-notice', { hasText: '系统已更新' });
    await expect.poll(() => notice.innerText(), POLL).toContain('系统已更新到新版本 9.9.0,请刷新页面以使用新版本。');
    await staff.page.screenshot({ path: `${SHOTS}/2-staff-notice.png` });
    await notice.getByRole('button', { name: /刷\s*新/ }).click();
    await staff.page.waitForLoadState('load');
    await expect.poll(() => staff.page.locator('.app-title').isVisible(), POLL).toBe(true);

    await dialog.getByRole('button', { name: /回滚到上一版本/ }).click();
    await admin.page.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => admin.page.locator('.ant-message').innerText(), POLL).toContain('已回滚到随系统部署的版本');
    await expect.poll(() => dialog.innerText(), POLL).toMatch(/当前版本\s*随系统部署的版本/);
    await expect.poll(() => dialog.innerText(), POLL).toMatch(/上一版本\s*9\.9\.0\(/);
    await admin.page.screenshot({ path: `${SHOTS}/3-admin-rolled-back.png` });
    // The login page's own check of the session (401 before logging in) is expected.
    expect(staff.consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    expect(admin.consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  }, 120_000);
});
