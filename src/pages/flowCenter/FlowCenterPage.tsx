import { Card, Tabs } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FlowCenterList } from './FlowCenterList';

/** /FlowCenter 审批中心: what waits for me (decided one by one or in a batch), what I decided, what I applied for, what was copied to me. */
export default function FlowCenterPage() {
  usePageTitle('审批中心');
  return (
    <Card title="审批中心" className="flow-center-page">
      <Tabs
        items={[
          { key: 'pending', label: '待我审批', children: <FlowCenterList tab="pending" /> },
          { key: 'decided', label: '我已审批', children: <FlowCenterList tab="decided" /> },
          { key: 'started', label: '我发起的', children: <FlowCenterList tab="started" /> },
          { key: 'cc', label: '抄送我的', children: <FlowCenterList tab="cc" /> },
        ]}
      />
    </Card>
  );
}
