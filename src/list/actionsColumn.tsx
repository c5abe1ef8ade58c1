import { Link } from 'react-router';
import type { ColumnType } from 'antd/es/table';
import type { ApiRecord } from '../../contract/index';
import { ConfirmLink } from '../components/ConfirmLink';
import { recordPath } from './tableColumns';
import { editableRow } from '../flow/flowView';
import { useCurrentUser } from '../session/useSessionActions';
import { SubmitRowLink } from './SubmitRowLink';
import { ApproveRegistLink, awaitsApproval } from './ApproveRegistLink';

// Room for 编辑, 重新提交 and 删除 on an approval module's row.
const ACTIONS_WIDTH = 170;

export interface RecordActionsAllowed {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (id: string) => void;
}

/** 编辑 is left off a row the server would not let the person change (an approval under review or decided). */
function EditLink({ module, record }: { module: string; record: ApiRecord }) {
  const user = useCurrentUser();
  return editableRow(record, user?.IsAdmin ?? false) ? <Link to={recordPath(module, record.Id)}>编辑</Link> : null;
}

/**
 * The 操作 column, fixed at the right: 编辑 opens the record, 提交 sends the caller's draft of an approval module,
 * 通过审核 lets a self-registered account waiting for approval log in, 删除 asks first. None when neither editing nor deleting is allowed.
 */
export function actionsColumn(module: string, { canEdit, canDelete, onDelete }: RecordActionsAllowed): ColumnType<ApiRecord> | null {
  if (!canEdit && !canDelete) return null;
  return {
    key: '__actions',
    title: '操作',
    width: ACTIONS_WIDTH,
    fixed: 'right',
    render: (_: unknown, record: ApiRecord) => (
      // A flex row with antd's small gap rather than a Space: a Space item per action per row cost ~40 components of a
      // list's first paint (issue 16); an action a row does not offer leaves no gap.
      <span className="row-actions">
        {canEdit ? <EditLink module={module} record={record} /> : null}
        {canEdit ? <SubmitRowLink module={module} record={record} /> : null}
        {canEdit && awaitsApproval(record) ? <ApproveRegistLink module={module} record={record} /> : null}
        {canDelete ? (
          <ConfirmLink danger confirm={{ title: '确定删除这条记录吗?', okText: '确认', cancelText: '取消', onConfirm: () => onDelete(String(record.Id)) }}>
            删除
          </ConfirmLink>
        ) : null}
      </span>
    ),
  };
}
