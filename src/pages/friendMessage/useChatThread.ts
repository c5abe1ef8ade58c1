/**
 * The open thread: its newest messages, older ones on demand, and marking the other's messages read while the thread
 * is on screen (then the counts drop everywhere, and the other sees 已读). News arrives through the shared live hook.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FriendThreadPage } from '../../../contract/index';
import { getThread, markThreadRead } from '../../../providers/endpoints/friendMessages';
import { useApi } from '../../app/ApiContext';
import { friendMessageKeys } from '../../friendMessages/friendMessageQueries';
import { hasUnreadFrom, olderPageCursor, threadMessages } from './threadModel';

export function useChatThread(userId: string, otherId: string | null) {
  const { http } = useApi();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    queryKey: friendMessageKeys.thread(userId, otherId ?? ''),
    queryFn: ({ pageParam }): Promise<FriendThreadPage> => getThread(http, otherId ?? '', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (_last, pages) => olderPageCursor(pages),
    enabled: otherId !== null,
  });
  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);

  const markRead = useMutation({
    mutationFn: (other: string) => markThreadRead(http, other),
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendMessageKeys.all(userId) }),
  });
  // Each newest unread message is marked once: a failed call is not retried in a loop.
  const markedUpTo = useRef<string | null>(null);
  const newestId = messages[messages.length - 1]?.Id ?? null;
  const unreadFromOther = otherId !== null && hasUnreadFrom(messages, otherId);
  useEffect(() => {
    if (!otherId || !unreadFromOther || newestId === null || markedUpTo.current === newestId) return;
    markedUpTo.current = newestId;
    markRead.mutate(otherId);
  }, [otherId, unreadFromOther, newestId, markRead]);

  return {
    messages,
    loading: thread.isLoading,
    hasOlder: thread.hasNextPage,
    loadingOlder: thread.isFetchingNextPage,
    loadOlder: () => void thread.fetchNextPage(),
  };
}
