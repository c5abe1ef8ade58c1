import { Link } from 'react-router';
import { Alert, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { FlowCenterRow, FlowCenterTab } from '../../../contract/index';
import {
  actionText,
  applicantText,
  decidable,
  decisionColor,
  decisionName,
  OTHER_ROLE_HINT,
  rowLink,
  statusColor,
  statusText,
  summaryText,
  TIME_TITLES,
} from './flowCenterView';
import type { FlowCenterList } from './useFlowCenterList';

interface Props {
  tab: FlowCenterTab;
  list: FlowCenterList;
  /** A checklist names its module in the title: no 模块 column. */
  showModule: boolean;
  /** 待我审批: rows may be chosen for 批量审批 (kept across pages). */
  selection?: { selected: FlowCenterRow[]; onChange: (rows: FlowCenterRow[]) => void };
}

/** Width a flexible column (摘要, 审批意见) keeps at least: the table scrolls sideways rather than squeeze it. */
const FLEXIBLE_MIN = 120;

/**
 * Fixed widths sized to their content (a name with its work code, a time to the second), so that the widest list
 * (我已审批) fits beside the menu at 1440 pixels without scrolling; the summary and the opinion take what is left.
 */
function columnsOf(tab: FlowCenterTab, list: FlowCenterList, showModule: boolean): TableColumnsType<FlowCenterRow> {
  const dash = (text: string) => (text === '' ? '—' : text);
  const columns: TableColumnsType<FlowCenterRow> = [
    { title: '序号', key: 'index', width: 60, render: (_v, _row, index) => list.firstIndex + index + 1 },
    ...(showModule
      ? [{ title: '模块', key: 'module', width: 120, ellipsis: true, render: (_v: unknown, row: FlowCenterRow) => dash(row.ModuleDescription) }]
      : []),
    { title: '摘要', key: 'summary', ellipsis: true, render: (_v, row) => summaryText(row) },
    { title: '申请人(工号)', key: 'applicant', width: 130, ellipsis: true, render: (_v, row) => applicantText(row) },
    { title: '当前步骤', key: 'step', width: 96, ellipsis: true, render: (_v, row) => dash(row.StepName) },
    { title: '状态', key: 'status', width: 80, render: (_v, row) => <Tag color={statusColor(row.FlowStatus)}>{statusText(row.FlowStatus)}</Tag> },
  ];
  if (tab === 'decided') {
    columns.push(
      { title: '审批结果', key: 'decision', width: 88, render: (_v, row) => <Tag color={decisionColor(row.Decision)}>{decisionName(row.Decision)}</Tag> },
      { title: '审批意见', key: 'opinion', ellipsis: true, render: (_v, row) => dash(row.Opinion ?? '') },
    );
  }
  columns.push(
    { title: TIME_TITLES[tab], key: 'time', width: 164, render: (_v, row) => row.Time },
    {
      title: '操作',
      key: 'action',
      width: 64,
      fixed: 'right',
      render: (_v, row) => (
        <Link to={rowLink(row)} title={tab === 'pending' && !decidable(row) ? OTHER_ROLE_HINT : undefined}>
          {actionText(tab, row)}
        </Link>
      ),
    },
  );
  return columns;
}

/** A centre list as a server-paged table. */
export function FlowCenterTable({ tab, list, showModule, selection }: Props) {
  const columns = columnsOf(tab, list, showModule);
  const width = columns.reduce((sum, column) => sum + Number(column.width ?? FLEXIBLE_MIN), selection ? 40 : 0);
  return (
    <>
      {list.failed ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message="列表加载失败,请稍后重试" /> : null}
      <Table<FlowCenterRow>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={list.loading}
        pagination={list.pagination}
        tableLayout="fixed"
        scroll={{ x: width }}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.selected.map((row) => row.Id),
                preserveSelectedRowKeys: true,
                columnWidth: 40,
                // Only what the caller may decide now: BatchDecide would refuse the rest.
                getCheckboxProps: (row) => ({ disabled: !decidable(row), title: decidable(row) ? undefined : OTHER_ROLE_HINT }),
                onChange: (_keys, rows) => selection.onChange(rows.filter((row): row is FlowCenterRow => row !== undefined)),
              }
            : undefined
        }
        locale={{ emptyText: <Typography.Text type="secondary">暂无数据</Typography.Text> }}
      />
    </>
  );
}
