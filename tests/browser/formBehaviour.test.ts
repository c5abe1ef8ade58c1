import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ApiRecord, PageFilter, PageResult } from '../../contract/index';
import { chooseRemoteOption, login, startHarness, type Harness } from './harness';

/** A fresh page; the machine running the browser may be loaded, so waits are generous. */
async function openPage(harness: Harness): Promise<Page> {
  const { page } = await harness.newPage();
  page.setDefaultTimeout(60000);
  return page;
}

/** A list call through the API with the page's session cookie. */
async function listThrough(page: Page, baseUrl: string, url: string, filters: PageFilter[], pageSize = 20): Promise<PageResult<ApiRecord>> {
  const response = await page.request.post(`${baseUrl}${url}`, { data: { PageIndex: 1, PageSize: pageSize, Condition: { Filters: filters } } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PageResult<ApiRecord>;
}

/** The open dropdown of the antd select whose input has this id. */
const dropdownOf = (page: Page, fieldId: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { has: page.locator(`#${fieldId}_list`) });
/** The antd select around the input with this id. */
const selectOf = (page: Page, fieldId: string) => page.locator('.ant-select', { has: page.locator(`#${fieldId}`) });

describe('the generic form', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('lists every failing check, numbered, in the 表单验证失败 dialog and sends nothing', async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/Thesis\/Post/i.test(request.url())) posts.push(request.url());
    });

    const marker = `校验-${Date.now()}`;
    await page.locator('#root_Title').fill(marker);
    // Too long to keep: the field stops at its 20 characters, so this is no failing check.
    await page.locator('#root_Volume').fill('卷号超过二十个字符的长度限制了所以不能保存');
    expect(await page.locator('#root_Volume').inputValue()).toBe('卷号超过二十个字符的长度限制了所以不能保');
    await page.getByRole('button', { name: /保\s*存/ }).click();

    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '表单验证失败' }).waitFor();
    const lines = await dialog.locator('.validation-summary > div').allInnerTexts();
    expect(await dialog.locator('.validation-summary strong').innerText()).toBe('论文');
    expect(lines).toEqual(['1. 期刊: 期刊是必填的', '2. 第一作者: 第一作者是必填的', '3. 科室: 科室是必填的', '4. 发表日期: 发表日期是必填的']);
    await dialog.getByRole('button', { name: /确\s*认/ }).click();

    expect(posts).toEqual([]);
    const stored = await listThrough(page, harness.baseUrl, '/api/Thesis/List', [{ Name: 'Title', Compare: '$', Value: marker }]);
    expect(stored.Total).toBe(0);
  });

  it('checks what was just typed when Enter submits before typing pauses (the field hands over its held value)', async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor();
    // Typed key by key and submitted at once: no blur, no pause in between. One character is too short for a title:
    // checked as typed it is that, checked as it stood before (empty) it would be 必填.
    await page.locator('#root_Title').pressSequentially('回');
    await page.locator('#root_Title').press('Enter');
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '表单验证失败' }).waitFor();
    const lines = await dialog.locator('.validation-summary > div').allInnerTexts();
    expect(lines).toContain('1. 题目: 题目长度要求在[2,300]之间');
    expect(lines.some((line) => line.includes('题目是必填的'))).toBe(false);
  });

  it('keeps typing cheap: each typed field in a form of its own, no field item nested in another; Enter still submits', async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Title').waitFor();
    const owners = await page.evaluate(() =>
      ['root_Title', 'root_Volume', 'root_ImpactFactor', 'root_Remark', 'root_Journal_Id', 'root_PublishDate', 'root_Partition'].map((id) => {
        const control = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
        return { id, found: Boolean(control), ownForm: control?.form !== control?.closest('form'), fieldsInForm: control?.form?.elements.length ?? 0 };
      }),
    );
    expect(owners.filter((owner) => owner.found).length).toBe(7);
    for (const owner of owners.filter((item) => item.found)) expect(owner).toMatchObject({ ownForm: true, fieldsInForm: 1 });
    // A form item around the whole object would hand every field a new status context on each committed value.
    expect(await page.locator('.ant-form-item .ant-form-item').count()).toBe(0);
    expect(await page.locator('.ant-form-item').count()).toBeGreaterThan(10);

    const title = `回车保存-${Date.now()}`;
    await page.locator('#root_Title').fill(title);
    await page.locator('#root_Volume').fill('12');
    await page.locator('#root_Volume').press('Enter');
    // Submitted through the module form: the same check as 保存 (the required fields left empty are listed).
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title', { hasText: '表单验证失败' }).waitFor();
    expect(await dialog.locator('.validation-summary > div').allInnerTexts()).toContain('1. 期刊: 期刊是必填的');
  });

  it('searches the remote select by keyword and shows at most three chosen names, then an ellipsis', async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    // A user's 角色 is a list of checkboxes (D-PERM-6); a meeting's 参会人员 is the many-record remote select.
    const people = [...new Set((await listThrough(page, harness.baseUrl, '/api/Person/List', [], 50)).Data.map((person) => String(person.Name)))].slice(0, 4);
    expect(people).toHaveLength(4);

    await page.goto(`${harness.baseUrl}/FacultyMeeting/add`);
    await page.locator('#root_Attendee_Ids').waitFor();
    await page.locator('#root_Attendee_Ids').click();
    const options = dropdownOf(page, 'root_Attendee_Ids').locator('.ant-select-item-option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);

    await page.locator('#root_Attendee_Ids').fill(people[0]);
    // Only the people whose name or number contains the keyword remain.
    await expect
      .poll(async () => {
        const texts = await options.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes(people[0]));
      })
      .toBe(true);

    await page.locator('#root_Attendee_Ids').fill('');
    for (const name of people) await chooseRemoteOption(page, 'root_Attendee_Ids', name, new RegExp(`^${name}`));
    await page.keyboard.press('Escape');
    const shown = selectOf(page, 'root_Attendee_Ids').locator(
      '.ant-select-selection-overflow-item:not(.ant-select-selection-overflow-item-suffix) .ant-select-selection-item',
    );
    await expect.poll(() => shown.allInnerTexts()).toEqual([...people.slice(0, 3).map((name) => expect.stringMatching(new RegExp(`^${name}`))), '...']);
  });

  it('adds a new dictionary item from the form after the 提示 confirmation and selects it', async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_Partition').waitFor();
    const value = `新分区${Date.now() % 100000}`;
    await page.locator('#root_Partition').click();
    await page.locator('#root_Partition').fill(value);
    await dropdownOf(page, 'root_Partition')
      .locator('.ant-select-item-option', { hasText: `添加"${value}"` })
      .click();

    const confirm = page.locator('.ant-modal-confirm');
    await confirm.locator('.ant-modal-confirm-title', { hasText: '提示' }).waitFor();
    expect(await confirm.locator('.ant-modal-confirm-content').innerText()).toBe(`确认添加${value}吗?`);
    await confirm.getByRole('button', { name: /确\s*认/ }).click();

    await expect.poll(() => selectOf(page, 'root_Partition').locator('.ant-select-selection-item').innerText()).toBe(value);
    const stored = await listThrough(page, harness.baseUrl, '/api/EnumItem/List', [
      { Name: 'EnumName', Compare: '==', Value: '期刊分区' },
      { Name: 'EnumValue', Compare: '==', Value: value },
    ]);
    expect(stored.Data.map((item) => item.EnumValue)).toEqual([value]);
  });

  it("fills 科室 from the chosen 第一作者's department when it is empty", async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'staff', 'Staff@2026');
    const people = await listThrough(page, harness.baseUrl, '/api/Person/PersonPageList', [], 20);
    const person = people.Data.find((row) => typeof row.DeptName === 'string' && row.DeptName !== '');
    if (!person) throw new Error('the seed holds no person with a department');

    await page.goto(`${harness.baseUrl}/Thesis/add`);
    await page.locator('#root_FirstAuthor_Id').waitFor();
    await expect.poll(() => selectOf(page, 'root_Dept_Id').locator('.ant-select-selection-item').count()).toBe(0);
    await chooseRemoteOption(page, 'root_FirstAuthor_Id', String(person.WorkCode), String(person.Name));
    await expect.poll(() => selectOf(page, 'root_Dept_Id').locator('.ant-select-selection-item').innerText()).toBe(person.DeptName);
  });
});

