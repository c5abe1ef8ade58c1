/**
 * The left pane's data: the caller's conversations, and while a search text is typed the colleagues it finds (the
 * directory needs no List on Person), each with its unread count.
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONTACT_SEARCH_MAX_LENGTH, type FriendContact } from '../../../contract/index';
import { getConversations, searchContacts } from '../../../providers/endpoints/friendMessages';
import { useApi } from '../../app/ApiContext';
import { friendMessageKeys } from '../../friendMessages/friendMessageQueries';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { contactRows } from './conversationModel';

const SEARCH_DELAY_MS = 300;

export function useContactPane(userId: string, selected: FriendContact | null) {
  const { http } = useApi();
  const [keyword, setKeyword] = useState('');
  const search = useDebouncedValue(keyword.trim().slice(0, CONTACT_SEARCH_MAX_LENGTH), SEARCH_DELAY_MS);
  const conversations = useQuery({ queryKey: friendMessageKeys.conversations(userId), queryFn: () => getConversations(http) });
  const found = useQuery({
    queryKey: friendMessageKeys.contacts(userId, search),
    queryFn: () => searchContacts(http, search),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const searching = search !== '';
  const rows = useMemo(
    () => contactRows(conversations.data ?? [], searching ? (found.data ?? []) : null, selected),
    [conversations.data, found.data, searching, selected],
  );
  return {
    keyword,
    setKeyword,
    searching,
    rows,
    conversations: conversations.data,
    loading: conversations.isLoading || (searching && found.isFetching),
  };
}
