import { Link } from 'react-router';
import { Alert, Card, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { FlowAuditRow } from '../../../contract/index';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ACTION_COLORS } from '../../flow/flowActionView';
import { FlowAuditFilters } from './FlowAuditFilters';
import { auditRecordLink, statusChange, stepText } from './flowAuditView';
import { useFlowAudit } from './useFlowAudit';

const dash = (text: string) => (text === '' ? '—' : text);

type KeyedRow = FlowAuditRow & { key: string };

/** /FlowAudit 审批日志 (administrators): every approval action of every module, newest first, each linked to its record. */
export default function FlowAuditPage() {
  usePageTitle('审批日志');
  const audit = useFlowAudit();
  const columns: TableColumnsType<KeyedRow> = [
    { title: '序号', key: 'index', width: 60, render: (_v, _row, index) => audit.firstIndex + index + 1 },
    { title: '时间', key: 'time', width: 164, render: (_v, row) => row.Time },
    { title: '模块', key: 'module', width: 110, ellipsis: true, render: (_v, row) => dash(row.ModuleDescription) },
    { title: '审批事项', key: 'title', ellipsis: true, render: (_v, row) => <Link to={auditRecordLink(row)}>{row.Title || '(未填写名称)'}</Link> },
    { title: '步骤', key: 'step', width: 110, ellipsis: true, render: (_v, row) => stepText(row) },
    { title: '操作', key: 'action', width: 76, render: (_v, row) => <Tag color={ACTION_COLORS[row.Action] ?? 'default'}>{row.ActionName}</Tag> },
    { title: '操作人', key: 'user', width: 90, ellipsis: true, render: (_v, row) => dash(row.UserName) },
    { title: '状态变化', key: 'status', width: 140, render: (_v, row) => statusChange(row) },
    { title: '意见', key: 'opinion', ellipsis: true, render: (_v, row) => dash(row.Opinion) },
  ];
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? 140), 0);
  return (
    <Card title="审批日志" className="flow-audit-page">
      <FlowAuditFilters onSearch={audit.search} />
      {audit.failed ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message="审批日志加载失败,请稍后重试" /> : null}
      <Table<KeyedRow>
        // Entries have no id of their own (two 抄送 of one step may share everything): keyed by their place in the trail.
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={audit.rows.map((row, i) => ({ ...row, key: String(audit.firstIndex + i) }))}
        loading={audit.loading}
        pagination={audit.pagination}
        tableLayout="fixed"
        scroll={{ x: width }}
        locale={{ emptyText: <Typography.Text type="secondary">暂无数据</Typography.Text> }}
      />
    </Card>
  );
}
