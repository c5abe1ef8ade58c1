/**
 * What the version history and the publish dialog show, in Chinese: a migration plan as lines a person reads, the
 * field-by-field difference of two versions of a module, and an uploaded module file read (or why not). Pure.
 */
import type { MigrationPlan, ModuleVersionSummary } from '../../../../contract/index';

/** The plan as lines: what happens to each field, then why it cannot be published. */
export function planLines(plan: MigrationPlan): { changes: string[]; refusals: string[] } {
  const changes: string[] = [];
  for (const field of plan.Added)
    changes.push(`新增字段 ${field.Description}(${field.Name})${field.ReusedColumn ? ',沿用先前保留的列和数据' : ',表中新增一列'}`);
  for (const field of plan.Removed) changes.push(`移除字段 ${field.Description}(${field.Name}):列和已有数据保留,不再显示`);
  for (const field of plan.TypeChanges)
    changes.push(
      `字段 ${field.Description}(${field.Name})类型 ${field.From} → ${field.Type},已有的值不变${
        // PostgreSQL rewrites the table under an exclusive lock: at a million rows, seconds in which the module waits.
        field.AlterColumn ? ';数据库将改写整张表,记录多时需要一些时间,期间此模块的读写会等待' : ''
      }`,
    );
  for (const field of plan.LengthChanges) changes.push(`字段 ${field.Description}(${field.Name})最大长度 ${field.From ?? '不限'} → ${field.To ?? '不限'}`);
  if (plan.Edited.length > 0) changes.push(`修改设置: ${plan.Edited.join('、')}(不影响已有数据)`);
  if (plan.Approval === 'on') changes.push('开启审批:记录需提交审批;已有记录中审核状态为空的设为“未提交”');
  if (plan.Approval === 'off') changes.push('取消审批:记录不再提交审批,已有的审核状态保留');
  const refusals = plan.Refusals.map((refusal) => (refusal.Field ? `${refusal.Field}: ${refusal.Reason}` : refusal.Reason));
  return { changes, refusals };
}

interface DiffField {
  Name: string;
  Description: string;
  Type: string;
  [key: string]: unknown;
}

export interface FieldDiffRow {
  name: string;
  description: string;
  change: '新增' | '移除' | '修改' | '相同';
  /** For a changed field: each setting as `键: 旧 → 新`. */
  details: string[];
}

const shown = (value: unknown) => (value === undefined ? '无' : JSON.stringify(value));

/** The fields of two versions side by side: the newer's order, then those only the older has. */
export function fieldDiff(older: readonly DiffField[], newer: readonly DiffField[]): FieldDiffRow[] {
  const before = new Map(older.map((field) => [field.Name.toLowerCase(), field]));
  const rows: FieldDiffRow[] = newer.map((field) => {
    const old = before.get(field.Name.toLowerCase());
    if (!old) return { name: field.Name, description: field.Description, change: '新增', details: [] };
    const keys = [...new Set([...Object.keys(old), ...Object.keys(field)])];
    const details = keys
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(field[key]))
      .map((key) => `${key}: ${shown(old[key])} → ${shown(field[key])}`);
    return { name: field.Name, description: field.Description, change: details.length > 0 ? '修改' : '相同', details };
  });
  const kept = new Set(newer.map((field) => field.Name.toLowerCase()));
  for (const field of older)
    if (!kept.has(field.Name.toLowerCase())) rows.push({ name: field.Name, description: field.Description, change: '移除', details: [] });
  return rows;
}

/**
 * The rows of the version table: the published versions, newest first, then the catalogue file as version 0 — none
 * for a module added in the designer, which has no file.
 */
export function versionRows(versions: readonly ModuleVersionSummary[], designed = false): ModuleVersionSummary[] {
  if (designed) return [...versions];
  return [...versions, { Version: 0, UserId: '', UserName: '—', Time: '—', Summary: '模块定义文件(部署时的版本)' }];
}

export function versionTitle(version: number): string {
  return version === 0 ? '定义文件' : `第 ${version} 版`;
}

/** An uploaded module file: its definition, or why it cannot be read. */
export function readModuleFileText(text: string): { definition: unknown } | { error: string } {
  try {
    const definition = JSON.parse(text) as unknown;
    if (definition === null || typeof definition !== 'object' || Array.isArray(definition)) return { error: '文件内容应为一个模块定义(JSON 对象)' };
    return { definition };
  } catch (error) {
    return { error: `文件不是有效的 JSON: ${(error as Error).message}` };
  }
}
