/** The 移动 dialog's words: where a module stands and where it went. Pure. */
import type { DesignerModuleSummary, ModulePlacementAnswer } from '../../../../contract/index';
import { AREA_CHOICES } from '../create/createModuleModel';

const areaTitle = (area: string): string => AREA_CHOICES.find((choice) => choice.value === area)?.label ?? area;

/** `业务管理 · 菜单 科研管理`, or `… · 不在菜单中` when no entry of the menu opens its list. */
export function placeText(module: Pick<DesignerModuleSummary, 'AreaTitle' | 'MenuGroup'>): string {
  return `${module.AreaTitle} · ${module.MenuGroup === null ? '不在菜单中' : `菜单 ${module.MenuGroup}`}`;
}

export function movedText(moved: ModulePlacementAnswer): string {
  return `已移动到 ${areaTitle(moved.Area)} · 菜单 ${moved.MenuGroup}`;
}
