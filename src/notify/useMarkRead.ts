import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../app/ApiContext';
import { markAllNotificationsRead, markNotificationRead } from '../../providers/endpoints/notices';
import type { NotifyKind } from '../../contract/index';
import { NOTIFICATIONS_KEY_PREFIX } from '../layout/toolbar/notificationQueries';
import { openTarget, type NotificationRow } from './notificationRows';
import { openRequests } from './openRequest';

/**
 * Reading notifications: mark one or all read (the server's flag; the bell and 系统消息 refresh after), and open one —
 * a notice on 系统消息, any other straight to its record, marked read on the way.
 */
export function useMarkRead() {
  const { http } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY_PREFIX });
  const markRead = async (row: Pick<NotificationRow, 'Id' | 'IsRead'>) => {
    if (row.IsRead) return;
    await markNotificationRead(http, row.Id);
    await refresh();
  };
  return {
    markRead,
    markAllRead: async (kind?: NotifyKind) => {
      const count = await markAllNotificationsRead(http, kind);
      await refresh();
      return count;
    },
    open: async (row: NotificationRow) => {
      const target = openTarget(row);
      if (target.openId) openRequests.request(target.openId);
      else await markRead(row);
      await navigate(target.path);
    },
  };
}