describe("the list's filter bar", () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('filters by a dictionary value and a person found by keyword, with the same lookups as the form', async () => {
    const page = await openPage(harness);
    await login(page, harness.baseUrl, 'admin', 'Admin@2026');
    const theses = await listThrough(page, harness.baseUrl, '/api/Thesis/List', [], 100);
    const thesis = theses.Data.find((row) => typeof row.FirstAuthor_Id === 'string' && typeof row.IncludedType === 'string' && row.IncludedType !== '');
    if (!thesis) throw new Error('the seed holds no thesis with a first author and an inclusion type');
    const [author] = (
      await listThrough(page, harness.baseUrl, '/api/Person/PersonPageList', [{ Name: 'Id', Compare: '==', Value: String(thesis.FirstAuthor_Id) }])
    ).Data;
    const expected = await listThrough(
      page,
      harness.baseUrl,
      '/api/Thesis/List',
      [
        { Name: 'IncludedType', Compare: '==', Value: String(thesis.IncludedType) },
        { Name: 'FirstAuthor_Id', Compare: '==', Value: String(thesis.FirstAuthor_Id) },
      ],
      1,
    );
    expect(expected.Total).toBeGreaterThan(0);
    expect(expected.Total).toBeLessThan(theses.Total);

    await page.goto(`${harness.baseUrl}/Thesis/list`);
    await page.locator('.ant-table-row').first().waitFor();
    const footer = page.locator('.ant-pagination-total-text');
    await page.getByRole('button', { name: '高级筛选' }).click();

    // The dictionary filter lists the dictionary's items, searchable by their text.
    await page.locator('#filter_IncludedType').click();
    await page.locator('#filter_IncludedType').fill(String(thesis.IncludedType));
    await dropdownOf(page, 'filter_IncludedType')
      .locator('.ant-select-item-option', { hasText: String(thesis.IncludedType) })
      .first()
      .click();
    // The person filter searches people by keyword (their work code) and shows them by name and work code.
    await chooseRemoteOption(page, 'filter_FirstAuthor_Id', String(author.WorkCode), `${author.Name}(${author.WorkCode})`);
    await page.getByRole('button', { name: /^筛\s*选$/ }).click();

    await expect.poll(() => footer.innerText()).toMatch(new RegExp(`of ${expected.Total}$`));
    expect(await selectOf(page, 'filter_FirstAuthor_Id').locator('.ant-select-selection-item').innerText()).toBe(`${author.Name}(${author.WorkCode})`);
  });
});
