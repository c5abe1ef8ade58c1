/**
 * 数据权限 in the browser: the 科室主任 (director, 心血管内科) finds a colleague's paper of his department on the 论文
 * list and not one of another department; before he has chosen a role the role switch says his scope is all his roles'
 * together and lets him choose the active one; the administrator sees the role's scope in the role form beside the
 * permission tree, with its plain summary and (the role holds 审核) the note that approvers also read what they are asked
 * to approve, narrows it to 仅本人 there, and the director's next search follows. Deciding papers under 本部门, he
 * finds a paper of another department waiting for him in the 审批中心, opens it and decides it, and still reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiRecord, PermissionNode } from '../../contract/index';
import { apiFromPage, login, startHarness, switchRole, type Harness } from './harness';

const SHOTS = process.env.SHOTS_DIR;
const MARK = `数据权限浏览器${Date.now() % 100000}`;

async function firstId(page: Page, baseUrl: string, module: string, filters: unknown[] = []): Promise<string> {
  const response = await page.request.post(`${baseUrl}/api/${module}/List`, { data: { PageIndex: 1, PageSize: 1, Condition: { Filters: filters } } });
  const page1 = (await response.json()) as { Data: Array<{ Id: string }> };
  return String(page1.Data[0]?.Id);
}

/** The titles the 论文 list shows for a keyword search. */
async function searchedTitles(page: Page, baseUrl: string, keyword: string): Promise<string[]> {
  await page.goto(`${baseUrl}/Thesis/list`);
  const search = page.getByPlaceholder('请输入关键字').locator('visible=true');
  await search.fill(keyword);
  const listed = page.waitForResponse((response) => response.url().includes('/api/Thesis/List') && response.request().method() === 'POST');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await listed;
  await page.locator('.ant-table-row, .ant-empty').first().waitFor();
  const rows = await page.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
  return rows.map((text) => (text.match(new RegExp(`${MARK}-[^\\s]+`)) ?? [''])[0]).sort();
}

