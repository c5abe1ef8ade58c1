import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import type { FlowRecordHistory, FlowRecordState } from '../../contract/index';
import { decideApproval, getFlowHistory, getFlowState, submitForApproval } from '../../providers/endpoints/flowActions';
import { useApi } from '../app/ApiContext';
import { useHubEvent } from '../hub/useHubEvent';
import type { DecisionSpec } from './flowView';

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
  /** Saves the form first (saveFirst answers the record's id, or null when the save did not happen), then submits. */
  submit: (saveFirst: () => Promise<string | null>) => Promise<string | null>;
  decide: (spec: DecisionSpec, opinion: string) => Promise<boolean>;
}

/**
 * A record's approval on its form: where it stands for the caller and its history, 提交 and the decisions. After an
 * action — or a flow notice from the hub, which may be about this record — the state, the history, the record itself,
 * the lists and the bell are fetched again.
 */
export function useRecordFlow(module: string, recordId: string | null, enabled: boolean): RecordFlow {
  const { http } = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const active = enabled && recordId !== null;
  const key = flowRecordKey(module, recordId);
  // A state that fails (not an approval module after all, or out of reach) leaves the form as it always was.
  const state = useQuery({ queryKey: [...key, 'state'], queryFn: () => getFlowState(http, module, recordId ?? ''), enabled: active, staleTime: 0, retry: false });
  const history = useQuery({ queryKey: [...key, 'history'], queryFn: () => getFlowHistory(http, module, recordId ?? ''), enabled: active, staleTime: 0, retry: false });
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async (id: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: flowRecordKey(module, id) }),
      queryClient.invalidateQueries({ queryKey: SHELL_KEY }),
      invalidate({ resource: module, id, invalidates: ['detail', 'list'] }),
    ]);
  }, [queryClient, invalidate, module]);

  // Someone else's decision reaches the applicant as a notice: the open form follows without a reload.
  useHubEvent('NotifyMessage', () => {
    if (recordId !== null && active) void refresh(recordId);
  });

  const submit = useCallback(async (saveFirst: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const id = await saveFirst();
      if (id === null) return null;
      await submitForApproval(http, module, id);
      void message.success('已提交审批');
      await refresh(id);
      return id;
    } catch {
      // The HTTP client has already shown the server's message.
      return null;
    } finally {
      setBusy(false);
    }
  }, [http, module, message, refresh, setBusy]);

  const decide = useCallback(async (spec: DecisionSpec, opinion: string) => {
    if (recordId === null) return false;
    setBusy(true);
    try {
      await decideApproval(http, { module, id: recordId, decision: spec.decision, opinion: opinion.trim() });
      void message.success(`已${spec.label}`);
      await refresh(recordId);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, [http, module, recordId, message, refresh, setBusy]);

  return {
    state: active ? (state.data ?? null) : null,
    history: active ? (history.data ?? null) : null,
    loading: active && state.isLoading,
    historyError: history.isError,
    busy,
    submit,
    decide,
  };
}
