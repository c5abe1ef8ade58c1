import { List } from 'antd';
import type { OnlineUser } from '../../hub/types';

/** Who is online, in the toolbar's popover (OnlineUsers.tsx loads it when opened). */
export default function OnlineUserList({ users }: { users: OnlineUser[] }) {
  return (
    <List<OnlineUser>
      size="small"
      style={{ width: 220, maxHeight: 300, overflowY: 'auto' }}
      dataSource={users}
      locale={{ emptyText: '暂无在线用户' }}
      renderItem={(user) => <List.Item>{`${user.Name} (${user.Account})`}</List.Item>}
    />
  );
}
