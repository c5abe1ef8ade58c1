import { Card } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FlowCenterList } from './FlowCenterList';

/** /FlowProcessList 我已审批: the approvals I decided, with my decision and opinion. */
export default function FlowProcessListPage() {
  usePageTitle('我已审批');
  return (
    <Card title="我已审批" className="flow-center-single">
      <FlowCenterList tab="decided" />
    </Card>
  );
}
