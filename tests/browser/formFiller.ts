import type { Page } from 'playwright-core';
import type { FieldInfoStrut, ModuleStruts } from '../../contract/index';
import { fieldKind, hasRule, isHiddenInForm } from '../../core/adapter/fieldKinds';
import { chooseRemoteOption } from './harness';

/** Fields whose value is fixed by their format, not marked with the walk's unique marker: never a search keyword. */
const FIXED_TEXT = /email|phone|password|^ModuleName$|^Steps$/i;

/** A value a person would type for a text field, within its length rule; unique where the field must be. */
function textFor(field: FieldInfoStrut, marker: string): string {
  if (/email/i.test(field.Name)) return `walk${marker.replace(/\D/g, '').slice(-8)}@bjyy.org.cn`;
  if (/phone/i.test(field.Name)) return `139${marker.replace(/\D/g, '').slice(-8).padStart(8, '0')}`;
  if (/password/i.test(field.Name)) return 'Walk@2026x';
  // An approval flow (module Flow) names a module that needs approval and its steps in the server's JSON format.
  if (field.Name === 'ModuleName') return 'Thesis';
  if (field.Name === 'Steps') return '[{"Name":"科研处审核","Approver":{"Type":"Role","EnCode":"002"}}]';
  const rule = (field.Rules ?? []).find((candidate) => candidate.RuleName.toLowerCase() === 'stringlength');
  const max = rule?.RulePars ? Number(rule.RulePars[1]) : 200;
  const text = `巡检${field.Description}${marker}`;
  return text.length <= max ? text : marker.slice(-max);
}

function integerFor(field: FieldInfoStrut): string {
  if (hasRule(field, 'month') || /month/i.test(field.Name)) return '6';
  if (/year/i.test(field.Name)) return '2025';
  if (/quarter|season/i.test(field.Name)) return '2';
  if (/day/i.test(field.Name)) return '5';
  return '3';
}

export async function pickFirstOption(page: Page, fieldId: string): Promise<void> {
  // The select's box, not its search input: a chosen value or a sticky bar may lie over the input.
  const selector = page
    .locator('.ant-select', { has: page.locator(`#${fieldId}`) })
    .first()
    .locator('.ant-select-selector');
  // Centred first: scrolled just into view, the field would sit under the sticky page tabs.
  await selector.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await selector.click();
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`#${fieldId}_list`) });
  // rjsf's select leads with its placeholder (请选择, an empty value): a person picks a real value.
  const option = dropdown.locator('.ant-select-item-option:not([title="请选择"]):not([title=""])').first();
  await option.waitFor({ state: 'visible' });
  await option.click();
}

const OPEN_PICKER = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';

export async function pickDate(page: Page, fieldId: string, withTime: boolean): Promise<void> {
  const input = page.locator(`#${fieldId}`);
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await input.click();
  await input.fill(withTime ? '2025-06-16 10:30:00' : '2025-06-16');
  const dropdown = page.locator(OPEN_PICKER);
  if (withTime) await dropdown.locator('.ant-picker-ok button').click();
  else await dropdown.locator('td[title="2025-06-16"]').click();
  // The closing panel still lies over the fields below it (and would make two open panels for the next date).
  await page.waitForFunction((selector) => document.querySelector(selector) === null, OPEN_PICKER);
}

/** A module whose every record is one of a fixed, unique set (the 17 essays, the one about page): walk it by editing. */
export function hasFixedUniqueSet(struts: ModuleStruts): boolean {
  return struts.FieldInfoStruts.some((field) => hasRule(field, 'unique') && (field.EnumValues?.length ?? 0) > 0);
}

/** The fields a valid record needs filled: the required ones, and the first text field so the record can be found. */
export function fieldsToFill(struts: ModuleStruts): FieldInfoStrut[] {
  const editable = struts.FieldInfoStruts.filter((field) => !isHiddenInForm(field) && field.ReadOnly !== 'All');
  const required = editable.filter((field) => hasRule(field, 'required') || hasRule(field, 'unique'));
  const firstText = editable.find((field) => fieldKind(field) === 'text' && !FIXED_TEXT.test(field.Name));
  return firstText && !required.includes(firstText) ? [...required, firstText] : required;
}

/**
 * The id prefix of the form on screen: `root`, or `root2`… while a kept-alive tab still holds a form
 * (src/forms/formIdPrefixes.ts) — after a record was viewed, the next module's new form is `root2_…`.
 */
async function visibleFormPrefix(page: Page): Promise<string> {
  const id = await page.locator('form:visible [id^="root"]').first().getAttribute('id');
  const prefix = /^(root\d*)(?:_|$)/.exec(id ?? '')?.[1];
  if (!prefix) throw new Error(`no module form on screen (its first id: ${id})`);
  return prefix;
}

/** Fills a generated module form as a person would; returns the text typed into the first text field. */
export async function fillModuleForm(page: Page, struts: ModuleStruts, marker: string, onlyText = false): Promise<string | null> {
  let searchable: string | null = null;
  const fields = onlyText ? fieldsToFill(struts).filter((field) => fieldKind(field) === 'text' && !hasRule(field, 'unique')) : fieldsToFill(struts);
  const prefix = await visibleFormPrefix(page);
  for (const field of fields) {
    const id = `${prefix}_${field.Name}`;
    switch (fieldKind(field)) {
      case 'text':
      case 'textarea':
      case 'password': {
        const text = textFor(field, marker);
        await page.locator(`#${id}`).fill(text);
        if (searchable === null && fieldKind(field) === 'text' && !FIXED_TEXT.test(field.Name)) searchable = text;
        break;
      }
      case 'integer':
        await page.locator(`#${id}`).fill(integerFor(field));
        break;
      case 'number':
        await page.locator(`#${id}`).fill('12.5');
        break;
      case 'boolean':
        await page.locator(`#${id}`).getByText('是', { exact: true }).click();
        break;
      case 'date':
        await pickDate(page, id, false);
        break;
      case 'datetime':
        await pickDate(page, id, true);
        break;
      case 'relate':
      case 'relateMany':
        await chooseRemoteOption(page, id, '', /./);
        await page.keyboard.press('Escape');
        // A closing dropdown still lies over the fields below it: the next click must not land on it.
        await page.locator('.ant-select-dropdown', { has: page.locator(`#${id}_list`) }).waitFor({ state: 'hidden' });
        break;
      case 'dictionary':
      case 'options':
        await pickFirstOption(page, id);
        break;
      case 'resource':
        await page.locator(`#${id} input[type=file]`).setInputFiles({ name: '巡检附件.txt', mimeType: 'text/plain', buffer: Buffer.from('巡检附件') });
        await page.locator(`#${id}`).getByText('巡检附件.txt').waitFor();
        break;
    }
  }
  return searchable;
}
