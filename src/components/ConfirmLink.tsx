import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Popconfirm, type PopconfirmProps } from 'antd';

export interface ConfirmLinkProps {
  children: ReactNode;
  /** What the Popconfirm asks and does once confirmed. */
  confirm: Pick<PopconfirmProps, 'title' | 'description' | 'okText' | 'cancelText' | 'onConfirm'>;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * A link that asks first: antd's Typography.Link in a Popconfirm, as it looks (its own classes, confirmLink.css) and
 * behaves, with the Popconfirm made the first time the link is used. A list draws one or two per row; antd's Popconfirm (a trigger with its resize
 * observers and motion) and Typography (an ellipsis measurer and tooltip) came to ~20 components per row on the first
 * paint, each drawn again as it mounted (D-PERF-4m). Once made, the Popconfirm stays, so it closes with its animation.
 */
export function ConfirmLink({ children, confirm, danger, disabled }: ConfirmLinkProps) {
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const className = `app-action-link${danger ? ' app-action-link-danger' : ''}${disabled ? ' app-action-link-disabled' : ''}`;
  const ask = () => {
    if (disabled) return;
    setMade(true);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    ask();
  };
  // Before the Popconfirm is made the link opens it; after, the Popconfirm's own trigger does (a click toggles it).
  const link = (
    <a
      className={className}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      onClick={made ? undefined : ask}
      onKeyDown={onKeyDown}
    >
      {children}
    </a>
  );
  return made ? (
    <Popconfirm {...confirm} open={open} onOpenChange={setOpen} disabled={disabled}>
      {link}
    </Popconfirm>
  ) : (
    link
  );
}
