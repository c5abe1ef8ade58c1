import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeSummary } from '../../../contract/index';
import { cancelNotice, getNoticeReceipts, listNotices } from '../../../providers/endpoints/notices';
import { useApi } from '../../app/ApiContext';
import { useHubEvent } from '../../hub/useHubEvent';
import { usePagedSearch } from '../../list/usePagedSearch';
import { useApp } from '../../app/AppHolders';

export const PUBLISHED_NOTICES_KEY = ['notice', 'published'] as const;
/** The data_update name the server sends a notice's sender when a recipient reads it (server/notify/notifyRoutes.ts). */
export const NOTICE_UPDATE_NAME = 'Notice';

/**
 * Published notices — the caller's own ('mine') or, for administrators, everyone's ('all') — with their receipts: the
 * counts in the list, who has read and who not in a drawer. A recipient reading one updates both live.
 */
export function usePublishedNotices(scope: 'mine' | 'all') {
  const { http } = useApi();
  const { message, modal } = useApp();
  const queryClient = useQueryClient();
  const { page, pagination, firstIndex } = usePagedSearch<Record<string, never>>();
  const [receiptsOf, setReceiptsOf] = useState<NoticeSummary | null>(null);
  const list = useQuery({
    queryKey: [...PUBLISHED_NOTICES_KEY, scope, page.index, page.size],
    queryFn: () => listNotices(http, scope, page.index, page.size),
    placeholderData: keepPreviousData,
  });
  const receipts = useQuery({
    queryKey: [...PUBLISHED_NOTICES_KEY, 'receipts', receiptsOf?.Id ?? null],
    queryFn: () => getNoticeReceipts(http, receiptsOf?.Id ?? ''),
    enabled: receiptsOf !== null,
  });
  useHubEvent('data_update', (name) => {
    if (String(name) === NOTICE_UPDATE_NAME) void queryClient.invalidateQueries({ queryKey: PUBLISHED_NOTICES_KEY });
  });
  return {
    rows: list.data?.Data ?? [],
    loading: list.isFetching,
    failed: list.isError,
    pagination: pagination(list.data?.Total ?? 0),
    firstIndex,
    refresh: () => void queryClient.invalidateQueries({ queryKey: PUBLISHED_NOTICES_KEY }),
    receiptsOf,
    receipts: receipts.data ?? null,
    receiptsLoading: receipts.isFetching,
    showReceipts: setReceiptsOf,
    cancel: (notice: NoticeSummary) => {
      modal.confirm({
        title: '撤销定时通知',
        content: `确定撤销「${notice.Title}」吗?撤销后不再发送。`,
        okText: '撤销',
        cancelText: '取消',
        onOk: async () => {
          await cancelNotice(http, notice.Id);
          void message.success('已撤销');
          await queryClient.invalidateQueries({ queryKey: PUBLISHED_NOTICES_KEY });
        },
      });
    },
  };
}
