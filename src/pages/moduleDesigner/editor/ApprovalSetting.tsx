import { useList } from '@refinedev/core';
import { Form, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import type { DraftEditorController } from './useDraftEditor';

interface FlowRow {
  Id: string;
  Name: string;
  Enabled?: boolean | null;
}

/**
 * 需要审批: the module's records go through approval (Server.Flow). Which flow is the 审批流程 screen's choice (a flow
 * names the module it applies to): the flows naming this module are listed, with the way there.
 */
export function ApprovalSetting({ editor }: { editor: DraftEditorController }) {
  const on = editor.draft?.definition.Server?.Flow === true;
  const flows = useList<FlowRow>({
    resource: 'Flow',
    filters: [{ field: 'ModuleName', operator: 'eq', value: editor.module }],
    pagination: { currentPage: 1, pageSize: 20 },
    queryOptions: { enabled: on },
  });
  const names = flows.result.data.map((flow) => `${flow.Name}${flow.Enabled === false ? '(停用)' : ''}`);
  return (
    <Form.Item
      label="需要审批"
      style={{ marginBottom: 0, marginTop: 8 }}
      extra={
        on ? (
          <span className="designer-approval-flows">
            {names.length > 0 ? `审批流程:${names.join('、')}。` : '还没有适用于本模块的审批流程:发布后请配置,记录才能提交审批。'}
            <Link to="/flow/list">到 审批流程 配置</Link>
          </span>
        ) : (
          '开启后记录需提交审批,列表显示审核状态;已有记录的审核状态为“未提交”'
        )
      }
    >
      <Switch checked={on} onChange={(checked) => editor.dispatch({ type: 'setApproval', on: checked })} />
      <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
        {on ? '是' : '否'}
      </Typography.Text>
    </Form.Item>
  );
}
