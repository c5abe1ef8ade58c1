import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FlowBatchDecideResult, FlowCenterRow, FlowDecision } from '../../../contract/index';
import { batchDecide } from '../../../providers/endpoints/flowMore';
import { useApi } from '../../app/ApiContext';
import { FLOW_PHRASES_KEY } from '../../flow/useFlowPickers';
import { batchSummary, type BatchSummary } from './flowCenterView';

export interface BatchDecide {
  busy: boolean;
  /** The last batch's outcome, until the person closes it. */
  summary: BatchSummary | null;
  run: (rows: readonly FlowCenterRow[], decision: FlowDecision, opinion: string) => Promise<FlowBatchDecideResult | null>;
  closeSummary: () => void;
}

/**
 * 批量审批 on 待我审批: the chosen items decided with one opinion; afterwards every centre list, the bell and the
 * records' flows are fetched again, and the summary says what succeeded and why the rest did not.
 */
export function useBatchDecide(): BatchDecide {
  const { http } = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<BatchSummary | null>(null);

  const run = useCallback(
    async (rows: readonly FlowCenterRow[], decision: FlowDecision, opinion: string) => {
      setBusy(true);
      try {
        const result = await batchDecide(http, { Ids: rows.map((row) => row.Id), Decision: decision, Opinion: opinion.trim() });
        setSummary(batchSummary(result, rows));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['flowCenter'] }),
          queryClient.invalidateQueries({ queryKey: ['shell'] }),
          queryClient.invalidateQueries({ queryKey: ['flowRecord'] }),
          queryClient.invalidateQueries({ queryKey: FLOW_PHRASES_KEY }),
        ]);
        return result;
      } catch {
        // A refused batch (too many, a bad decision) has shown the server's message.
        return null;
      } finally {
        setBusy(false);
      }
    },
    [http, queryClient],
  );

  return { busy, summary, run, closeSummary: () => setSummary(null) };
}
