import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '@refinedev/core';
import type { FlowAddSignerPosition, FlowRecordHistory, FlowRecordState } from '../../contract/index';
import {
  addSigner,
  decideApproval,
  getFlowHistory,
  getFlowState,
  remindApprovers,
  submitForApproval,
  transferApproval,
  withdrawApproval,
} from '../../providers/endpoints/flowActions';
import { useApi } from '../app/ApiContext';
import { useHubEvent } from '../hub/useHubEvent';
import type { DecisionSpec } from './flowView';
import { FLOW_PHRASES_KEY } from './useFlowPickers';
import { useApp } from '../app/AppHolders';

/** Every query of one record's flow; the shell's (bell) queries all start with 'shell'. */
export const flowRecordKey = (module: string, id: string | null) => ['flowRecord', module, id] as const;
const SHELL_KEY = ['shell'] as const;

export interface RecordFlow {
  /** null for a new record, while loading, or when the server says the module has no approval. */
  state: FlowRecordState | null;
  history: FlowRecordHistory | null;
  /** The state is still on its way: the form waits, so it opens read-only or editable once and for all. */
  loading: boolean;
  historyError: boolean;
  busy: boolean;
  /**
   * Saves the form first (saveFirst answers the record's id, or null when the save did not happen), then submits —
   * unless the route has 自选 steps, whose people the applicant must choose first (then submitChosen).
   */
  submit: (saveFirst: () => Promise<string | null>) => Promise<SubmitOutcome>;
  submitChosen: (id: string, chosen: Record<string, string[]>) => Promise<boolean>;
  /** 退回 goes to the applicant (returnTo 0) or an earlier step. */
  decide: (spec: DecisionSpec, opinion: string, returnTo?: number) => Promise<boolean>;
  withdraw: () => Promise<boolean>;
  transfer: (toUserId: string, opinion: string) => Promise<boolean>;
  addSigner: (userId: string, position: FlowAddSignerPosition, opinion: string) => Promise<boolean>;
  remind: () => Promise<boolean>;
}

export type SubmitOutcome = { kind: 'submitted'; id: string } | { kind: 'choose'; id: string; steps: FlowRecordState['ChosenSteps'] } | { kind: 'failed' };

/**
 * A record's approval on its form: where it stands for the caller and its history, 提交 and the decisions. After an
 * action — or a flow notice from the hub, which may be about this record — the state, the history, the record itself,
 * the lists and the bell are fetched again.
 */
export function useRecordFlow(module: string, recordId: string | null, enabled: boolean): RecordFlow {
  const { http } = useApi();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const active = enabled && recordId !== null;
  const key = flowRecordKey(module, recordId);
  // A state that fails (not an approval module after all, or out of reach) leaves the form as it always was.
  const state = useQuery({
    queryKey: [...key, 'state'],
    queryFn: () => getFlowState(http, module, recordId ?? ''),
    enabled: active,
    staleTime: 0,
    retry: false,
  });
  const history = useQuery({
    queryKey: [...key, 'history'],
    queryFn: () => getFlowHistory(http, module, recordId ?? ''),
    enabled: active,
    staleTime: 0,
    retry: false,
  });
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(
    async (id: string) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: flowRecordKey(module, id) }),
        queryClient.invalidateQueries({ queryKey: SHELL_KEY }),
        // A new opinion may now be among the person's 常用语.
        queryClient.invalidateQueries({ queryKey: FLOW_PHRASES_KEY }),
        invalidate({ resource: module, id, invalidates: ['detail', 'list'] }),
      ]);
    },
    [queryClient, invalidate, module],
  );

  // Someone else's decision reaches the applicant as a notice: the open form follows without a reload.
  useHubEvent('NotifyMessage', () => {
    if (recordId !== null && active) void refresh(recordId);
  });

  /** Runs one action on the record: the success message, then everything about it fetched again; false when refused. */
  const run = useCallback(
    async (id: string, action: () => Promise<unknown>, done: string) => {
      setBusy(true);
      try {
        await action();
        void message.success(done);
        await refresh(id);
        return true;
      } catch {
        // The HTTP client has already shown the server's message.
        return false;
      } finally {
        setBusy(false);
      }
    },
    [message, refresh, setBusy],
  );

  const submit = useCallback(
    async (saveFirst: () => Promise<string | null>): Promise<SubmitOutcome> => {
      setBusy(true);
      let id: string | null = null;
      try {
        id = await saveFirst();
        if (id === null) return { kind: 'failed' };
        // The saved record's route may have 自选 steps (its field values choose the branch): ask for their people first.
        const fresh = await getFlowState(http, module, id).catch(() => null);
        const steps = fresh?.ChosenSteps ?? [];
        if (steps.length > 0) return { kind: 'choose', id, steps };
      } catch {
        return { kind: 'failed' };
      } finally {
        setBusy(false);
      }
      const savedId = id;
      return (await run(savedId, () => submitForApproval(http, module, savedId), '已提交审批')) ? { kind: 'submitted', id: savedId } : { kind: 'failed' };
    },
    [http, module, run, setBusy],
  );

  const submitChosen = useCallback(
    (id: string, chosen: Record<string, string[]>) => run(id, () => submitForApproval(http, module, id, chosen), '已提交审批'),
    [http, module, run],
  );

  const onRecord = useCallback(
    (action: (id: string) => Promise<unknown>, done: string) => (recordId === null ? Promise.resolve(false) : run(recordId, () => action(recordId), done)),
    [recordId, run],
  );

  const decide = useCallback(
    (spec: DecisionSpec, opinion: string, returnTo?: number) =>
      onRecord((id) => decideApproval(http, { module, id, decision: spec.decision, opinion: opinion.trim(), returnTo }), `已${spec.label}`),
    [http, module, onRecord],
  );
  const withdraw = useCallback(() => onRecord((id) => withdrawApproval(http, module, id), '已撤回'), [http, module, onRecord]);
  const transfer = useCallback(
    (toUserId: string, opinion: string) => onRecord((id) => transferApproval(http, module, id, toUserId, opinion.trim()), '已转办'),
    [http, module, onRecord],
  );
  const addSignerTo = useCallback(
    (userId: string, position: FlowAddSignerPosition, opinion: string) =>
      onRecord((id) => addSigner(http, { module, id, userId, position, opinion: opinion.trim() }), '已加签'),
    [http, module, onRecord],
  );
  const remind = useCallback(() => onRecord((id) => remindApprovers(http, module, id), '已催办,审批人会收到提醒'), [http, module, onRecord]);

  return {
    state: active ? (state.data ?? null) : null,
    history: active ? (history.data ?? null) : null,
    loading: active && state.isLoading,
    historyError: history.isError,
    busy,
    submit,
    submitChosen,
    decide,
    withdraw,
    transfer,
    addSigner: addSignerTo,
    remind,
  };
}
