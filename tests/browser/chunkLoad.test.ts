/**
 * A page whose code or stylesheet cannot be loaded (data-modules §8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED) says so
 * inside the shell and offers a reload, instead of a white screen; the reload brings the page once the file comes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';

describe('lazy page chunks', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [what, path, blocked, shown] of [
    ['script', '/FlowAudit', /\/assets\/FlowAuditPage-[^/]+\.js$/, '审批日志'],
    ['stylesheet', '/friendMessage/list', /\/assets\/FriendMessagePage-[^/]+\.css$/, '站内消息'],
  ] as const) {
    it(`offers a reload when a page's ${what} fails, and the reload brings the page`, async () => {
      const { page, consoleErrors } = await harness.newPage();
      page.setDefaultTimeout(60000);
      await login(page, harness.baseUrl, 'admin', 'Admin@2026');
      let failing = true;
      await page.route(blocked, (route) => (failing ? route.abort('failed') : route.continue()));
      await page.goto(`${harness.baseUrl}${path}`);
      await page.getByText('页面加载失败').waitFor();
      // The shell is still there: the menu and the toolbar, not a white screen.
      expect(await page.locator('.ant-layout-sider').count()).toBe(1);
      failing = false;
      await page.getByRole('button', { name: /重新加载/ }).click();
      await page.locator('.ant-card-head-title', { hasText: shown }).first().waitFor();
      expect(await page.getByText('页面加载失败').count()).toBe(0);
      expect(consoleErrors.some((text) => /Minified React error|Uncaught/.test(text))).toBe(false);
      await page.context().close();
    });
  }
});
