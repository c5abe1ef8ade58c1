import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '@refinedev/core';
import type { FlowRecordState } from '../../contract/index';
import { getFlowState, submitForApproval } from '../../providers/endpoints/flowActions';
import { useApi } from '../app/ApiContext';
import { flowRecordKey } from './useRecordFlow';
import { useApp } from '../app/AppHolders';

export interface SubmitRecord {
  busyId: string | null;
  /** The 自选 steps of the record being submitted, while the applicant chooses their people. */
  choosing: { id: string; steps: FlowRecordState['ChosenSteps'] } | null;
  submit: (id: string) => Promise<void>;
  submitChosen: (chosen: Record<string, string[]>) => Promise<void>;
  cancelChoice: () => void;
}

/**
 * 提交 from a list row: the record is saved already, so it goes straight to the server — after asking the people of
 * its 自选 steps when its route has any. The list, the record's flow and the bell refresh after.
 */
export function useSubmitRecord(module: string): SubmitRecord {
  const { http } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<SubmitRecord['choosing']>(null);

  const send = useCallback(
    async (id: string, chosen?: Record<string, string[]>) => {
      setBusyId(id);
      try {
        await submitForApproval(http, module, id, chosen);
        void message.success('已提交审批');
        setChoosing(null);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: flowRecordKey(module, id) }),
          queryClient.invalidateQueries({ queryKey: ['shell'] }),
          invalidate({ resource: module, id, invalidates: ['detail', 'list'] }),
        ]);
      } catch {
        // The HTTP client has already shown the server's message.
      } finally {
        setBusyId(null);
      }
    },
    [http, module, message, queryClient, invalidate],
  );

  const submit = useCallback(
    async (id: string) => {
      setBusyId(id);
      const state = await getFlowState(http, module, id).catch(() => null);
      setBusyId(null);
      const steps = state?.ChosenSteps ?? [];
      if (steps.length > 0) setChoosing({ id, steps });
      else await send(id);
    },
    [http, module, send],
  );

  const submitChosen = useCallback(
    async (chosen: Record<string, string[]>) => {
      if (choosing) await send(choosing.id, chosen);
    },
    [choosing, send],
  );

  return { busyId, choosing, submit, submitChosen, cancelChoice: () => setChoosing(null) };
}
