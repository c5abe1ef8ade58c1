/**
 * `?q={message id}` (a notification's link, or the old compose address /FriendMessage/add): opens the conversation
 * the message belongs to, once, when the message and the conversations have loaded. The message is read through the
 * generic Get, which answers only its sender and receiver.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useOne } from '@refinedev/core';
import type { ApiRecord, FriendContact, FriendConversation } from '../../../contract/index';
import { contactForMessage } from './conversationModel';

export function useOpenFromAddress(conversations: readonly FriendConversation[] | undefined, myId: string, open: (contact: FriendContact) => void): void {
  const [params] = useSearchParams();
  const messageId = params.get('q');
  const { result: message } = useOne<ApiRecord>({ resource: 'FriendMessage', id: messageId ?? '', queryOptions: { enabled: Boolean(messageId) } });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!messageId || opened.current === messageId || !conversations) return;
    const contact = contactForMessage(conversations, message, myId);
    if (!contact) return;
    opened.current = messageId;
    open(contact);
  }, [messageId, message, conversations, myId, open]);
}
