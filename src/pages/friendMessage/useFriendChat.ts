/** The chat page's controller: who is selected, the left pane, the open thread, the draft and sending. */
import { useState } from 'react';
import type { FriendContact } from '../../../contract/index';
import { useCurrentUser } from '../../session/useSessionActions';
import { useChatThread } from './useChatThread';
import { useContactPane } from './useContactPane';
import { useDrafts } from './useDrafts';
import { useSendMessage } from './useSendMessage';
import { useOpenFromAddress } from './useOpenFromAddress';

export function useFriendChat() {
  const userId = useCurrentUser()?.Id ?? '';
  const [selected, setSelected] = useState<FriendContact | null>(null);
  const pane = useContactPane(userId, selected);
  useOpenFromAddress(pane.conversations, userId, setSelected);
  const thread = useChatThread(userId, selected?.Id ?? null);
  const { draftOf, setDraft } = useDrafts(userId);
  const sender = useSendMessage(userId, setDraft);
  const otherId = selected?.Id ?? null;
  const draft = otherId ? draftOf(otherId) : null;

  return {
    userId,
    selected,
    select: setSelected,
    pane,
    thread,
    draft,
    /** Typing goes into the open conversation's draft only. */
    setText: (text: string) => otherId && setDraft(otherId, (current) => ({ ...current, text })),
    removeAttachment: () => otherId && setDraft(otherId, (current) => ({ ...current, attachment: null })),
    attach: (file: File) => otherId && sender.attach(otherId, file),
    send: () => otherId && draft && sender.send(otherId, draft),
    sending: sender.sending,
    uploading: sender.uploading,
  };
}
