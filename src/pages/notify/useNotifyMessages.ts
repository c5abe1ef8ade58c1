import { useEffect, useState, useSyncExternalStore } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeDetail, NotifyKind } from '../../../contract/index';
import { getNotice, getNotification, listNotifications } from '../../../providers/endpoints/notices';
import { useApi } from '../../app/ApiContext';
import { useHubEvent } from '../../hub/useHubEvent';
import { NOTIFICATIONS_KEY_PREFIX } from '../../layout/toolbar/notificationQueries';
import { usePagedSearch } from '../../list/usePagedSearch';
import { toNotificationRow, type NotificationRow } from '../../notify/notificationRows';
import { openRequests } from '../../notify/openRequest';
import { useMarkRead } from '../../notify/useMarkRead';
import { useCurrentUser } from '../../session/useSessionActions';
import { useApp } from '../../app/AppHolders';

export type KindFilter = NotifyKind | 'all';

/**
 * 系统消息: the caller's notifications of a kind, newest first and paged by the server; a new one pushed live brings
 * the list up to date; an id left in openRequest.ts (the bell, the alert's 查看) opens that one. Opening marks read: a notice opens in
 * the drawer, anything else leads to its record.
 */
export function useNotifyMessages() {
  const { http } = useApi();
  const { message } = useApp();
  const userId = useCurrentUser()?.Id ?? null;
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<KindFilter>('all');
  const { page, search, pagination, firstIndex } = usePagedSearch<{ kind: KindFilter }>();
  const [opened, setOpened] = useState<NoticeDetail | null>(null);
  const reading = useMarkRead();
  const key = [...NOTIFICATIONS_KEY_PREFIX, 'page', userId, kind, page.index, page.size] as const;
  const result = useQuery({
    queryKey: key,
    queryFn: () => listNotifications(http, { pageIndex: page.index, pageSize: page.size, kind: kind === 'all' ? undefined : kind }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  useHubEvent('NotifyMessage', () => void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY_PREFIX, 'page'] }));

  const openRow = async (row: NotificationRow) => {
    if (row.NoticeId === null) return reading.open(row);
    setOpened(await getNotice(http, row.NoticeId));
    await reading.markRead(row);
  };

  // The bell and the alert ask for one notification by id (openRequest.ts); it may be on no page shown, so it is
  // fetched on its own. Effects run only while the page is shown, so a hidden 系统消息 leaves the request for later.
  const requested = useSyncExternalStore(openRequests.subscribe, openRequests.peek);
  useEffect(() => {
    if (requested === null || userId === null) return;
    const id = openRequests.take();
    if (id === null) return;
    void (async () => {
      const row = await getNotification(http, id).catch(() => null);
      if (row) await openRow(toNotificationRow(row));
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [requested, userId]);

  return {
    kind,
    setKind: (next: KindFilter) => {
      setKind(next);
      search({ kind: next });
    },
    rows: (result.data?.Data ?? []).map(toNotificationRow),
    loading: result.isFetching,
    failed: result.isError,
    pagination: pagination(result.data?.Total ?? 0),
    firstIndex,
    open: (row: NotificationRow) => void openRow(row),
    opened,
    closeNotice: () => setOpened(null),
    markAllRead: async () => {
      const count = await reading.markAllRead(kind === 'all' ? undefined : kind);
      void message.success(count > 0 ? `已将${count}条消息标为已读` : '没有未读消息');
    },
  };
}
