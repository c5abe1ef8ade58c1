/** How many 站内消息 wait unread for the logged-in user, kept live (the toolbar's envelope), when `enabled`. */
import { useQuery } from '@tanstack/react-query';
import { getUnreadFriendMessageCount } from '../../providers/endpoints/friendMessages';
import { useApi } from '../app/ApiContext';
import { useCurrentUser } from '../session/useSessionActions';
import { friendMessageKeys } from './friendMessageQueries';
import { useFriendMessageLive } from './useFriendMessageLive';

export function useUnreadFriendMessages(enabled: boolean): number {
  const { http } = useApi();
  const userId = useCurrentUser()?.Id ?? null;
  useFriendMessageLive(userId);
  const unread = useQuery({
    queryKey: friendMessageKeys.unread(userId),
    queryFn: () => getUnreadFriendMessageCount(http),
    enabled: enabled && userId !== null,
  });
  return unread.data ?? 0;
}
