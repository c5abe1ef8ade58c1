/**
 * Sending from the open conversation: the draft's text and attachment go to the server, which sets sender, time and
 * read flag. The draft is cleared only once the server has the message (and only if the user has not typed on since);
 * a refusal leaves it as it was, so nothing typed is lost. Attachments go through the resource store first.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FriendMessageItem, FriendThreadPage } from '../../../contract/index';
import { sendFriendMessage } from '../../../providers/endpoints/friendMessages';
import { uploadResource } from '../../../providers/endpoints/resources';
import { useApi } from '../../app/ApiContext';
import { friendMessageKeys } from '../../friendMessages/friendMessageQueries';
import { EMPTY_DRAFT, type Draft } from './drafts';
import { useApp } from '../../app/AppHolders';

interface Sending {
  otherId: string;
  draft: Draft;
}

/** The sent message on top of the thread's newest page, before the refetch confirms it. */
function withSent(data: InfiniteData<FriendThreadPage> | undefined, sent: FriendMessageItem): InfiniteData<FriendThreadPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest, Messages: [sent, ...newest.Messages] }, ...older] };
}

export function useSendMessage(userId: string, setDraft: (contactId: string, update: (draft: Draft) => Draft) => void) {
  const { http } = useApi();
  const queryClient = useQueryClient();
  const { message } = useApp();

  const send = useMutation({
    mutationFn: ({ otherId, draft }: Sending) =>
      sendFriendMessage(http, { Receiver_Id: otherId, Content: draft.text, Attachment_Id: draft.attachment?.Id ?? null }),
    onSuccess: (sent, { otherId, draft }) => {
      setDraft(otherId, (current) => (current.text === draft.text && current.attachment?.Id === draft.attachment?.Id ? EMPTY_DRAFT : current));
      queryClient.setQueryData<InfiniteData<FriendThreadPage>>(friendMessageKeys.thread(userId, otherId), (data) => withSent(data, sent));
      void queryClient.invalidateQueries({ queryKey: friendMessageKeys.all(userId) });
    },
  });

  const upload = useMutation({
    mutationFn: async ({ otherId, file }: { otherId: string; file: File }) => ({ otherId, resource: await uploadResource(http, file) }),
    onSuccess: ({ otherId, resource }) => {
      if (!resource) {
        void message.error('附件上传失败');
        return;
      }
      setDraft(otherId, (current) => ({ ...current, attachment: { Id: resource.Id, Name: resource.Name } }));
    },
  });

  return {
    send: (otherId: string, draft: Draft) => {
      if (draft.text.trim() === '' || send.isPending) return;
      send.mutate({ otherId, draft });
    },
    sending: send.isPending,
    attach: (otherId: string, file: File) => upload.mutate({ otherId, file }),
    uploading: upload.isPending,
  };
}
