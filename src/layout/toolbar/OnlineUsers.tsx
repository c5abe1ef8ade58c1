import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { HoverTooltip } from '../../components/HoverTooltip';
import { TeamOutlined } from '@ant-design/icons';
import type { OnlineUser } from '../../hub/types';
import { useHubEvent } from '../../hub/useHubEvent';

// antd's List loads the first time the list is opened (D-PERF-4f).
const OnlineUserList = lazy(() => import('./OnlineUserList'));

/** The online users with a count badge, kept current by the hub's userChange event. */
export function OnlineUsers() {
  const [users, setUsers] = useState<OnlineUser[]>([]);
  useHubEvent('userChange', (next) => setUsers(Array.isArray(next) ? next : []));
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={`在线用户 (${users.length})`}
      content={
        <Suspense fallback={<div style={{ width: 220 }} />}>
          <OnlineUserList users={users} />
        </Suspense>
      }
    >
      <HoverTooltip title="在线用户">
        <Badge count={users.length} size="small" offset={[-4, 4]} color="green">
          <Button type="text" aria-label="在线用户" icon={<TeamOutlined />} />
        </Badge>
      </HoverTooltip>
    </Popover>
  );
}
