/**
 * Figures that contradict each other, one journey per item, asserting what a person reads:
 * 1. 我的申请 on the home page of staff, the dean and the reviewer: each figure is the number of rows 我发起的 shows
 *    when it is clicked (filtered by that state), the title the sum;
 * 2. a 论文版面费报销 is named by its paper in the live alert, 系统消息 and every centre list, and the centre's 摘要包含
 *    finds it by those words;
 * 3. a decision reaches the staff home without a reload: figure, recent record and alert agree, and the alert's colour
 *    follows the outcome (退回 warning, 通过 success, 不通过 error); a record decided without a flow here does not
 *    claim to be unsubmitted nor draw steps 待审批;
 * 4. approval lists name modules in Chinese, never by code;
 * 5. a finished flow stands 已结束 in 我已审批, a 抄送 step reads 待抄送 then 已抄送, the default branch once, and every
 *    flow of /flow/list shows its 版本.
 * Screenshots go to /tmp/figures-shots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiFromPage, login, startHarness, watchHubConnection, type Harness } from './harness';

const SHOTS = '/tmp/figures-shots';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/i;

const ACCOUNTS = {
  staff: 'Staff@2026',
  dean: 'Dean@2026',
  reviewer: 'Review@2026',
  admin: 'Admin@2026',
  finance1: 'Finance1@2026',
  finance2: 'Finance2@2026',
} as const;
type Account = keyof typeof ACCOUNTS;

/** The login page asks who is logged in before anyone is (401): that one is expected. */
const realErrors = (errors: string[]) => errors.filter((error) => !/favicon|401/.test(error));

const digits = (text: string): number => Number(text.replace(/\D/g, ''));

