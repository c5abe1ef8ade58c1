/**
 * The 专家评审 pages in the browser: /ExpertReview/List lists every review; /ExpertReview/AnimalEthicsCheck (any case)
 * lists only the 动物伦理审查 ones, offers no 评审类型 filter, and its 新增 starts on 动物伦理审查. Screenshots go to
 * /tmp/expert-review-shots. An animal-ethics application's form lists its expert reviews.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiRecord, PageResult } from '../../contract/index';
import { login, startHarness, type Harness } from './harness';

const SHOTS = '/tmp/expert-review-shots';
const POLL = { timeout: 20000 };

async function listApi(page: Page, body: unknown): Promise<PageResult<ApiRecord>> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/ExpertReview/List', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as PageResult<ApiRecord>;
  }, body);
}
// The generic list's range text ends with its total (rangeText: 1-10 of 42).
const totalOf = async (page: Page): Promise<number> =>
  Number((await page.locator('.ant-pagination-total-text:visible').first().innerText()).replace(/^.*\D(\d+)\s*$/s, '$1'));

describe('专家评审 pages', () => {
  let harness: Harness;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('lists every review, and the 动物伦理 page only its own, its new rows starting on 动物伦理审查', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const all = await listApi(page, { PageIndex: 1, PageSize: 1 });
    const animal = await listApi(page, {
      PageIndex: 1,
      PageSize: 1,
      Condition: { Filters: [{ Name: 'ReviewType', Compare: '==', Value: 'AnimalEthicsCheck' }] },
    });
    expect(all.Total).toBeGreaterThan(0);

    await page.goto(`${harness.baseUrl}/ExpertReview/List`);
    await page.locator('.ant-card-head-title:visible', { hasText: '专家评审列表' }).waitFor();
    await expect.poll(() => totalOf(page), POLL).toBe(all.Total);
    await page.screenshot({ path: `${SHOTS}/list.png` });

    await page.goto(`${harness.baseUrl}/expertreview/animalethicscheck`);
    await page.locator('.ant-card-head-title:visible', { hasText: '动物伦理专家评审列表' }).waitFor();
    await page.waitForFunction(() => document.title.includes('动物伦理专家评审'), undefined, { timeout: 20000 });
    if (animal.Total > 0) {
      await expect.poll(() => totalOf(page), POLL).toBe(animal.Total);
      const types = await page.locator('.ant-table-tbody:visible .ant-table-row').evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).innerText));
      expect(types.every((text) => text.includes('动物伦理审查'))).toBe(true);
    } else {
      await page.getByText('暂无数据').locator('visible=true').first().waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/animal-ethics.png` });

    await page
      .getByRole('button', { name: /新\s*增/ })
      .locator('visible=true')
      .click();
    await page.waitForURL((url) => url.pathname === '/ExpertReview/add' && url.searchParams.get('ReviewType') === 'AnimalEthicsCheck');
    const form = page.locator('.ant-card:visible', { hasText: '专家评审 - 新增' });
    await form.waitFor();
    await expect.poll(() => form.locator('.ant-select-selection-item', { hasText: '动物伦理审查' }).count(), POLL).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/animal-ethics-new.png` });
    expect(consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
  });

  it("shows an animal-ethics application's expert reviews on its form: each expert's 结论 and 意见", async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'reviewer', 'Review@2026');
    const post = (path: string, body: unknown) =>
      page.evaluate(
        async ({ path, body }) => {
          const response = await fetch(path, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: (await response.json()) as { Id?: string; Data?: Array<{ Id: string }> } };
        },
        { path, body },
      );
    const application = (await post('/api/AnimalEthicsCheck/List', { PageIndex: 1, PageSize: 1 })).json.Data?.[0];
    const expert = (await post('/api/Expert/List', { PageIndex: 1, PageSize: 1 })).json.Data?.[0];
    expect(application && expert).toBeTruthy();
    const opinion = `实验动物数量论证充分,麻醉方案需补充-${Date.now()}`;
    const created = await post('/api/ExpertReview/Post', {
      ReviewType: 'AnimalEthicsCheck',
      ProjectName: '动物伦理专家评审测试',
      AnimalEthicsCheck_Id: application?.Id,
      Expert_Id: expert?.Id,
      ReviewDate: '2026-03-02',
      Conclusion: '修改后同意',
      Opinion: opinion,
    });
    expect(created.status).toBe(200);

    await page.goto(`${harness.baseUrl}/AnimalEthicsCheck/add?q=${application?.Id ?? ''}`);
    const section = page.getByTestId('expert-reviews');
    await section.waitFor({ timeout: 20000 });
    const review = section.getByTestId('expert-review').filter({ hasText: opinion });
    await review.waitFor({ timeout: 20000 });
    const text = await review.innerText();
    expect(text).toContain('修改后同意');
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/ethics-form-reviews.png` });
    // A form no review points at has no such section.
    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.locator('.ant-table-row').first().getByRole('link').first().click();
    // Editable or not (a record the reviewer may not change reads as values, D-UI-11), the record is shown.
    await page.locator('#root_Title, [data-testid="record-read-view"]').first().waitFor();
    expect(await page.getByTestId('expert-reviews').count()).toBe(0);
    expect(consoleErrors.filter((t) => !/status of 401/.test(t))).toEqual([]);
  });
});
