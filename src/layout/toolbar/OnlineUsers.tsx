import { useState } from 'react';
import { Badge, Button, List, Popover, Tooltip } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { OnlineUser } from '../../hub/types';
import { useHubEvent } from '../../hub/useHubEvent';

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
        <List<OnlineUser>
          size="small"
          style={{ width: 220, maxHeight: 300, overflowY: 'auto' }}
          dataSource={users}
          locale={{ emptyText: '暂无在线用户' }}
          renderItem={(user) => <List.Item>{`${user.Name} (${user.Account})`}</List.Item>}
        />
      }
    >
      <Tooltip title="在线用户">
        <Badge count={users.length} size="small" offset={[-4, 4]} color="green">
          <Button type="text" aria-label="在线用户" icon={<TeamOutlined />} />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
