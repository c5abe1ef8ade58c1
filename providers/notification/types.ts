import type { NotificationProvider } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { Notify } from '../http/types';

/** Alerts dismiss after 5000 ms (SH-CONST-8, DM-CONST-8). antd counts seconds. */
export const DEFAULT_DURATION_SECONDS = 5;

/** The slice of antd's notification API used (the static `notification`, or `App.useApp().notification`). */
export interface NotificationApi {
  open(config: {
    key?: string;
    message: ReactNode;
    description?: ReactNode;
    type?: 'success' | 'info' | 'warning' | 'error';
    duration?: number | null;
    actions?: ReactNode;
    showProgress?: boolean;
    pauseOnHover?: boolean;
  }): void;
  destroy(key?: string): void;
}

/** Refine's notification provider plus `alert`, the toast the HTTP layer and the app raise directly. */
export type AppNotificationProvider = NotificationProvider & { alert: Notify };
