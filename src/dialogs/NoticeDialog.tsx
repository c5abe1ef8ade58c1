import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { sanitizeMessage } from '../../providers/notification/messageFormat';
import { openDialog } from './dialogStore';

export const NOTICE_CONFIRM_LABEL = '确认';

export interface NoticeDialogProps {
  title?: ReactNode;
  /** HTML (sanitized with DOMPurify before it is shown) or a component. */
  content: string | ReactNode;
  confirmText?: string;
  width?: number;
  onConfirm: () => void;
}

/** A notice with HTML content or an embedded component and one confirm button, default 确认 (SH-DLG-2). */
export function NoticeDialog({ title, content, confirmText = NOTICE_CONFIRM_LABEL, width, onConfirm }: NoticeDialogProps) {
  return (
    <Modal open title={title} width={width} okText={confirmText} onOk={onConfirm} onCancel={onConfirm} cancelButtonProps={{ style: { display: 'none' } }}>
      {typeof content === 'string' ? <div className="notice-content" dangerouslySetInnerHTML={{ __html: sanitizeMessage(content) }} /> : content}
    </Modal>
  );
}

/** Shows a notice; resolves when it is confirmed or closed. */
export function showNotice(options: Omit<NoticeDialogProps, 'onConfirm'>): Promise<void> {
  return openDialog<void>((answer) => <NoticeDialog {...options} onConfirm={() => answer()} />);
}
