import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useApi } from '../../app/ApiContext';
import { showAlert } from '../../dialogs/alerts/alertStore';
import { DEAN_MENU, STANDARD_MENU } from '../../menu/menus';
import { useCurrentUser } from '../../session/useSessionActions';
import { notifyAlert } from './liveNotice';
import { moduleTitles, pendingCount, toFlowRows } from './flowMessages';
import { useHubEvent } from '../../hub/useHubEvent';
import { getFlowDynamic } from '../../../providers/endpoints/flow';
import { getUnreadNotifications } from '../../../providers/endpoints/notify';
import { flowDynamicKey, prependMessage, unreadNotifyKey, type NotifyMessage } from './notificationQueries';

export const FRIEND_MESSAGE_TOAST = '收到站内消息';
const TITLES = moduleTitles([STANDARD_MENU, DEAN_MENU]);

/**
 * The bell's data for the logged-in user: pending flow items and unread notifications, loaded after login, and the
 * hub's live events (Notify → success alert, FriendMsg → toast 收到站内消息, NotifyMessage → prepended).
 */
export function useShellNotifications() {
  const { http } = useApi();
  const user = useCurrentUser();
  const userId = user?.Id ?? null;
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const flow = useQuery({ queryKey: flowDynamicKey(userId), queryFn: () => getFlowDynamic(http), enabled: userId !== null });
  const unread = useQuery({ queryKey: unreadNotifyKey(userId), queryFn: () => getUnreadNotifications(http), enabled: userId !== null });

  useHubEvent('Notify', (content) => void showAlert(notifyAlert(content)));
  useHubEvent('FriendMsg', () => void message.success(FRIEND_MESSAGE_TOAST));
  useHubEvent('NotifyMessage', (incoming) => {
    queryClient.setQueryData<NotifyMessage[]>(unreadNotifyKey(userId), (list) => prependMessage(list, incoming));
    // A notify message may be a new pending item: the flow list follows.
    void queryClient.invalidateQueries({ queryKey: flowDynamicKey(userId) });
  });

  const rows = useMemo(() => toFlowRows(flow.data ?? [], TITLES), [flow.data]);
  return {
    rows,
    pending: pendingCount(flow.data ?? []),
    notifications: unread.data ?? [],
    loading: flow.isFetching || unread.isFetching,
    refresh: () => Promise.all([flow.refetch(), unread.refetch()]),
  };
}
