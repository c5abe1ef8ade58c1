import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NoticeAttachment } from '../../../contract/index';
import { publishNotice } from '../../../providers/endpoints/notices';
import { uploadResource } from '../../../providers/endpoints/resources';
import { useApi } from '../../app/ApiContext';
import { EMPTY_NOTICE_FORM, formProblem, toDraft, type NoticeFormState } from './noticeForm';
import { PUBLISHED_NOTICES_KEY } from './usePublishedNotices';
import { useApp } from '../../app/AppHolders';

/** The publish form: its state, attachments uploaded as they are chosen, checks before sending, and the send. */
export function useNoticeForm() {
  const { http } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<NoticeFormState>(EMPTY_NOTICE_FORM);
  // Remounting the editor is how it empties after a send.
  const [generation, setGeneration] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const update = (patch: Partial<NoticeFormState>) => setState((current) => ({ ...current, ...patch }));
  return {
    state,
    update,
    generation,
    problem,
    sending,
    upload: async (file: File, onProgress: (percent: number) => void): Promise<NoticeAttachment | null> => {
      const stored = await uploadResource(http, file, onProgress);
      if (!stored) return null;
      const attachment = { Id: stored.Id, Name: stored.Name };
      setState((current) => ({ ...current, attachments: [...current.attachments, attachment] }));
      return attachment;
    },
    removeAttachment: (id: string) => setState((current) => ({ ...current, attachments: current.attachments.filter((file) => file.Id !== id) })),
    submit: async (): Promise<boolean> => {
      const found = formProblem(state, new Date());
      setProblem(found);
      if (found) return false;
      setSending(true);
      try {
        const result = await publishNotice(http, toDraft(state));
        void message.success(result.State === '待发送' ? `已定时,将于${state.sendAt ?? ''}发送` : `已发送给${result.RecipientCount}人`);
        setState(EMPTY_NOTICE_FORM);
        setGeneration((n) => n + 1);
        await queryClient.invalidateQueries({ queryKey: PUBLISHED_NOTICES_KEY });
        return true;
      } catch {
        // The HTTP layer showed the server's message.
        return false;
      } finally {
        setSending(false);
      }
    },
  };
}
