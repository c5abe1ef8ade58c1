import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { fetchFlowPlan } from '../../providers/endpoints/flowPlan';
import { useApi } from '../app/ApiContext';
import { FlowDiagram } from './FlowDiagram';
import { flowRecordKey } from './useRecordFlow';

/** The diagram of one record's route, loaded from the server; for the record form (or any page that knows the record). */
export function FlowDiagramPanel({ module, id }: { module: string; id: string }) {
  const { http } = useApi();
  const plan = useQuery({
    // Under the record's flow key: every action on the record (useRecordFlow) refreshes the diagram too.
    queryKey: [...flowRecordKey(module, id), 'plan'],
    queryFn: ({ signal }) => fetchFlowPlan(http, module, id, signal),
    staleTime: 0,
    retry: false,
  });
  if (plan.isLoading) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (plan.isError || !plan.data) return <Alert type="warning" showIcon message="审批流程图暂时无法显示" />;
  return <FlowDiagram plan={plan.data} />;
}
