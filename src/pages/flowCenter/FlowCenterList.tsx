import type { FlowCenterTab } from '../../../contract/index';
import { FlowCenterFilters } from './FlowCenterFilters';
import { FlowCenterTable } from './FlowCenterTable';
import { useFlowCenterList } from './useFlowCenterList';

/** One list of the centre with its filter row; a checklist passes its module, which then is neither shown nor chosen. */
export function FlowCenterList({ tab, fixedModule }: { tab: FlowCenterTab; fixedModule?: string }) {
  const list = useFlowCenterList(tab, fixedModule);
  const showModule = fixedModule === undefined;
  return (
    <>
      <FlowCenterFilters onSearch={list.search} showModule={showModule} />
      <FlowCenterTable tab={tab} list={list} showModule={showModule} />
    </>
  );
}
