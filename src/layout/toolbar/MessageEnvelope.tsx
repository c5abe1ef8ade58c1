import { useNavigate } from 'react-router';
import { Badge, Button } from 'antd';
import { HoverTooltip } from '../../components/HoverTooltip';
import { MailOutlined } from '@ant-design/icons';
import { FRIEND_MESSAGE_MODULE } from '../../friendMessages/friendMessageQueries';
import { useUnreadFriendMessages } from '../../friendMessages/useUnreadFriendMessages';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';

export const FRIEND_MESSAGE_PAGE = '/friendMessage/list';

/** The toolbar's envelope: unread 站内消息 as a badge, rising live; a click opens the messages. Only for roles that may read them. */
export function MessageEnvelope() {
  const allowed = usePermissionIndex()?.can(FRIEND_MESSAGE_MODULE) === true;
  const unread = useUnreadFriendMessages(allowed);
  const navigate = useNavigate();
  if (!allowed) return null;
  const title = unread > 0 ? `站内消息（${unread}条未读）` : '站内消息';
  return (
    <HoverTooltip title={title}>
      <Badge count={unread} size="small" offset={[-4, 4]} overflowCount={99}>
        <Button type="text" aria-label={title} icon={<MailOutlined />} onClick={() => navigate(FRIEND_MESSAGE_PAGE)} />
      </Badge>
    </HoverTooltip>
  );
}
