import type { NotificationApi } from '../../../providers/notification/types';
import { alertStore } from './alertStore';

/**
 * antd's notification API as the notification provider uses it, shown in the AlertHost instead: the HTTP layer's
 * notices (its `notify` defaults to the provider's `alert`) and Refine's own toasts then share one place, one
 * countdown and one duplicate filter.
 */
export const alertNotificationApi: NotificationApi = {
  open(config) {
    const seconds = config.duration ?? 0;
    alertStore.show({
      key: config.key,
      type: config.type ?? 'info',
      title: config.description ? config.message : undefined,
      message: config.description ?? config.message,
      timeout: seconds > 0 ? seconds * 1000 : 0,
      actions: config.actions,
    });
  },
  destroy(key) {
    if (key === undefined) alertStore.list().forEach((alert) => alertStore.close(alert.id));
    else alertStore.close(key);
  },
};