describe('data scope', () => {
  let harness: Harness;
  let admin: Page;
  let director: Page;

  beforeAll(async () => {
    harness = await startHarness();
    admin = (await harness.newPage()).page;
    admin.setDefaultTimeout(60000);
    await login(admin, harness.baseUrl, 'admin', 'Admin@2026');
    const base = harness.baseUrl;
    const cardio = await firstId(admin, base, 'Dept', [{ Name: 'Name', Compare: '==', Value: '心血管内科' }]);
    const neuro = await firstId(admin, base, 'Dept', [{ Name: 'Name', Compare: '==', Value: '神经内科' }]);
    const journal = await firstId(admin, base, 'Journal');
    const person = await firstId(admin, base, 'Person');
    for (const [title, dept] of [
      ['同科室', cardio],
      ['其他科室', neuro],
    ]) {
      const created = await admin.request.post(`${base}/api/Thesis/Post`, {
        data: { Title: `${MARK}-${title}`, Journal_Id: journal, FirstAuthor_Id: person, Dept_Id: dept, PublishDate: '2025-03-01' },
      });
      expect(created.status()).toBe(200);
    }
    director = (await harness.newPage()).page;
    director.setDefaultTimeout(60000);
    await login(director, base, 'director', 'Director@2026');
  }, 180_000);
  afterAll(async () => harness?.close());

  it('shows the 科室主任 a paper of his department and not one of another', async () => {
    // No role chosen yet: 科室主任 (his first role) is active, and he reads both his roles' scopes.
    expect(await searchedTitles(director, harness.baseUrl, MARK)).toEqual([`${MARK}-同科室`]);
    if (SHOTS) await director.screenshot({ path: `${SHOTS}/data-scope-director-list.png` });
  });

  it('says in the role switch that no role is chosen; choosing the active role narrows the scope to it', async () => {
    // A login restores the role chosen last: a retry after an attempt that chose one starts from none chosen again.
    const directorId = String((await harness.db.selectFrom('User').select('Id').where('Account', '=', 'director').executeTakeFirstOrThrow()).Id);
    await harness.db.updateTable('Credential').set({ LastRole_Id: null }).where('User_Id', '=', directorId).execute();
    await login(director, harness.baseUrl, 'director', 'Director@2026');
    const hint = director.getByText('未选定角色:数据权限按全部角色合并');
    await director.getByRole('button', { name: '切换角色' }).click();
    await hint.waitFor();
    const head = director.getByRole('menuitem', { name: '科室主任' });
    expect(await head.getAttribute('aria-disabled')).not.toBe('true');
    if (SHOTS) await director.screenshot({ path: `${SHOTS}/data-scope-role-unchosen.png` });
    await switchRole(director, '科室主任');
    await director.getByRole('button', { name: '切换角色' }).click();
    await expect.poll(() => director.getByRole('menuitem', { name: '科室主任' }).getAttribute('aria-disabled')).toBe('true');
    expect(await hint.count()).toBe(0);
    if (SHOTS) await director.screenshot({ path: `${SHOTS}/data-scope-role-chosen.png` });
    await director.keyboard.press('Escape');
    expect(await searchedTitles(director, harness.baseUrl, MARK)).toEqual([`${MARK}-同科室`]);
  });

  it('edits the scope in the role form beside the permission tree, and the list follows without a new login', async () => {
    // A role without 审核 (科研人员) is not told about approvals.
    await admin.goto(`${harness.baseUrl}/role/list`);
    await admin.locator('.ant-table-row a', { hasText: '科研人员' }).first().click();
    await admin.getByTestId('data-scope-summary').waitFor();
    await expect.poll(() => admin.getByTestId('data-scope-summary').innerText()).toContain('科研人员');
    expect(await admin.getByTestId('data-scope-approver-note').count()).toBe(0);
    await admin.goto(`${harness.baseUrl}/role/list`);
    await admin.locator('.ant-table-row a', { hasText: '科室主任' }).first().click();
    const editor = admin.getByTestId('data-scope-editor');
    await editor.waitFor();
    const summary = admin.getByTestId('data-scope-summary');
    await expect.poll(() => summary.innerText()).toBe('科室主任:论文 本部门及以下、专利 本部门及以下、课题 本部门及以下、科技奖励 本部门及以下');
    // The role holds 审核: the editor says that its holders also read what they are asked to approve.
    expect(await admin.getByTestId('data-scope-approver-note').innerText()).toBe('持有审核权限时，另可查看分配给本人审批的记录');
    // Module names and scope kinds in Chinese, never codes or ids.
    const text = await editor.innerText();
    expect(text).not.toMatch(/Thesis|deptAndBelow|[0-9a-f]{8}-[0-9a-f]{4}/);
    await editor.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/data-scope-role-form.png` });

    // 第1组 to 仅本人, saved.
    await admin.getByRole('combobox', { name: '第1组范围' }).click({ force: true });
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '仅本人' }).click();
    await expect.poll(() => summary.innerText()).toContain('论文 仅本人');
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/data-scope-role-form-changed.png` });
    const saved = admin.waitForResponse((response) => response.url().includes('/api/Role/Put') && response.request().method() === 'PUT');
    await admin.getByRole('button', { name: /保\s*存/ }).click();
    expect((await saved).status()).toBe(200);

    expect(await searchedTitles(director, harness.baseUrl, MARK)).toEqual([]);
  });

  it('lets the 科室主任 deciding papers under 本部门 open and decide one of another department he is asked about', async () => {
    const base = harness.baseUrl;
    const json = async <T>(response: { status(): number; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> => {
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    };
    // 科室主任: 审核 on 论文 under 本部门, and a paper flow whose one step asks that role.
    const roleId = await firstId(admin, base, 'Role', [{ Name: 'EnCode', Compare: '==', Value: '008' }]);
    const role = await json<{ Permission_Ids: string[] }>(await admin.request.get(`${base}/api/Role/Get/${roleId}`));
    const nodes = await json<PermissionNode[]>(await admin.request.get(`${base}/api/Permission/Permissions`));
    const thesis = nodes.find((node) => node.EnCode === 'Thesis' && node.Parent_Id === null);
    const check = nodes.find((node) => node.Parent_Id === thesis?.Id && node.EnCode === 'Check');
    await json(
      await admin.request.put(`${base}/api/Role/Put`, {
        data: {
          Id: roleId,
          Permission_Ids: [...role.Permission_Ids, check?.Id],
          DataScope: JSON.stringify({ overrides: [{ modules: ['Thesis'], scope: { kind: 'dept' } }] }),
        },
      }),
    );
    const flows = await json<{ Data: ApiRecord[] }>(
      await admin.request.post(`${base}/api/Flow/List`, {
        data: { PageIndex: 1, PageSize: 10, Condition: { Filters: [{ Name: 'ModuleName', Compare: '==', Value: 'Thesis' }] } },
      }),
    );
    const steps = [{ Kind: 'Approver', Key: 'head', Name: '科室主任审核', Approver: { Type: 'Role', EnCode: '008' }, Mode: 'Any', WhenEmpty: 'Admin' }];
    await json(await admin.request.put(`${base}/api/Flow/Put`, { data: { ...flows.Data[0], Steps: JSON.stringify(steps), Enabled: true } }));
    const neuro = await firstId(admin, base, 'Dept', [{ Name: 'Name', Compare: '==', Value: '神经内科' }]);
    const created = await json<ApiRecord>(
      await admin.request.post(`${base}/api/Thesis/Post`, {
        data: {
          Title: `${MARK}-待审其他科室`,
          Journal_Id: await firstId(admin, base, 'Journal'),
          FirstAuthor_Id: await firstId(admin, base, 'Person'),
          Dept_Id: neuro,
          PublishDate: '2025-03-01',
        },
      }),
    );
    await json(await admin.request.post(`${base}/api/FlowState/Submit`, { data: { ModuleName: 'Thesis', Business_Id: String(created.Id) } }));

    // His department's paper and the one waiting for him; the other department's paper nobody asked him about is not.
    expect(await searchedTitles(director, base, MARK)).toEqual([`${MARK}-同科室`, `${MARK}-待审其他科室`].sort());

    // From the 审批中心 he opens it with 审核: its form shows the paper.
    await director.goto(`${base}/FlowCenter`);
    const list = director.locator('.flow-center-page .ant-tabs-tabpane-active, .flow-center-single').first();
    const row = list.locator('.ant-table-tbody .ant-table-row', { hasText: `${MARK}-待审其他科室` });
    await row.waitFor();
    if (SHOTS) await director.screenshot({ path: `${SHOTS}/data-scope-approver-centre.png` });
    await row.getByRole('link', { name: '审核' }).click();
    await director.waitForURL((url) => url.searchParams.get('q') !== null);
    await director.locator('.ant-card-head-title:visible', { hasText: '论文' }).first().waitFor();
    // Under review the form is read-only: its values show as text, or in fields.
    const shown = () =>
      director.evaluate(() =>
        [document.body.innerText, ...[...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value)].join('\n'),
      );
    await expect.poll(shown, { timeout: 20000 }).toContain(`${MARK}-待审其他科室`);
    await director
      .getByRole('button', { name: /^通\s*过$/ })
      .locator('visible=true')
      .first()
      .waitFor();
    if (SHOTS) await director.screenshot({ path: `${SHOTS}/data-scope-approver-form.png` });
    const decided = await apiFromPage(director, '/api/FlowState/Decide', {
      ModuleName: 'Thesis',
      Business_Id: String(created.Id),
      Decision: 'Approved',
      Opinion: '同意',
    });
    expect(decided.status).toBe(200);
    // Decided (我已审批), he still reads it.
    expect(await searchedTitles(director, base, `${MARK}-待审`)).toEqual([`${MARK}-待审其他科室`]);
  });
});