describe('figures that agree (issue 35 §1–5)', () => {
  let harness: Harness;
  let stamp = 0;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  async function open(account: Account): Promise<{ page: Page; consoleErrors: string[] }> {
    const opened = await harness.newPage();
    await login(opened.page, harness.baseUrl, account, ACCOUNTS[account]);
    return opened;
  }

  const someId = async (table: string) => String((await harness.db.selectFrom(table).select('Id').limit(1).executeTakeFirstOrThrow()).Id);

  /** A new paper of the page's user, through the app's own call. */
  async function newThesis(page: Page, title: string): Promise<string> {
    const created = await apiFromPage<{ Id: string }>(page, '/api/Thesis/Post', {
      Title: title,
      Journal_Id: await someId('Journal'),
      FirstAuthor_Id: await someId('Person'),
      Dept_Id: await someId('Dept'),
      PublishDate: '2026-03-01',
    });
    expect(created.status).toBe(200);
    return created.json.Id;
  }

  /** A 论文版面费报销 for `thesisId` (below 2万元: after the finance 会签 only a copy to the department head). */
  async function newClaim(page: Page, thesisId: string): Promise<{ id: string; costType: string }> {
    const costType = String(
      (await harness.db.selectFrom('EnumItem').select('EnumValue').where('EnumName', '=', '论文费用类型').limit(1).executeTakeFirstOrThrow()).EnumValue,
    );
    const created = await apiFromPage<{ Id: string }>(page, '/api/ThesisCost/Post', {
      Thesis_Id: thesisId,
      CostType: costType,
      Applicant_Id: await someId('Person'),
      Dept_Id: await someId('Dept'),
      PayDate: '2026-05-06',
      Reason: '论文版面费',
      Amount: 1800,
    });
    expect(created.status).toBe(200);
    return { id: created.json.Id, costType };
  }

  const submit = async (page: Page, module: string, id: string) =>
    expect((await apiFromPage(page, '/api/FlowState/Submit', { ModuleName: module, Business_Id: id })).status).toBe(200);
  const decide = async (page: Page, module: string, id: string, Decision: string, Opinion = '') =>
    expect((await apiFromPage(page, '/api/FlowState/Decide', { ModuleName: module, Business_Id: id, Decision, Opinion })).status).toBe(200);

  /** The figures of 我的申请 as the card shows them: state → number. */
  async function applicationFigures(page: Page): Promise<Map<string, number>> {
    const card = page.locator('.ant-card', { has: page.locator('.home-applications') });
    await card.locator('.home-application-figure').first().waitFor({ timeout: 30000 });
    const figures = new Map<string, number>();
    for (const figure of await card.locator('.home-application-figure').all()) {
      figures.set(await figure.locator('.ant-statistic-title').innerText(), digits(await figure.locator('.ant-statistic-content').innerText()));
    }
    return figures;
  }

  /** The active centre list once loaded: how many rows it says it has, and the rows of its page. */
  async function centreList(page: Page): Promise<{ total: number; statuses: string[]; text: string }> {
    const pane = page.locator('.flow-center-page .ant-tabs-tabpane-active');
    await expect
      .poll(async () => (await pane.locator('.ant-table-row').count()) > 0 || (await pane.getByText('暂无数据').count()) > 0, { timeout: 30000 })
      .toBe(true);
    await expect.poll(() => pane.locator('.ant-spin-spinning').count()).toBe(0);
    const rows = pane.locator('.ant-table-row');
    const total = (await rows.count()) === 0 ? 0 : digits(await pane.locator('.ant-pagination-total-text').innerText());
    return { total, statuses: await rows.locator('td .ant-tag').allInnerTexts(), text: await pane.locator('.ant-table').innerText() };
  }

  it('§1: each figure of 我的申请 is the number of records 我发起的 lists for it, for staff, the dean and the reviewer', async () => {
    for (const account of ['staff', 'dean', 'reviewer'] as const) {
      const { page, consoleErrors } = await open(account);
      const figures = await applicationFigures(page);
      expect([...figures.keys()].slice(0, 4)).toEqual(['未提交', '审核中', '已退回', '已通过']);
      const card = page.locator('.ant-card', { has: page.locator('.home-applications') });
      const sum = [...figures.values()].reduce((a, b) => a + b, 0);
      expect(await card.locator('.ant-card-head-title').innerText()).toBe(`我的申请(${sum})`);
      // The seeded institute gives each of them records in several states, not all 审核中.
      expect([account, [...figures.values()].filter((n) => n > 0).length >= 2]).toEqual([account, true]);
      await page.screenshot({ path: `${SHOTS}/1-${account}-home.png` });
      for (const [status, count] of figures) {
        // From the home tab each time: the open centre follows the state the figure names.
        await page.locator('.app-tabs-strip').getByText('首页', { exact: true }).click();
        await card.getByRole('link', { name: `我的申请:${status}${count}项`, exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/FlowCenter' && url.searchParams.get('status') === status);
        await page.locator('.flow-center-page .ant-tabs-tab-active', { hasText: '我发起的' }).waitFor();
        await expect.poll(() => page.locator('.flow-center-status .ant-segmented-item-selected').innerText()).toBe(`${status}(${count})`);
        // The previous state's rows stay on screen while the next load (no empty flash): wait for this state's.
        await expect
          .poll(
            async () => {
              const list = await centreList(page);
              return [account, status, list.total, list.statuses.every((tag) => tag === status)];
            },
            { timeout: 30000 },
          )
          .toEqual([account, status, count, true]);
        if (account === 'staff' && status === '已退回') await page.screenshot({ path: `${SHOTS}/1-staff-started-returned.png` });
      }
      await page
        .locator('.flow-center-status')
        .getByText(/^全部\(/)
        .click();
      await expect.poll(async () => (await centreList(page)).total, { timeout: 30000 }).toBe(sum);
      expect(realErrors(consoleErrors)).toEqual([]);
      await page.context().close();
    }
  });

  it('§2: names a 论文版面费报销 by its paper in the alert, 系统消息 and the centre, and finds it by those words', async () => {
    stamp = Date.now() % 100000;
    const paper = `命名核对${stamp}:心肌桥患者冠脉血流储备分析`;
    const { page: reviewer } = await open('reviewer');
    await reviewer.goto(`${harness.baseUrl}/FlowCenter`);
    const { page: staff } = await open('staff');
    const claim = await newClaim(staff, await newThesis(staff, paper));
    await submit(staff, 'ThesisCost', claim.id);
    const name = `${paper}(${claim.costType})`;

    // The reviewer's live alert, without a reload.
    const alert = reviewer.locator('.app-alert', { hasText: `命名核对${stamp}` });
    await alert.first().waitFor({ timeout: 15000 });
    expect(await alert.first().innerText()).toContain(`待审核:论文版面费报销:${name}`);
    expect(await alert.first().innerText()).not.toMatch(UUID);
    expect(await alert.first().getAttribute('class')).toContain('ant-alert-info');

    // 待我审批 finds it by the paper's words, its cost type and the module's name; an id finds nothing.
    const pane = reviewer.locator('.flow-center-page .ant-tabs-tabpane-active');
    for (const keyword of [`命名核对${stamp}`, '冠脉血流储备', '论文版面费']) {
      await pane.getByLabel('关键字').fill(keyword);
      await pane.getByRole('button', { name: /查\s*询/ }).click();
      await pane.locator('.ant-table-row', { hasText: name }).first().waitFor({ timeout: 15000 });
    }
    await reviewer.screenshot({ path: `${SHOTS}/2-reviewer-centre-found.png` });
    await pane.getByLabel('关键字').fill(claim.id.slice(0, 8));
    await pane.getByRole('button', { name: /查\s*询/ }).click();
    await pane.getByText('暂无数据').waitFor({ timeout: 15000 });

    // 系统消息 names it too, and shows no id anywhere.
    await reviewer.goto(`${harness.baseUrl}/notifyMessage`);
    const row = reviewer.locator('.notify-message-page .ant-table-row', { hasText: `命名核对${stamp}` }).first();
    await row.waitFor({ timeout: 15000 });
    expect(await row.innerText()).toContain(`待审核:论文版面费报销:${name}`);
    expect(await reviewer.locator('.notify-message-page .ant-table').innerText()).not.toMatch(UUID);
    await reviewer.screenshot({ path: `${SHOTS}/2-reviewer-notify-message.png` });

    // 我发起的 of staff finds it by the same words.
    await staff.goto(`${harness.baseUrl}/FlowCenter?tab=started`);
    const mine = staff.locator('.flow-center-page .ant-tabs-tabpane-active');
    await mine.getByLabel('关键字').fill('冠脉血流储备');
    await mine.getByRole('button', { name: /查\s*询/ }).click();
    await mine.locator('.ant-table-row', { hasText: name }).first().waitFor({ timeout: 15000 });
    expect(await mine.locator('.ant-table').innerText()).not.toMatch(UUID);
  });

  it("§3: a decision reaches the staff home at once, every card agrees, and the alert's colour follows the outcome", async () => {
    const { page: staff, consoleErrors } = await open('staff');
    const titles = { returned: `状态一致${stamp}甲:心衰随访`, approved: `状态一致${stamp}乙:房颤消融`, refused: `状态一致${stamp}丙:卒中康复` };
    const ids = {
      returned: await newThesis(staff, titles.returned),
      approved: await newThesis(staff, titles.approved),
      refused: await newThesis(staff, titles.refused),
    };
    for (const id of Object.values(ids)) await submit(staff, 'Thesis', id);
    // The alerts are live: sent before the home page has connected to the hub, they would reach nobody.
    const staffConnected = watchHubConnection(staff);
    await staff.goto(`${harness.baseUrl}/`);
    const recentLine = (title: string) => staff.locator('.home-recent-line', { hasText: title });
    await recentLine(titles.returned).waitFor({ timeout: 30000 });
    expect(await recentLine(titles.returned).locator('.ant-tag').last().innerText()).toBe('审核中');
    const before = await applicationFigures(staff);
    await expect.poll(staffConnected, { timeout: 15000 }).toBe(true);

    const { page: reviewer } = await open('reviewer');
    await decide(reviewer, 'Thesis', ids.returned, 'Returned', '请补充随访数据');
    // No reload: the alert is amber, the figure and the recent record say 已退回 together.
    const returnedAlert = staff.locator('.app-alert', { hasText: titles.returned });
    await returnedAlert.first().waitFor({ timeout: 15000 });
    expect(await returnedAlert.first().getAttribute('class')).toContain('ant-alert-warning');
    await expect.poll(() => recentLine(titles.returned).locator('.ant-tag').last().innerText(), { timeout: 15000 }).toBe('已退回');
    await expect.poll(async () => (await applicationFigures(staff)).get('已退回'), { timeout: 15000 }).toBe((before.get('已退回') ?? 0) + 1);
    expect((await applicationFigures(staff)).get('审核中')).toBe((before.get('审核中') ?? 0) - 1);
    await staff.screenshot({ path: `${SHOTS}/3-staff-home-after-return.png` });

    await decide(reviewer, 'Thesis', ids.approved, 'Approved', '同意');
    const approvedAlert = staff.locator('.app-alert', { hasText: titles.approved });
    await approvedAlert.first().waitFor({ timeout: 15000 });
    expect(await approvedAlert.first().getAttribute('class')).toContain('ant-alert-success');
    await decide(reviewer, 'Thesis', ids.refused, 'Refuse', '与已发表论文重复');
    const refusedAlert = staff.locator('.app-alert', { hasText: titles.refused });
    await refusedAlert.first().waitFor({ timeout: 15000 });
    expect(await refusedAlert.first().getAttribute('class')).toContain('ant-alert-error');
    await expect.poll(() => recentLine(titles.refused).locator('.ant-tag').last().innerText(), { timeout: 15000 }).toBe('不通过');
    await staff.screenshot({ path: `${SHOTS}/3-staff-alerts.png` });

    // 系统消息: each outcome with its own icon.
    await staff.goto(`${harness.baseUrl}/notifyMessage`);
    const message = (title: string) => staff.locator('.notify-message-page .ant-table-row', { hasText: title }).first();
    await message(titles.refused).waitFor({ timeout: 15000 });
    expect(await message(titles.returned).getByRole('img', { name: '退回' }).count()).toBe(1);
    expect(await message(titles.approved).getByRole('img', { name: '通过' }).count()).toBe(1);
    expect(await message(titles.refused).getByRole('img', { name: '不通过' }).count()).toBe(1);
    await staff.screenshot({ path: `${SHOTS}/3-staff-notify-message.png` });

    // A seeded 已通过 claim that never ran a flow here: no 尚未提交审批, no steps 待审批 under 已通过.
    const decided = await harness.db
      .selectFrom('ThesisCost')
      .select(['Id'])
      .where('FlowStatus', '=', '已通过')
      .where('Create_User_Id', '=', String((await harness.db.selectFrom('User').select('Id').where('Account', '=', 'staff').executeTakeFirstOrThrow()).Id))
      .where('Id', 'not in', harness.db.selectFrom('FlowExample').select('Business_Id'))
      .executeTakeFirst();
    if (decided) {
      await staff.goto(`${harness.baseUrl}/ThesisCost/add?q=${String(decided.Id)}`);
      await expect.poll(() => staff.getByTestId('flow-status-bar').innerText(), { timeout: 15000 }).toContain('已通过');
      await staff.getByTestId('flow-history').getByText('无审批记录').waitFor({ timeout: 15000 });
      await staff.getByTestId('flow-diagram-section').getByText('暂无审批流程').waitFor();
      expect(await staff.getByTestId('flow-diagram-step').count()).toBe(0);
      expect(await staff.getByText('尚未提交审批').count()).toBe(0);
    }
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('§4: names modules in Chinese in every approval list, never by their codes', async () => {
    const { page, consoleErrors } = await open('admin');
    const modules = await page.evaluate(
      async () => (await (await fetch('/api/FlowState/Modules', { credentials: 'include' })).json()) as Array<{ Name: string }>,
    );
    const code = new RegExp(`(^|[^A-Za-z])(${modules.map((m) => m.Name).join('|')})([^A-Za-z]|$)`);
    for (const path of ['/FlowExample/list', '/FlowVersion/list', '/FlowAuditLog/list', '/flow/list', '/FlowAudit', '/FlowCenter', '/FlowCenter?tab=started']) {
      await page.goto(`${harness.baseUrl}${path}`);
      const table = page.locator('.ant-table').locator('visible=true').first();
      await table.locator('.ant-table-row').first().waitFor({ timeout: 30000 });
      const text = await table.innerText();
      expect([path, text.match(code)?.[2] ?? null]).toEqual([path, null]);
      if (path === '/FlowVersion/list' || path === '/FlowExample/list') await page.screenshot({ path: `${SHOTS}/4-admin${path.replace(/\//g, '-')}.png` });
    }
    // A flow instance (written by the system: shown as its read view, §10) names its flow and module in Chinese as well.
    await page.goto(`${harness.baseUrl}/FlowExample/list`);
    await page.locator('.ant-table-row').first().locator('a').first().click();
    await page.waitForURL(/\/FlowExample\/add\?q=/);
    const view = page.getByTestId('record-read-view');
    await expect.poll(() => view.locator('.ant-descriptions-item-content').count(), { timeout: 30000 }).toBeGreaterThan(1);
    expect((await view.innerText()).match(code)?.[2] ?? null).toBeNull();
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  it('§5: a finished flow stands 已结束, a 抄送 reads 待抄送 then 已抄送, the default branch once, every flow has its 版本', async () => {
    const { page: staff } = await open('staff');
    const claim = await newClaim(staff, await newThesis(staff, `流程图核对${stamp}:冠脉钙化积分`));
    await staff.goto(`${harness.baseUrl}/ThesisCost/add?q=${claim.id}`);
    const diagram = staff.getByTestId('flow-diagram-section');
    await expect
      .poll(() => staff.getByTestId('flow-diagram-step').allInnerTexts(), { timeout: 15000 })
      .toEqual([expect.stringMatching(/^科研处审核\s*待审批/), expect.stringMatching(/^财务处会签\s*待审批/), expect.stringMatching(/^抄送科室主任\s*待抄送/)]);
    expect(await diagram.getByTestId('flow-diagram-branches').innerText()).toMatch(/按报销金额:其他情况\s*$/);
    expect(await diagram.innerText()).not.toContain('其他情况 → 其他情况');
    await staff.screenshot({ path: `${SHOTS}/5-claim-diagram-before.png`, fullPage: true });

    await submit(staff, 'ThesisCost', claim.id);
    for (const account of ['reviewer', 'finance1', 'finance2'] as const) {
      const { page } = await open(account);
      await decide(page, 'ThesisCost', claim.id, 'Approved', '同意');
      if (account !== 'finance2') await page.context().close();
      else {
        // 我已审批: the finished flow stands 已结束, not at the copy it passed last.
        await page.goto(`${harness.baseUrl}/FlowCenter?tab=decided`);
        const row = page.locator('.flow-center-page .ant-tabs-tabpane-active .ant-table-row', { hasText: `流程图核对${stamp}` }).first();
        await row.waitFor({ timeout: 15000 });
        const cells = await row.locator('td').allInnerTexts();
        expect(cells).toContain('已结束');
        expect(cells.join(' ')).not.toContain('抄送科室主任');
        await page.screenshot({ path: `${SHOTS}/5-finance-decided.png` });
      }
    }
    await staff.reload();
    await expect
      .poll(() => staff.getByTestId('flow-diagram-step').allInnerTexts(), { timeout: 15000 })
      .toEqual([expect.stringMatching(/^科研处审核\s*已通过/), expect.stringMatching(/^财务处会签\s*已通过/), expect.stringMatching(/^抄送科室主任\s*已抄送/)]);
    await staff.screenshot({ path: `${SHOTS}/5-claim-diagram-after.png`, fullPage: true });

    // /flow/list: every flow, page after page, shows its version.
    const { page: admin } = await open('admin');
    await admin.goto(`${harness.baseUrl}/flow/list`);
    const table = admin.locator('.ant-table').first();
    await table.locator('.ant-table-row').first().waitFor({ timeout: 30000 });
    const headers = await table.locator('thead th').allInnerTexts();
    const versionColumn = headers.findIndex((h) => h.trim() === '版本');
    expect(versionColumn).toBeGreaterThan(-1);
    let seen = 0;
    for (;;) {
      const versions = await table
        .locator('.ant-table-row')
        .evaluateAll((rows, column) => rows.map((row) => row.children[column]?.textContent?.trim() ?? ''), versionColumn);
      expect(versions.filter((v) => !/^\d+$/.test(v) || Number(v) < 1)).toEqual([]);
      seen += versions.length;
      const next = admin.locator('.ant-pagination-next');
      if ((await next.getAttribute('aria-disabled')) === 'true' || (await next.getAttribute('class'))?.includes('disabled')) break;
      const first = await table.locator('.ant-table-row').first().innerText();
      await next.click();
      await expect.poll(() => table.locator('.ant-table-row').first().innerText()).not.toBe(first);
    }
    expect(seen).toBeGreaterThan(50);
    await admin.screenshot({ path: `${SHOTS}/5-flow-list.png` });
  });
});
