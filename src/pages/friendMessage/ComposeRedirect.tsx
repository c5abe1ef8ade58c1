import { Navigate, useLocation } from 'react-router';

/**
 * The old compose addresses: /FriendMessage/add opens the chat (a message's `?q=` opens its conversation) and
 * /Notify/add the notify centre's publish form, or, for a notification's own link (`?q=`), the person's 系统消息.
 * The generic form would ask people to fill 发送人, 发送时间 and 是否已读 themselves; the server sets those (D-CHAT-2).
 */
export function FriendMessageComposeRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/friendMessage/list${search}`} replace />;
}

export function NotifyComposeRedirect() {
  const { search } = useLocation();
  return <Navigate to={new URLSearchParams(search).has('q') ? '/notifyMessage' : '/notifyCenter'} replace />;
}
