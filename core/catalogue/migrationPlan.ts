/**
 * What publishing a module draft does to its table, decided before anything is written: the module designer shows
 * the plan and the server refuses a draft whose plan has refusals. Publishing is add-only — no stored value is ever
 * lost (DESIGN "Data scope and change history"):
 *
 * - A field added becomes a new column (or takes back the column an earlier removal left, when it stores alike).
 * - A field removed leaves the descriptors, and its column stays with every value in it. The published definition
 *   is then exactly what the administrator wrote (the export equals it), the records' reads, writes, exports and
 *   approvals go by the descriptors as for any module, and publishing the field again (a rollback) shows the kept
 *   values again. Hiding it with Hide "All" instead would keep a field nobody sees in every form post and export.
 * - A type changes only where every stored value reads the same afterwards (WIDENINGS below).
 * - A stringLength maximum lowered (or a stringLength rule added) is a narrowing: refused while any row holds a
 *   longer value — the server counts them (lengthChecks) and the refusal says how many.
 * - The module's name (its table) and the settings that decide how its rows are owned and approved are refused:
 *   those go with a deployment.
 *
 * Any other change of a field (its Chinese name, order, rules, options, hiding) touches no stored value.
 */

import type { MigrationPlan, PlannedField } from '../../contract/wire/moduleVersionBody.js';

export type { MigrationPlan };

/** A field as the plan reads it: the module file's descriptor (contract/catalogue/moduleFile.ts). */
export interface PlanField {
  Name: string;
  Description: string;
  Type: string;
  Relate?: string | null;
  IsTextArea?: boolean;
  Rules?: ReadonlyArray<{ RuleName: string; RulePars?: ReadonlyArray<string | number> }>;
}

export interface PlanDefinition {
  Name: string;
  FieldInfoStruts: readonly PlanField[];
  Server?: { WriteOnly?: readonly string[]; Flow?: boolean; UserOwned?: boolean; SystemRecords?: boolean };
}

/** How a column stores its values (server/platform/db/columnTypes.ts decides the SQL type of each). */
export type ColumnKind = 'text' | 'integer' | 'real';

export function columnKindOf(type: string): ColumnKind {
  if (type === 'Int32' || type === 'Boolean') return 'integer';
  if (type === 'Decimal') return 'real';
  return 'text';
}

/** Every type change allowed: from → to, and what it means for the stored values. */
export const WIDENINGS: ReadonlyArray<{ from: string; to: string; note: string }> = [
  { from: 'Int32', to: 'Decimal', note: '整数 → 小数:每个整数原样保留(PostgreSQL 的列改为双精度)' },
  { from: 'DateTime', to: 'DateTime2', note: '日期 → 日期时间:已有的值读作当日 0 时' },
];

/** The rows of one field longer than the draft's new maximum: the server counts them. */
export interface LengthCheck {
  field: string;
  max: number;
}

export interface PlanFacts {
  /** Per field of lengthChecks: the rows whose value is longer than the new maximum. */
  longerRows?: ReadonlyMap<string, number>;
  /** Columns the table holds that no current field stores (left by earlier removals), by lower-case name. */
  leftColumns?: ReadonlyMap<string, ColumnKind>;
  /** Records under review (审核中): an approval module cannot stop needing approval while one is. */
  underReview?: number;
}

/** The field an approval module keeps its records' 审核状态 in. */
export const FLOW_STATUS_FIELD = 'FlowStatus';

function stored(definition: PlanDefinition): Map<string, PlanField> {
  const writeOnly = new Set((definition.Server?.WriteOnly ?? []).map((name) => name.toLowerCase()));
  return new Map(definition.FieldInfoStruts.filter((f) => !writeOnly.has(f.Name.toLowerCase())).map((f) => [f.Name.toLowerCase(), f]));
}

/** The stringLength maximum of a field, or null when it has none. */
export function maxLengthOf(field: PlanField): number | null {
  const rule = (field.Rules ?? []).find((r) => r.RuleName.toLowerCase() === 'stringlength');
  const max = rule?.RulePars?.[1];
  return max === undefined || !Number.isFinite(Number(max)) ? null : Number(max);
}

/** The fields of the draft whose maximum is lower than before (or new): the server counts the longer values. */
export function lengthChecks(current: PlanDefinition, draft: PlanDefinition): LengthCheck[] {
  const before = stored(current);
  const checks: LengthCheck[] = [];
  for (const [key, field] of stored(draft)) {
    const old = before.get(key);
    if (old?.Type !== 'String' || field.Type !== 'String') continue;
    const max = maxLengthOf(field);
    const oldMax = maxLengthOf(old);
    if (max !== null && (oldMax === null || max < oldMax)) checks.push({ field: old.Name, max });
  }
  return checks;
}

