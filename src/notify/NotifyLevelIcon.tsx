import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { NotifyLevel } from '../../contract/index';

const LEVEL_NAMES: Record<NotifyLevel, string> = { info: '提示', success: '通过', warning: '退回', error: '不通过' };

/**
 * A notification's outcome at a glance, as its live alert shows it: a green tick for 通过, an amber mark for 退回, a red
 * cross for 不通过, blue for anything else. Nothing for a notification that carries no level.
 */
export function NotifyLevelIcon({ level, style }: { level: NotifyLevel | null; style?: CSSProperties }) {
  const { token } = theme.useToken();
  if (level === null) return null;
  const label = LEVEL_NAMES[level];
  switch (level) {
    case 'success':
      return <CheckCircleFilled role="img" aria-label={label} style={{ ...style, color: token.colorSuccess }} />;
    case 'warning':
      return <ExclamationCircleFilled role="img" aria-label={label} style={{ ...style, color: token.colorWarning }} />;
    case 'error':
      return <CloseCircleFilled role="img" aria-label={label} style={{ ...style, color: token.colorError }} />;
    case 'info':
      return <InfoCircleFilled role="img" aria-label={label} style={{ ...style, color: token.colorInfo }} />;
  }
}
