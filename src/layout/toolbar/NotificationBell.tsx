import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useShellNotifications } from './useShellNotifications';
import type { NotificationRow } from '../../notify/notificationRows';
import { useMarkRead } from '../../notify/useMarkRead';
import { NOTIFICATION_PANEL_WIDTH, NOTIFICATION_TABLE_MAX_HEIGHT } from './notificationPanelSize';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The bell: pending approvals (its badge, as the spec's pending count) and unread notifications (a blue badge of its
 * own) apart, in two tabs of the panel, each with its count and a 查看全部 link to the full page, so 99+ always leads
 * somewhere.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'flow' | 'notify'>('flow');
  const { open: openRow } = useMarkRead();
  const { rows, pending, notifications, unreadCount, loading, refresh } = useShellNotifications();
  const close = () => setOpen(false);
  const openNotification = (row: NotificationRow) => {
    close();
    void openRow(row);
  };
  // The panel (its Table, List and Tabs) loads the first time the bell is opened (issue 16, D-PERF-4f); meanwhile a
  // box of its width, so the popover does not grow sideways.
  const panel = (
    <Suspense fallback={<div style={{ width: NOTIFICATION_PANEL_WIDTH, height: NOTIFICATION_TABLE_MAX_HEIGHT }} />}>
      <NotificationPanel {...{ tab, setTab, close, loading, refresh, rows, pending, notifications, unreadCount, openNotification }} />
    </Suspense>
  );
  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      <span className="notification-bell">
        <Badge count={pending} size="small" offset={[-4, 4]} className="flow-pending-badge" title={`待办事项 ${pending}`}>
          <Button type="text" aria-label="通知" icon={<BellOutlined />} />
        </Badge>
        {/* The unread count stands apart from the pending count, below it, in blue. */}
        <Badge count={unreadCount} size="small" color="blue" className="notify-unread-badge" title={`未读消息 ${unreadCount}`} />
      </span>
    </Popover>
  );
}
