/**
 * How a node's people read in Chinese on the designer's cards: 角色:科研秘书, 部门负责人, 指定人员:周建华、林晓雯等5人,
 * 申请人自选. Codes never show: role codes and accounts go through `names`.
 */
import type { FlowApproverSource } from '../../contract/flowDefinition.js';
import type { SummaryNames } from './nodeKinds/types.js';

/** Names shown on a card before the list is cut short with 等N人. */
export const SHOWN_PEOPLE = 3;

export const SOURCE_TYPE_NAMES: Record<FlowApproverSource['Type'], string> = {
  Role: '角色',
  DeptHead: '部门负责人',
  Users: '指定人员',
  Chosen: '申请人自选',
};

export function sourceSummary(source: FlowApproverSource, names: Pick<SummaryNames, 'role' | 'user'>): string {
  switch (source.Type) {
    case 'Role':
      return source.EnCode ? `角色:${names.role(source.EnCode)}` : '请选择角色';
    case 'DeptHead':
      return '部门负责人';
    case 'Chosen':
      return '申请人自选';
    case 'Users': {
      if (source.Accounts.length === 0) return '请指定人员';
      const shown = source.Accounts.slice(0, SHOWN_PEOPLE)
        .map((a) => names.user(a))
        .join('、');
      return `指定人员:${shown}${source.Accounts.length > SHOWN_PEOPLE ? `等${source.Accounts.length}人` : ''}`;
    }
  }
}
