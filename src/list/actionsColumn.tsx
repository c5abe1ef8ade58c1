import { Link } from 'react-router';
import type { TableColumnType } from 'antd';
import type { ApiRecord } from '../../contract/index';
import { ConfirmLink } from '../components/ConfirmLink';
import { recordPath } from './tableColumns';
import type { Caller } from '../../core/permissions/caller';
import { SubmitRowLink } from './SubmitRowLink';
import { ApproveRegistLink, awaitsApproval } from './ApproveRegistLink';
import { rowActions } from './rowActions';

// Room for 编辑, 重新提交 and 删除 on an approval module's row.
const ACTIONS_WIDTH = 170;

export interface RecordActionsAllowed {
  canEdit: boolean;
  canDelete: boolean;
  /** The module's records go through approval (they carry FlowStatus). */
  approval: boolean;
  /** The person files records of the module (新增): their own may be theirs to submit. */
  canAdd: boolean;
  /** Who looks at the list (useCaller): each row's offers are decided for them. */
  caller: Caller | null;
  onDelete: (id: string) => void;
}

/**
 * One row's actions, each offered only where the server would accept it (core's record action policy, rowActions.ts):
 * 编辑 and 删除 not on a record under review or decided (an administrator corrects a decided one), 提交 on the
 * caller's own draft or returned record.
 */
function renderRowActions(module: string, record: ApiRecord, { approval, canEdit, caller, onDelete }: RecordActionsAllowed) {
  const offered = rowActions(module, approval, record, caller);
  return (
    // A flex row with antd's small gap rather than a Space: a Space item per action per row cost ~40 components of a
    // list's first paint (D-PERF-4m); an action a row does not offer leaves no gap.
    <span className="row-actions">
      {offered.Update ? <Link to={recordPath(module, record.Id)}>编辑</Link> : null}
      {offered.Submit ? <SubmitRowLink module={module} record={record} /> : null}
      {canEdit && awaitsApproval(record) ? <ApproveRegistLink module={module} record={record} /> : null}
      {offered.Delete ? (
        <ConfirmLink danger confirm={{ title: '确定删除这条记录吗?', okText: '确认', cancelText: '取消', onConfirm: () => onDelete(String(record.Id)) }}>
          删除
        </ConfirmLink>
      ) : null}
    </span>
  );
}

/**
 * The 操作 column, fixed at the right: 编辑 opens the record, 提交 sends the caller's draft of an approval module,
 * 通过审核 lets a self-registered account waiting for approval log in, 删除 asks first. None when the person may neither
 * edit, delete nor submit anything of the module.
 */
export function actionsColumn(module: string, allowed: RecordActionsAllowed): TableColumnType<ApiRecord> | null {
  const { canEdit, canDelete, approval, canAdd } = allowed;
  if (!canEdit && !canDelete && !(approval && canAdd)) return null;
  return {
    key: '__actions',
    title: '操作',
    width: ACTIONS_WIDTH,
    fixed: 'right',
    render: (_: unknown, record: ApiRecord) => renderRowActions(module, record, allowed),
  };
}
