import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FlowDefinitionWarning } from '../../../contract/index';
import type { FlowNode } from '../../../contract/flowDefinition';
import { getDefinitionWarnings } from '../../../providers/endpoints/flowMore';
import { useApi } from '../../app/ApiContext';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { toStored } from './designerModel';
import { draftProblems } from './draftProblems';

/** Edits settle for this long before the draft is checked again (one request per pause, not per keystroke). */
const SETTLE_MS = 400;

export interface DefinitionWarnings {
  /** In the definition's order. */
  all: readonly FlowDefinitionWarning[];
  /** By approver node Key: what the card shows. */
  byKey: ReadonlyMap<string, readonly string[]>;
}

/**
 * The steps of the draft that can be left with nobody to approve them (or name someone who cannot act), as the
 * server finds them against today's people (core/flow/deadEnds.ts). Asked once the draft is complete and has settled;
 * the last answer stays in view while the next is on its way. Advice only: saving is not blocked by it.
 */
export function useDefinitionWarnings(moduleName: string, nodes: readonly FlowNode[]): DefinitionWarnings {
  const { http } = useApi();
  const steps = useMemo(() => (draftProblems(nodes).length === 0 ? toStored(nodes) : null), [nodes]);
  const settled = useDebouncedValue(steps, SETTLE_MS);
  const query = useQuery({
    queryKey: ['flowDefinitionWarnings', moduleName, settled],
    queryFn: ({ signal }) => getDefinitionWarnings(http, { ModuleName: moduleName, Steps: settled ?? '[]' }, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const all = useMemo(() => (steps === null ? [] : (query.data ?? [])), [steps, query.data]);
  const byKey = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const warning of all) map.set(warning.Key, [...(map.get(warning.Key) ?? []), warning.Message]);
    return map;
  }, [all]);
  return { all, byKey };
}
