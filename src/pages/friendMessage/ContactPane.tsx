import { Avatar, Badge, Input, List, Typography } from 'antd';
import { CONTACT_SEARCH_MAX_LENGTH, type FriendContact } from '../../../contract/index';
import { contactLabel, previewText, type ContactRow } from './conversationModel';
import { messageTimeLabel } from './messageTime';

export interface ContactPaneProps {
  myId: string;
  rows: ContactRow[];
  keyword: string;
  searching: boolean;
  loading: boolean;
  selectedId: string | null;
  onKeyword: (keyword: string) => void;
  onSelect: (contact: FriendContact) => void;
}

/** The left pane: search colleagues, and the conversations with their last message and unread count. */
export function ContactPane({ myId, rows, keyword, searching, loading, selectedId, onKeyword, onSelect }: ContactPaneProps) {
  const now = new Date();
  return (
    <div className="friend-chat-contacts">
      <Input.Search
        allowClear
        placeholder="搜索同事：姓名、工号或科室"
        aria-label="搜索同事"
        maxLength={CONTACT_SEARCH_MAX_LENGTH}
        value={keyword}
        onChange={(event) => onKeyword(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <List<ContactRow>
        className="friend-chat-contact-list"
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: searching ? '没有找到匹配的同事' : '暂无会话，搜索同事开始聊天' }}
        renderItem={(row) => (
          <List.Item
            key={row.contact.Id}
            className={row.contact.Id === selectedId ? 'friend-chat-contact is-selected' : 'friend-chat-contact'}
            onClick={() => onSelect(row.contact)}
            aria-label={`与${row.contact.Name}的会话${row.unread > 0 ? `，${row.unread}条未读` : ''}`}
          >
            <List.Item.Meta
              avatar={
                <Badge count={row.unread} size="small">
                  <Avatar style={{ background: '#3f51b5' }}>{row.contact.Name.slice(0, 1)}</Avatar>
                </Badge>
              }
              title={
                <div className="friend-chat-contact-title" title={contactLabel(row.contact)}>
                  <Typography.Text ellipsis strong={row.unread > 0}>
                    {row.contact.Name}
                    {row.contact.DeptName ? <span className="friend-chat-dept">{row.contact.DeptName}</span> : null}
                  </Typography.Text>
                  {row.lastMessage ? (
                    <Typography.Text type="secondary" className="friend-chat-time">
                      {messageTimeLabel(row.lastMessage.SendTime, now)}
                    </Typography.Text>
                  ) : null}
                </div>
              }
              description={
                <Typography.Text type="secondary" ellipsis>
                  {previewText(row.lastMessage, myId)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}
