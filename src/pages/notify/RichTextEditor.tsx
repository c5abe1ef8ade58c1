import { useRef, useState, type ClipboardEvent } from 'react';
import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { safeHref } from '../../../core/notices/noticeHtmlPolicy';

/**
 * A small rich-text editor (no editor package is installed): a contentEditable area with 加粗, 斜体, 下划线, lists and
 * 链接. Pasted content goes in as plain text, so nothing foreign enters the page; what is sent is sanitized again by the
 * server. Uncontrolled: remount it (a new `key`) to empty it.
 */
export function RichTextEditor({ onChange, placeholder }: { onChange: (html: string) => void; placeholder?: string }) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    area.current?.focus();
    // execCommand is deprecated but is still what contentEditable offers for formatting without a library.
    document.execCommand(command, false, value);
    emit();
  };
  const saveSelection = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
  };
  const insertLink = () => {
    const href = safeHref(link.trim());
    setLinkOpen(false);
    setLink('');
    if (!href) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (selection?.isCollapsed)
      run(
        'insertHTML',
        `<a href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">${href.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a>`,
      );
    else run('createLink', href);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    run('insertText', event.clipboardData.getData('text/plain'));
  };
  const tool = (title: string, icon: React.ReactNode, command: string) => (
    <Tooltip title={title}>
      <Button size="small" type="text" aria-label={title} icon={icon} onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)} />
    </Tooltip>
  );
  return (
    <div className="rich-text-editor">
      <Space size={2} className="rich-text-toolbar">
        {tool('加粗', <BoldOutlined />, 'bold')}
        {tool('斜体', <ItalicOutlined />, 'italic')}
        {tool('下划线', <UnderlineOutlined />, 'underline')}
        {tool('无序列表', <UnorderedListOutlined />, 'insertUnorderedList')}
        {tool('有序列表', <OrderedListOutlined />, 'insertOrderedList')}
        <Popover
          open={linkOpen}
          onOpenChange={setLinkOpen}
          trigger="click"
          content={
            <Space.Compact style={{ width: 320 }}>
              <Input
                aria-label="链接地址"
                placeholder="/页面地址 或 https://…"
                value={link}
                onChange={(e) => setLink(e.target.value)}
                onPressEnter={insertLink}
              />
              <Button type="primary" onClick={insertLink}>
                确定
              </Button>
            </Space.Compact>
          }
        >
          <Tooltip title="链接">
            <Button
              size="small"
              type="text"
              aria-label="链接"
              icon={<LinkOutlined />}
              onMouseDown={(e) => {
                e.preventDefault();
                saveSelection();
              }}
            />
          </Tooltip>
        </Popover>
      </Space>
      <div
        ref={area}
        className="rich-text-area"
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        contentEditable
        suppressContentEditableWarning
        data-placeholder={placeholder}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
      />
    </div>
  );
}
