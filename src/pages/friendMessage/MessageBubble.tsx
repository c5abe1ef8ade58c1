import { Typography } from 'antd';
import type { FriendMessageItem } from '../../../contract/index';
import { ResourceLink } from '../../files/ResourceLink';
import { messageTimeLabel } from './messageTime';
import { readStateLabel } from './threadModel';

/** One message: mine on the right, theirs on the left; the text exactly as typed (never markup), time and read state. */
export function MessageBubble({ message, myId, now }: { message: FriendMessageItem; myId: string; now: Date }) {
  const mine = message.Sender_Id === myId;
  const readState = readStateLabel(message, myId);
  return (
    <div className={mine ? 'friend-chat-row is-mine' : 'friend-chat-row'} data-message-id={message.Id}>
      <div className="friend-chat-bubble">
        <div className="friend-chat-text">{message.Content}</div>
        {message.Attachment ? (
          <div className="friend-chat-attachment">
            附件：
            <ResourceLink resource={message.Attachment} />
          </div>
        ) : null}
      </div>
      <Typography.Text type="secondary" className="friend-chat-meta">
        {messageTimeLabel(message.SendTime, now)}
        {readState ? <span className={readState === '已读' ? 'friend-chat-read' : 'friend-chat-unread'}>{readState}</span> : null}
      </Typography.Text>
    </div>
  );
}
