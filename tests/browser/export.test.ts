import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, type Harness } from './harness';
import { expectProblemWorkbook, openProblemList, unexpectedErrors } from './listExport';

describe('exporting a list to Excel', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('downloads {module}.xlsx with sheet1, the descriptions as header, every filtered row and a 合计 row', async () => {
    const { page, consoleErrors } = await harness.newPage();
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const list = await openProblemList(page, harness.baseUrl);
    expect(list.total).toBeGreaterThan(10);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const modal = page.locator('.ant-modal', { hasText: '导出Excel' });
    await modal.waitFor();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('课题.xlsx');
    await modal.getByText(`导出完成,共${list.total}条`).waitFor();
    // The file is saved: the dialog offers 关闭 and closes by itself a few seconds later.
    await modal.getByRole('button', { name: /关\s*闭/ }).waitFor();
    await modal.waitFor({ state: 'hidden', timeout: 10_000 });

    await expectProblemWorkbook(await download.path(), list);
    expect(unexpectedErrors(consoleErrors), consoleErrors.join('\n')).toEqual([]);
  });
});