/** Equal as values: the order of an object's keys is how a file was written, not what it says. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

const SERVER_SETTINGS = [
  ['UserOwned', '记录归创建人所有'],
  ['SystemRecords', '仅由服务器写入'],
] as const;

export function migrationPlan(current: PlanDefinition, draft: PlanDefinition, facts: PlanFacts = {}): MigrationPlan {
  const plan: MigrationPlan = { Added: [], Removed: [], TypeChanges: [], LengthChanges: [], Edited: [], Approval: null, Refusals: [], Summary: '' };
  const refuse = (field: string | null, reason: string) => plan.Refusals.push({ Field: field, Reason: reason });
  if (current.Name !== draft.Name) refuse(null, `模块名(表名)不能更改: ${current.Name} → ${draft.Name}`);
  for (const [key, label] of SERVER_SETTINGS) {
    if (Boolean(current.Server?.[key]) !== Boolean(draft.Server?.[key])) refuse(null, `“${label}”的设置不能在模块设计中更改,需随部署修改模块文件`);
  }
  const before = stored(current);
  const after = stored(draft);
  const [approvedBefore, approvedAfter] = [Boolean(current.Server?.Flow), Boolean(draft.Server?.Flow)];
  if (approvedBefore !== approvedAfter) plan.Approval = approvedAfter ? 'on' : 'off';
  if (approvedAfter && !after.has(FLOW_STATUS_FIELD.toLowerCase())) refuse(null, `需要审批的模块要有“审核状态”(${FLOW_STATUS_FIELD})字段`);
  if (plan.Approval === 'off' && (facts.underReview ?? 0) > 0) {
    refuse(null, `有 ${facts.underReview} 条记录正在审批中,不能取消审批:请在这些审批结束后再发布`);
  }
  const brief = (f: PlanField): PlannedField => ({ Name: f.Name, Description: f.Description, Type: f.Type });
  for (const [key, field] of after) {
    const old = before.get(key);
    if (!old) {
      const left = facts.leftColumns?.get(key);
      if (left !== undefined && left !== columnKindOf(field.Type)) {
        refuse(field.Name, `表中已有此列(先前移除的字段留下的数据),其存储类型与 ${field.Type} 不同,请换一个字段名`);
      } else plan.Added.push({ ...brief(field), ReusedColumn: left !== undefined });
      continue;
    }
    if (old.Type !== field.Type) {
      const widening = WIDENINGS.find((w) => w.from === old.Type && w.to === field.Type);
      if (!widening) refuse(field.Name, `类型不能从 ${old.Type} 改为 ${field.Type}:已有的值可能丢失或读错`);
      else plan.TypeChanges.push({ ...brief(field), From: old.Type, AlterColumn: columnKindOf(old.Type) !== columnKindOf(field.Type) });
    }
    if ((old.Relate ?? null) !== (field.Relate ?? null)) {
      refuse(field.Name, `关联模块不能从 ${old.Relate ?? '无'} 改为 ${field.Relate ?? '无'}:已有的值会指向别的记录`);
    }
    if (old.Type === 'String' && field.Type === 'String') {
      const oldMax = maxLengthOf(old);
      const max = maxLengthOf(field);
      if (oldMax !== max) {
        const longer = max === null ? 0 : (facts.longerRows?.get(old.Name) ?? 0);
        if (longer > 0) refuse(field.Name, `最大长度不能改为 ${max}:有 ${longer} 条记录的值更长`);
        else plan.LengthChanges.push({ Name: field.Name, Description: field.Description, From: oldMax, To: max });
      }
    }
    if (!same(old, field) && old.Type === field.Type && maxLengthOf(old) === maxLengthOf(field)) plan.Edited.push(`${field.Description}(${field.Name})`);
  }
  for (const [key, field] of before) if (!after.has(key)) plan.Removed.push(brief(field));
  if (
    !same(
      current.FieldInfoStruts.map((f) => f.Name),
      draft.FieldInfoStruts.map((f) => f.Name),
    ) &&
    plan.Added.length + plan.Removed.length === 0
  ) {
    if (plan.Edited.length === 0) plan.Edited.push('字段顺序');
  }
  plan.Summary = summaryOf(plan, !same(current, draft));
  return plan;
}

function summaryOf(plan: MigrationPlan, changed: boolean): string {
  const parts: string[] = [];
  const names = (fields: readonly PlannedField[]) => fields.map((f) => `${f.Description}(${f.Name})`).join('、');
  if (plan.Added.length > 0) parts.push(`新增字段 ${names(plan.Added)}`);
  if (plan.Removed.length > 0) parts.push(`移除字段 ${names(plan.Removed)}(数据保留)`);
  if (plan.TypeChanges.length > 0) parts.push(`类型放宽 ${plan.TypeChanges.map((f) => `${f.Description} ${f.From}→${f.Type}`).join('、')}`);
  if (plan.LengthChanges.length > 0) {
    parts.push(`长度上限 ${plan.LengthChanges.map((f) => `${f.Description} ${f.From ?? '不限'}→${f.To ?? '不限'}`).join('、')}`);
  }
  if (plan.Edited.length > 0) parts.push(`修改设置 ${plan.Edited.join('、')}`);
  if (plan.Approval) parts.push(plan.Approval === 'on' ? '开启审批' : '取消审批');
  if (parts.length === 0) return changed ? '修改模块设置' : '无变化';
  return parts.join(';');
}
