import { useState } from 'react';
import { Button, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { OperLogLine } from '../../../contract/index';
import { exportOperLog } from '../../../providers/endpoints/operLog';
import { useApi } from '../../app/ApiContext';
import { useApp } from '../../app/AppHolders';
import { actionColor } from '../../history/recordHistoryView';
import { DOWNLOAD_JOBS_KEY } from '../downCenter/useDownCenter';
import { OperLogFilters } from './OperLogFilters';
import { OperLogLineDrawer } from './OperLogLineDrawer';
import { OperLogRetention } from './OperLogRetention';
import { useOperLog } from './useOperLog';

/** Long text on one line, cut, the whole value on hover. */
const oneLine = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return <span title={text || undefined}>{text}</span>;
};

/**
 * /OperLog — 操作日志 (administrators, or a role granted it): every record's create, update, delete, import and
 * approval step, newest first, filtered; a line opens its field-by-field diff. Pages are anchored (上一页 / 下一页),
 * so the ten-millionth line opens as fast as the first.
 */
export default function OperLogPage() {
  const log = useOperLog();
  const { http } = useApi();
  const { message } = useApp();
  const client = useQueryClient();
  const [opened, setOpened] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const columns: TableColumnsType<OperLogLine> = [
    { title: '时间', dataIndex: 'Time', width: 170, render: (value: string) => <span className="nowrap">{value}</span> },
    { title: '人员', dataIndex: 'UserName', width: 110, ellipsis: { showTitle: false }, render: oneLine },
    { title: '操作', dataIndex: 'Action', width: 80, render: (value: OperLogLine['Action']) => <Tag color={actionColor(value)}>{value}</Tag> },
    { title: '模块', dataIndex: 'ModuleTitle', width: 150, ellipsis: { showTitle: false }, render: oneLine },
    { title: '修改字段', dataIndex: 'Summary', width: 300, ellipsis: { showTitle: false }, render: oneLine },
    { title: '地址', dataIndex: 'Address', width: 130, ellipsis: { showTitle: false }, render: oneLine },
    {
      title: '详情',
      key: 'open',
      width: 80,
      render: (_: unknown, line: OperLogLine) => (
        <Button type="link" size="small" onClick={() => setOpened(line.Id)}>
          查看
        </Button>
      ),
    },
  ];
  const exportLines = async () => {
    setExporting(true);
    try {
      await exportOperLog(http, log.query);
      void client.invalidateQueries({ queryKey: DOWNLOAD_JOBS_KEY });
      void message.success('已开始导出,完成后请到下载中心下载');
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card
      title="操作日志"
      extra={
        <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void exportLines()}>
          导出
        </Button>
      }
    >
      <OperLogFilters modules={log.modules} onSearch={log.search} />
      <Table
        data-testid="oper-log-table"
        rowKey="Id"
        size="small"
        tableLayout="fixed"
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
        columns={columns}
        dataSource={log.lines}
        loading={log.loading}
        pagination={false}
        onRow={(line) => ({ onDoubleClick: () => setOpened(line.Id) })}
      />
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <OperLogRetention />
        <Space>
          <Button disabled={log.pageNumber <= 1} onClick={log.previous}>
            上一页
          </Button>
          <span>第 {log.pageNumber} 页</span>
          <Button disabled={!log.hasNext} onClick={log.next}>
            下一页
          </Button>
        </Space>
      </Space>
      <OperLogLineDrawer id={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
