import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useShellNotifications } from './useShellNotifications';
import type { NotificationRow } from '../../notify/notificationRows';
import { useMarkRead } from '../../notify/useMarkRead';
import { NOTIFICATION_PANEL_WIDTH, NOTIFICATION_TABLE_MAX_HEIGHT } from './notificationPanelSize';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The bell: pending approvals (its badge, as the spec's pending count) and unread notifications apart, in two tabs of
 * the panel, each with its count and a 查看全部 link to the full page, so 99+ always leads somewhere. One badge: two
 * counts on one small icon overlapped (D-UI-14).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'flow' | 'notify'>('flow');
  const { open: openRow } = useMarkRead();
  const { rows, pending, notifications, unreadCount, loading, loaded, refresh } = useShellNotifications();
  const close = () => setOpen(false);
  const openNotification = (row: NotificationRow) => {
    close();
    void openRow(row);
  };
  // The panel (its Table, List and Tabs) loads the first time the bell is opened (D-PERF-4f); meanwhile a
  // box of its width, so the popover does not grow sideways.
  const panel = (
    <Suspense fallback={<div style={{ width: NOTIFICATION_PANEL_WIDTH, height: NOTIFICATION_TABLE_MAX_HEIGHT }} />}>
      <NotificationPanel {...{ tab, setTab, close, loading, refresh, rows, pending, notifications, unreadCount, openNotification }} />
    </Suspense>
  );
  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} arrow={false}>
      {/* One badge on one bell: the pending count (the spec's), or — with nothing pending — the unread notifications in
          blue. Both counts are in the panel's tabs and in the bell's title. */}
      <span
        className="notification-bell"
        title={`待办事项 ${pending}，未读消息 ${unreadCount}`}
        data-pending={pending}
        data-unread={unreadCount}
        data-loaded={loaded ? 'true' : 'false'}
      >
        <Badge
          count={pending > 0 ? pending : unreadCount}
          color={pending > 0 ? undefined : 'blue'}
          size="small"
          offset={[-4, 4]}
          className={pending > 0 ? 'flow-pending-badge' : 'notify-unread-badge'}
          title={pending > 0 ? `待办事项 ${pending}` : `未读消息 ${unreadCount}`}
        >
          <Button type="text" aria-label="通知" icon={<BellOutlined />} />
        </Badge>
      </span>
    </Popover>
  );
}
