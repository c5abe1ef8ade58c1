/**
 * Keeps the caller's 站内消息 current without a reload: a message received (FriendMsg) or a change told by the hub (one
 * sent from another tab, one read) makes every 站内消息 query of this user stale — the envelope's count refetches at
 * once, the chat page's lists when shown (a hidden page's queries are inactive, D-TAB-3). The toast 收到站内消息 is the
 * shell's (useShellNotifications).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useHubEvent } from '../hub/useHubEvent';
import { friendMessageKeys, isFriendMessageUpdate } from './friendMessageQueries';

export function useFriendMessageLive(userId: string | null): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: friendMessageKeys.all(userId) });
  useHubEvent('FriendMsg', refresh);
  useHubEvent('data_update', (name) => {
    if (isFriendMessageUpdate(String(name))) refresh();
  });
}
