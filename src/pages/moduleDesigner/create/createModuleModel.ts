/**
 * The 新建模块 form: its choices — the areas (schemas/areas.json), the standard menu's top-level groups, the modules
 * to copy — and the checks the form makes as the administrator types, the same the server makes
 * (server/moduleDesigner/createModule.ts), which stays the judge. Pure.
 */
import { Areas } from '../../../../schemas/areas.json';
import type { DesignerModuleSummary, ModuleCreateBody } from '../../../../contract/index';
import type { MenuItem } from '../../../menu/menuTypes';

export const MAX_MODULE_NAME = 50;
export const MAX_MODULE_TITLE = 50;
const NAME_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

export interface Choice {
  value: string;
  label: string;
}

/** The form as antd holds it. */
export interface CreateModuleValues {
  Name?: string;
  Description?: string;
  Area?: string;
  MenuGroup?: string;
  CopyOf?: string;
  Roles?: string[];
}

export const AREA_CHOICES: readonly Choice[] = Areas.map((area) => ({ value: area.Name, label: area.Title }));

/** Where an entry may go: the menu's top-level groups (those with pages under them). */
export function menuGroupChoices(menu: readonly MenuItem[]): Choice[] {
  return menu.filter((item) => item.children && item.children.length > 0).map((item) => ({ value: item.title, label: item.title }));
}

/** The modules to copy, by Chinese name with the code after it. */
export function copyChoices(modules: readonly DesignerModuleSummary[]): Choice[] {
  return modules.map((module) => ({ value: module.Name, label: `${module.Description}(${module.Name})` }));
}

/** What is wrong with a module name as typed, or null: an English identifier no module has yet (any case). */
export function moduleNameProblem(name: string, modules: readonly Pick<DesignerModuleSummary, 'Name'>[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return '请输入模块名(英文)';
  if (!NAME_PATTERN.test(trimmed)) return '模块名应以大写字母开头,只含英文字母和数字';
  if (trimmed.length > MAX_MODULE_NAME) return `模块名最多 ${MAX_MODULE_NAME} 个字符`;
  if (modules.some((module) => module.Name.toLowerCase() === trimmed.toLowerCase())) return `模块名已被其他模块使用: ${trimmed}`;
  return null;
}

export function moduleTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return '请输入中文名称';
  if (trimmed.length > MAX_MODULE_TITLE) return `中文名称最多 ${MAX_MODULE_TITLE} 个字`;
  return null;
}

/** The call's body from the form (checked by the form before). */
export function createBody(values: CreateModuleValues): ModuleCreateBody {
  return {
    Name: (values.Name ?? '').trim(),
    Description: (values.Description ?? '').trim(),
    Area: values.Area ?? '',
    MenuGroup: values.MenuGroup ?? '',
    ...(values.CopyOf ? { CopyOf: values.CopyOf } : {}),
    Roles: values.Roles ?? [],
  };
}
