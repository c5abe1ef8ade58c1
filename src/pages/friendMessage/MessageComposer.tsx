import { Button, Input, Space, Tag, Typography, Upload } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { FRIEND_MESSAGE_MAX_LENGTH } from '../../../contract/index';
import { composerKeyAction } from './composerKeys';
import type { Draft } from './drafts';

export interface MessageComposerProps {
  draft: Draft;
  sending: boolean;
  uploading: boolean;
  onText: (text: string) => void;
  onAttach: (file: File) => void;
  onRemoveAttachment: () => void;
  onSend: () => void;
}

/** The message box: Enter sends, Shift+Enter a new line; an attachment through the resource store. */
export function MessageComposer({ draft, sending, uploading, onText, onAttach, onRemoveAttachment, onSend }: MessageComposerProps) {
  const empty = draft.text.trim() === '';
  return (
    <div className="friend-chat-composer">
      <Input.TextArea
        aria-label="消息内容"
        placeholder="输入消息，回车发送，Shift+回车换行"
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={FRIEND_MESSAGE_MAX_LENGTH}
        showCount
        value={draft.text}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          const action = composerKeyAction({
            key: event.key,
            shiftKey: event.shiftKey,
            ctrlKey: event.ctrlKey,
            altKey: event.altKey,
            metaKey: event.metaKey,
            isComposing: event.nativeEvent.isComposing,
            keyCode: event.keyCode,
          });
          if (action !== 'send') return;
          event.preventDefault();
          onSend();
        }}
      />
      <div className="friend-chat-composer-bar">
        <Space>
          <Upload
            showUploadList={false}
            beforeUpload={(file) => {
              onAttach(file);
              return false;
            }}
          >
            <Button icon={<PaperClipOutlined />} loading={uploading}>
              添加附件
            </Button>
          </Upload>
          {draft.attachment ? (
            <Tag closable onClose={onRemoveAttachment} closeIcon={<span aria-label="移除附件">×</span>}>
              {draft.attachment.Name}
            </Tag>
          ) : (
            <Typography.Text type="secondary">附件可选</Typography.Text>
          )}
        </Space>
        <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={empty} onClick={onSend}>
          发送
        </Button>
      </div>
    </div>
  );
}
