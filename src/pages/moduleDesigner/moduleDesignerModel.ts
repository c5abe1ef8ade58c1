/**
 * What the module designer shows, from the server's answers: the modules grouped by area and found by Chinese or code
 * name, and a module's fields as rows a person reads (types, rules, visibility and what a field draws from, in
 * Chinese; a related module by its Chinese name). Pure.
 */
import type { DesignerModuleSummary, FieldInfoStrut } from '../../../contract/index';
import { ruleLabels } from '../../../core/rules/ruleLabels';

export interface AreaGroup {
  area: string;
  title: string;
  modules: DesignerModuleSummary[];
}

/** The modules whose Chinese or code name holds the words (any case), grouped by area in the server's order. */
export function groupByArea(modules: readonly DesignerModuleSummary[], words: string): AreaGroup[] {
  const needle = words.trim().toLowerCase();
  const groups = new Map<string, AreaGroup>();
  for (const module of modules) {
    if (needle && !module.Description.toLowerCase().includes(needle) && !module.Name.toLowerCase().includes(needle)) continue;
    let group = groups.get(module.Area);
    if (!group) groups.set(module.Area, (group = { area: module.Area, title: module.AreaTitle, modules: [] }));
    group.modules.push(module);
  }
  return [...groups.values()];
}

export function recordCountText(module: Pick<DesignerModuleSummary, 'RecordCount' | 'RecordCountEstimated'>): string {
  const count = module.RecordCount.toLocaleString('zh-CN');
  return module.RecordCountEstimated ? `约 ${count}` : count;
}

/** The last published change and who made it; 未修改 while the module is as its catalogue file says. */
export function lastChangeText(module: Pick<DesignerModuleSummary, 'ModifiedAt' | 'ModifiedBy'>): string {
  if (!module.ModifiedAt) return '未修改';
  return module.ModifiedBy ? `${module.ModifiedAt} ${module.ModifiedBy}` : module.ModifiedAt;
}

export const TYPE_NAMES: Readonly<Record<string, string>> = {
  String: '文本',
  Int32: '整数',
  Decimal: '数字',
  Boolean: '是/否',
  DateTime: '日期',
  DateTime2: '日期时间',
  Array: '多项',
};

export interface FieldRow {
  key: string;
  description: string;
  name: string;
  type: string;
  rules: string;
  inList: boolean;
  inForm: boolean;
  /** What the field's values come from: a dictionary, fixed options, a related module or a file; '' for none. */
  source: string;
}

function sourceOf(field: FieldInfoStrut, moduleTitles: ReadonlyMap<string, string>): string {
  if (field.Relate === 'Resource') return '附件';
  if (field.Relate) return `关联 ${moduleTitles.get(field.Relate.toLowerCase()) ?? field.Relate}`;
  if (field.EnumItemName) return `字典 ${field.EnumItemName}`;
  if (field.EnumValues && field.EnumValues.length > 0) return `选项 ${field.EnumValues.map((option) => option.Value).join('、')}`;
  return '';
}

/** A module's fields in file order; `moduleTitles`: lower-case module name → Chinese name. */
export function fieldRows(fields: readonly FieldInfoStrut[], moduleTitles: ReadonlyMap<string, string>): FieldRow[] {
  return fields.map((field) => ({
    key: field.Name,
    description: field.Description,
    name: field.Name,
    type: TYPE_NAMES[field.Type] ?? field.Type,
    rules: ruleLabels(field.Rules),
    inList: field.Hide !== 'List' && field.Hide !== 'All',
    inForm: field.Hide !== 'Form' && field.Hide !== 'All',
    source: sourceOf(field, moduleTitles),
  }));
}

export function moduleTitles(modules: readonly DesignerModuleSummary[]): Map<string, string> {
  return new Map(modules.map((module) => [module.Name.toLowerCase(), module.Description]));
}

/** The export's file name: the catalogue's own, `<Module>.json`. */
export const exportFileName = (module: string): string => `${module}.json`;
