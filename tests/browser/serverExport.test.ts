/**
 * A large export from a module list (D-DOWN-3), with the server's threshold lowered to 5 rows (and batches
 * of 4): 导出 hands the list to the server, the dialog says so in Chinese and offers 前往下载中心, where the job's
 * progress ends in the file (and the hub tells the owner it is done), whose rows are the list's with the 合计 row,
 * as the browser's own export writes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startHarness, watchHubConnection, type Harness } from './harness';
import { expectProblemWorkbook, openProblemList, unexpectedErrors } from './listExport';

describe('a list above the threshold exports on the server', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ serverExportThresholdRows: 5, serverExportBatchRows: 4 });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('sends the export to the download centre, where the file can be downloaded', async () => {
    const { page, consoleErrors } = await harness.newPage();
    const hubConnected = watchHubConnection(page);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const list = await openProblemList(page, harness.baseUrl);
    expect(list.total).toBeGreaterThan(5);
    // The job of 90 rows ends within moments: the hub must be there to tell of it.
    await expect.poll(hubConnected).toBe(true);

    await page.getByRole('button', { name: /导\s*出/ }).click();
    // The hub tells the owner wherever they are, in an alert that closes after 5 s: watched for from the click on, since the
    // job may end (and its alert close) before the centre's next poll shows the row done on a loaded machine.
    const notified = page.getByText(`课题导出已完成(共${list.total}条),请到下载中心下载`).first().waitFor({ timeout: 40_000 });
    notified.catch(() => undefined); // awaited below; a failure before then is the test's, not an unhandled rejection
    const modal = page.locator('.ant-modal', { hasText: '导出Excel' });
    await modal.getByText('导出在服务器上进行').waitFor();
    await modal.getByText(`共${list.total}条数据,数据量较大,已转到服务器上导出。导出完成后文件将出现在下载中心,请到下载中心下载。`).waitFor();
    await modal.getByRole('button', { name: '前往下载中心' }).click();
    await page.waitForURL(/\/downCenter$/);
    await modal.waitFor({ state: 'hidden' });

    const row = page.locator('.ant-table-row', { hasText: '课题导出' }).first();
    await row.getByText('已完成').waitFor({ timeout: 30_000 });
    await notified;
    const downloadPromise = page.waitForEvent('download');
    await row.getByRole('button', { name: /下\s*载/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('课题.xlsx');

    await expectProblemWorkbook(await download.path(), list);
    expect(unexpectedErrors(consoleErrors), consoleErrors.join('\n')).toEqual([]);
  });
});
