import { useState } from 'react';
import type { FlowCenterRow, FlowCenterTab } from '../../../contract/index';
import { BatchDecisionBar } from './BatchDecisionBar';
import { FlowCenterFilters } from './FlowCenterFilters';
import { FlowCenterTable } from './FlowCenterTable';
import { StartedStatusFilter } from './StartedStatusFilter';
import { useFlowCenterList } from './useFlowCenterList';

interface Props {
  tab: FlowCenterTab;
  fixedModule?: string;
  /** 我发起的: the state the page's address names, and how to name another. */
  status?: string;
  onStatusChange?: (status: string | undefined) => void;
}

/**
 * One list of the centre with its filter row; a checklist passes its module, which then is neither shown nor chosen.
 * 待我审批 (and a checklist) may choose rows and decide them together (批量审批); 我发起的 is narrowed by state.
 */
export function FlowCenterList({ tab, fixedModule, status, onStatusChange }: Props) {
  const list = useFlowCenterList(tab, fixedModule, status);
  const showModule = fixedModule === undefined;
  const [selected, setSelected] = useState<FlowCenterRow[]>([]);
  const batch = tab === 'pending';
  return (
    <>
      {/* The state stays as the address says while the other filters change. */}
      <FlowCenterFilters onSearch={(filters) => list.search({ ...filters, status: list.filters.status })} showModule={showModule} />
      {tab === 'started' && onStatusChange ? <StartedStatusFilter status={list.filters.status} counts={list.counts} onChange={onStatusChange} /> : null}
      {batch ? <BatchDecisionBar selected={selected} rows={list.rows} onDone={() => setSelected([])} /> : null}
      <FlowCenterTable tab={tab} list={list} showModule={showModule} selection={batch ? { selected, onChange: setSelected } : undefined} />
    </>
  );
}
