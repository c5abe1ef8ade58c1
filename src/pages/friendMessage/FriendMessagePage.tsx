import { Card, Empty } from 'antd';
import { ContactPane } from './ContactPane';
import { MessageComposer } from './MessageComposer';
import { ThreadPane } from './ThreadPane';
import { useFriendChat } from './useFriendChat';
import './friendMessage.css';

/** /friendMessage/list — 站内消息 as a chat: colleagues and conversations on the left, the thread on the right. */
export default function FriendMessagePage() {
  const chat = useFriendChat();
  return (
    <Card title="站内消息" className="friend-chat" styles={{ body: { padding: 0 } }}>
      <div className="friend-chat-layout">
        <ContactPane
          myId={chat.userId}
          rows={chat.pane.rows}
          keyword={chat.pane.keyword}
          searching={chat.pane.searching}
          loading={chat.pane.loading}
          selectedId={chat.selected?.Id ?? null}
          onKeyword={chat.pane.setKeyword}
          onSelect={chat.select}
        />
        {chat.selected && chat.draft ? (
          <ThreadPane
            contact={chat.selected}
            myId={chat.userId}
            messages={chat.thread.messages}
            loading={chat.thread.loading}
            hasOlder={chat.thread.hasOlder}
            loadingOlder={chat.thread.loadingOlder}
            onLoadOlder={chat.thread.loadOlder}
          >
            <MessageComposer
              draft={chat.draft}
              sending={chat.sending}
              uploading={chat.uploading}
              onText={chat.setText}
              onAttach={chat.attach}
              onRemoveAttachment={chat.removeAttachment}
              onSend={chat.send}
            />
          </ThreadPane>
        ) : (
          <div className="friend-chat-thread friend-chat-placeholder">
            <Empty description="选择左侧的会话，或搜索同事开始聊天" />
          </div>
        )}
      </div>
    </Card>
  );
}
