import type { ReactNode } from 'react';
import { Alert, Button, Space } from 'antd';
import { toMessageContent, type MessageOrigin } from '../../../providers/notification/messageFormat';
import { ALERT_VIEW_LABEL, alertStore, type AlertItem } from './alertStore';

/** A string as its origin allows (D-SEC-6): user text as text, server text as sanitized HTML when it has tags. */
function content(node: ReactNode, origin: MessageOrigin): ReactNode {
  if (typeof node !== 'string') return node;
  const shown = toMessageContent(node, origin);
  return shown.kind === 'text' ? shown.text : <span dangerouslySetInnerHTML={{ __html: shown.html }} />;
}

function AlertCard({ alert }: { alert: AlertItem }) {
  const close = () => alertStore.close(alert.id);
  return (
    <Alert
      role="alert"
      className="app-alert"
      type={alert.type}
      showIcon
      message={alert.title ? content(alert.title, alert.origin) : content(alert.message, alert.origin)}
      description={alert.title ? content(alert.message, alert.origin) : undefined}
      action={
        <Space direction="vertical" size={4}>
          {alert.onView ? (
            <Button
              size="small"
              type="link"
              onClick={() => {
                alert.onView?.();
                close();
              }}
            >
              {ALERT_VIEW_LABEL}
            </Button>
          ) : null}
          {alert.actions}
          <Button size="small" aria-label="关闭提示" onClick={close}>
            {alert.timeout > 0 ? `关闭(${alert.secondsLeft})` : '关闭'}
          </Button>
        </Space>
      }
    />
  );
}

/** The alerts shown (AlertHost.tsx), loaded with the first alert together with the sanitizer. */
export default function AlertCards({ alerts }: { alerts: readonly AlertItem[] }) {
  return (
    <>
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} />
      ))}
    </>
  );
}
