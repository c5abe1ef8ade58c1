/**
 * The rule catalogue: every RuleName a field descriptor may carry, with what it means to an administrator and the
 * parameters it takes. The checks themselves are in fieldRules.ts (and `unique` on the server); the module designer
 * offers exactly these.
 */

/** What a rule's parameters are, for the editor's inputs. */
export type RuleParsKind = 'none' | 'createOnly' | 'lengthRange';

export interface CatalogueRule {
  name: string;
  label: string;
  description: string;
  pars: RuleParsKind;
}

export const RULE_CATALOGUE: readonly CatalogueRule[] = [
  { name: 'required', label: '必填', description: '必须填写;可设为仅新增时必填', pars: 'createOnly' },
  { name: 'stringLength', label: '长度限制', description: '文字的最短和最长字数', pars: 'lengthRange' },
  { name: 'unique', label: '唯一', description: '同一模块中不能与其他记录重复', pars: 'none' },
  { name: 'month', label: '月份', description: '按 年-月 填写,如 2026-11', pars: 'none' },
];

/** The catalogue's rule of a name (any case); undefined for a name the catalogue does not know. */
export function catalogueRule(name: string): CatalogueRule | undefined {
  return RULE_CATALOGUE.find((rule) => rule.name.toLowerCase() === name.toLowerCase());
}

/** The parameters a newly chosen rule starts with. */
export function defaultRulePars(name: string): Array<string | number> | undefined {
  return catalogueRule(name)?.pars === 'lengthRange' ? [0, 100] : undefined;
}
