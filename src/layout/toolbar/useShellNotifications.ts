import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../app/ApiContext';
import { showAlert } from '../../dialogs/alerts/alertStore';
import { DEAN_MENU, STANDARD_MENU } from '../../menu/menus';
import { useCurrentUser } from '../../session/useSessionActions';
import { notifyAlert } from './liveNotice';
import { moduleTitles, pendingCount, toFlowRows } from './flowMessages';
import { useHubEvent } from '../../hub/useHubEvent';
import { getFlowDynamic } from '../../../providers/endpoints/flow';
import { getUnreadNotificationPage } from '../../../providers/endpoints/notify';
import { flowDynamicKey, prependUnread, unreadNotifyKey } from './notificationQueries';
import { createAlertPairing } from '../../notify/liveAlertPairing';
import { liveAlertOf, toNotificationRow } from '../../notify/notificationRows';
import { openRequests } from '../../notify/openRequest';
import { useApp } from '../../app/AppHolders';
import { useFirstIdle } from '../../app/firstIdle';

export const FRIEND_MESSAGE_TOAST = '收到站内消息';
const TITLES = moduleTitles([STANDARD_MENU, DEAN_MENU]);

const realClock = {
  now: () => Date.now(),
  setTimer: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * The bell's data for the logged-in user: pending flow items and unread notifications, loaded after login, and the
 * hub's live events: NotifyMessage → prepended and the §8 alert (type, title, content, 查看 opening it), Notify → the
 * same alert's content when no row came with it (liveAlertPairing), FriendMsg → toast 收到站内消息. The two calls leave at
 * the browser's first idle moment (firstIdle.ts): on a cold load, after the opened page's first content.
 */
export function useShellNotifications() {
  const { http } = useApi();
  const user = useCurrentUser();
  const userId = user?.Id ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useApp();
  const idle = useFirstIdle();
  const flow = useQuery({ queryKey: flowDynamicKey(userId), queryFn: () => getFlowDynamic(http), enabled: userId !== null && idle });
  const unread = useQuery({ queryKey: unreadNotifyKey(userId), queryFn: () => getUnreadNotificationPage(http), enabled: userId !== null && idle });

  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const pairing = useMemo(
    () =>
      createAlertPairing<unknown>(
        {
          showRow: (row) => {
            const alert = liveAlertOf(row);
            if (alert)
              void showAlert({
                ...alert,
                origin: 'user',
                onView: () => {
                  if (alert.target.openId) openRequests.request(alert.target.openId);
                  void navigateRef.current(alert.target.path);
                },
              });
          },
          showText: (content) => void showAlert(notifyAlert(content)),
        },
        realClock,
      ),
    [],
  );
  useEffect(() => () => pairing.dispose(), [pairing]);

  useHubEvent('Notify', (content) => pairing.onText(String(content ?? '')));
  useHubEvent('FriendMsg', () => void message.success(FRIEND_MESSAGE_TOAST));
  useHubEvent('NotifyMessage', (incoming) => {
    queryClient.setQueryData(unreadNotifyKey(userId), (page: Awaited<ReturnType<typeof getUnreadNotificationPage>> | undefined) =>
      prependUnread(page, incoming),
    );
    pairing.onRow(incoming);
    // A notify message may be a new pending item: the flow list follows.
    void queryClient.invalidateQueries({ queryKey: flowDynamicKey(userId) });
  });

  const rows = useMemo(() => toFlowRows(flow.data ?? [], TITLES), [flow.data]);
  const notifications = useMemo(() => (unread.data?.Data ?? []).map(toNotificationRow), [unread.data]);
  return {
    rows,
    pending: pendingCount(flow.data ?? []),
    notifications,
    unreadCount: unread.data?.Total ?? 0,
    loading: flow.isFetching || unread.isFetching,
    /** Both counts have been read once (they wait for the first idle moment): until then they are 0, not known. */
    loaded: flow.isFetched && unread.isFetched,
    refresh: () => Promise.all([flow.refetch(), unread.refetch()]),
  };
}
