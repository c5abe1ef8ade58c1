import { useState } from 'react';
import type { FlowCenterRow, FlowCenterTab } from '../../../contract/index';
import { BatchDecisionBar } from './BatchDecisionBar';
import { FlowCenterFilters } from './FlowCenterFilters';
import { FlowCenterTable } from './FlowCenterTable';
import { useFlowCenterList } from './useFlowCenterList';

/**
 * One list of the centre with its filter row; a checklist passes its module, which then is neither shown nor chosen.
 * 待我审批 (and a checklist) may choose rows and decide them together (批量审批).
 */
export function FlowCenterList({ tab, fixedModule }: { tab: FlowCenterTab; fixedModule?: string }) {
  const list = useFlowCenterList(tab, fixedModule);
  const showModule = fixedModule === undefined;
  const [selected, setSelected] = useState<FlowCenterRow[]>([]);
  const batch = tab === 'pending';
  return (
    <>
      <FlowCenterFilters onSearch={list.search} showModule={showModule} />
      {batch ? <BatchDecisionBar selected={selected} rows={list.rows} onDone={() => setSelected([])} /> : null}
      <FlowCenterTable tab={tab} list={list} showModule={showModule} selection={batch ? { selected, onChange: setSelected } : undefined} />
    </>
  );
}
