import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, List, Popover, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import { BellOutlined, ReloadOutlined } from '@ant-design/icons';
import type { FlowMessageRow } from './flowMessages';
import type { NotifyMessage } from './notificationQueries';
import { useShellNotifications } from './useShellNotifications';

/** The panel is 600px wide; its table at most 207px high. */
export const NOTIFICATION_PANEL_WIDTH = 600;
export const NOTIFICATION_TABLE_MAX_HEIGHT = 207;

function FlowTable({ rows, onNavigate }: { rows: FlowMessageRow[]; onNavigate: () => void }) {
  return (
    <Table<FlowMessageRow>
      size="small"
      rowKey="Id"
      dataSource={rows}
      pagination={false}
      scroll={{ y: NOTIFICATION_TABLE_MAX_HEIGHT }}
      locale={{ emptyText: '暂无待办' }}
      columns={[
        { title: '序号', width: 50, render: (_value, _row, index) => index + 1 },
        { title: '申请人', dataIndex: 'applicant', width: 110 },
        { title: '摘要', render: (_value, row) => `${row.TypeName}${row.Summary ? `：${row.Summary}` : ''}`, ellipsis: true },
        { title: '状态', dataIndex: 'stateName', width: 70, render: (value: string, row) => <Tag color={row.IsComplete ? 'orange' : 'blue'}>{value}</Tag> },
        { title: '时间', dataIndex: 'Time', width: 100, ellipsis: true },
        { title: '操作', width: 60, render: (_value, row) => <Link to={row.link} onClick={onNavigate}>{row.actionText}</Link> },
      ]}
    />
  );
}

function NotifyList({ items }: { items: NotifyMessage[] }) {
  return (
    <div style={{ maxHeight: NOTIFICATION_TABLE_MAX_HEIGHT, overflowY: 'auto' }}>
      <List<NotifyMessage>
        size="small"
        dataSource={items}
        locale={{ emptyText: '暂无未读消息' }}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta title={String(item.Title ?? item.Content ?? '')} description={String(item.Create_Time ?? '')} />
          </List.Item>
        )}
      />
    </div>
  );
}

/** The bell with the pending count, opening the pending-approval and unread-notification panel. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { rows, pending, notifications, loading, refresh } = useShellNotifications();
  const panel = (
    <div style={{ width: NOTIFICATION_PANEL_WIDTH }} className="notification-panel">
      <Tabs
        size="small"
        tabBarExtraContent={
          <Space size="small">
            {/* The panel shows what waits now; the approval centre holds everything, paged and filterable. */}
            <Link to="/FlowCenter" onClick={() => setOpen(false)}>查看全部</Link>
            <Tooltip title="刷新">
              <Button size="small" type="text" aria-label="刷新" icon={<ReloadOutlined spin={loading} />} onClick={() => void refresh()} />
            </Tooltip>
          </Space>
        }
        items={[
          { key: 'flow', label: `待办事项 (${pending})`, children: <FlowTable rows={rows} onNavigate={() => setOpen(false)} /> },
          { key: 'notify', label: `未读消息 (${notifications.length})`, children: <NotifyList items={notifications} /> },
        ]}
      />
    </div>
  );
  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <Space>
        <Badge count={pending} size="small" offset={[-4, 4]}>
          <Button type="text" aria-label="通知" icon={<BellOutlined />} />
        </Badge>
      </Space>
    </Popover>
  );
}

