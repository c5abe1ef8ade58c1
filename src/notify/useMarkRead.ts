import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../app/ApiContext';
import { markAllNotificationsRead, markNotificationRead } from '../../providers/endpoints/notices';
import type { NotifyKind } from '../../contract/index';
import { NOTIFICATIONS_KEY_PREFIX } from '../layout/toolbar/notificationQueries';
import { NOTIFY_MESSAGE_PATH, OPEN_PARAM, type NotificationRow } from './notificationRows';

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
      if (row.NoticeId === null && row.RecordLink !== null) {
        await markRead(row);
        await navigate(row.RecordLink);
      } else {
        await navigate(`${NOTIFY_MESSAGE_PATH}?${OPEN_PARAM}=${encodeURIComponent(row.Id)}`);
      }
    },
  };
}
