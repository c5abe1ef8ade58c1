import { createElement, type ReactNode } from 'react';
import type { OpenNotificationParams } from '@refinedev/core';
import { isHtmlMessage } from './messageKind';
import { serverHtml } from './serverHtml';
import { createErrorToastFilter } from './recentErrors';
import { DEFAULT_DURATION_SECONDS, type AppNotificationProvider, type NotificationApi } from './types';

export const UNDO_LABEL = '撤销';

/**
 * antd's static notification, imported when first used: the app passes its own API (the AlertHost), so antd's
 * notification code stays out of the first page (D-PERF-4f); other roots (the benchmark pages) get antd's.
 */
const lazyAntdNotification: NotificationApi = {
  open: (config) => void import('./antdStaticNotification').then(({ notification }) => notification.open(config)),
  destroy: (key) => void import('./antdStaticNotification').then(({ notification }) => notification.destroy(key)),
};

/**
 * Refine's notifications on antd's notification API: success/error toasts of 5 s, the undoable "progress" toast
 * with a 撤销 button, HTML messages sanitized. `alert` is the same toast for the HTTP layer's error catalogue.
 */
export function createNotificationProvider(api: NotificationApi = lazyAntdNotification): AppNotificationProvider {
  const errors = createErrorToastFilter();

  const open = ({ key, message, type, description, cancelMutation, undoableTimeout }: OpenNotificationParams) => {
    if (type === 'progress') {
      api.open({
        key,
        message: render(message),
        description: description ? render(description) : undefined,
        duration: undoableTimeout ?? DEFAULT_DURATION_SECONDS,
        showProgress: true,
        actions: createElement(
          'button',
          {
            type: 'button',
            className: 'ant-btn ant-btn-default ant-btn-sm',
            onClick: () => {
              cancelMutation?.();
              if (key) api.destroy(key);
            },
          },
          UNDO_LABEL,
        ),
      });
      return;
    }
    if (type === 'error' && !errors.shouldShow(description ?? message)) return;
    api.open({
      key,
      type,
      message: render(message),
      description: description ? render(description) : undefined,
      duration: DEFAULT_DURATION_SECONDS,
      showProgress: true,
      pauseOnHover: true,
    });
  };

  return {
    open,
    close: (key: string) => api.destroy(key),
    alert: ({ type, message, description }) => {
      if (type === 'error' && !errors.shouldShow(message)) return;
      api.open({
        type,
        message: render(message),
        description: description ? render(description) : undefined,
        duration: DEFAULT_DURATION_SECONDS,
        showProgress: true,
        pauseOnHover: true,
      });
    },
  };
}

/**
 * Text as is; HTML (sanitized) through innerHTML. Everything this provider shows is server-authored: the HTTP error
 * catalogue's Message and Refine's own toasts (SH-NOTE-11). Live notices carrying user text do not come here: they
 * go to the alert host as user text (src/layout/toolbar/useShellNotifications.ts, D-SEC-6).
 */
function render(text: string): ReactNode {
  return isHtmlMessage(text) ? serverHtml(text) : text;
}
