import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Empty, Spin, Typography } from 'antd';
import type { FriendContact, FriendMessageItem } from '../../../contract/index';
import { contactLabel } from './conversationModel';
import { MessageBubble } from './MessageBubble';

export interface ThreadPaneProps {
  contact: FriendContact;
  myId: string;
  messages: FriendMessageItem[];
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  children: ReactNode;
}

/** The conversation with one person: their name, the messages (older ones on demand), the composer below. */
export function ThreadPane({ contact, myId, messages, loading, hasOlder, loadingOlder, onLoadOlder, children }: ThreadPaneProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages[messages.length - 1]?.Id;
  // A new message (or another conversation) scrolls to the newest; loading older ones keeps the place.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId, contact.Id]);
  const now = new Date();
  return (
    <div className="friend-chat-thread">
      <Typography.Title level={5} className="friend-chat-thread-title">
        {contactLabel(contact)}
      </Typography.Title>
      <div className="friend-chat-messages" ref={scroller} aria-label="消息记录">
        {hasOlder ? (
          <div className="friend-chat-older">
            <Button size="small" type="link" loading={loadingOlder} onClick={onLoadOlder}>
              加载更早的消息
            </Button>
          </div>
        ) : null}
        {loading ? <Spin /> : null}
        {!loading && messages.length === 0 ? <Empty description="还没有消息，写下第一句吧" /> : null}
        {messages.map((message) => (
          <MessageBubble key={message.Id} message={message} myId={myId} now={now} />
        ))}
      </div>
      {children}
    </div>
  );
}
