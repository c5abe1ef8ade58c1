import { useEffect, useState } from 'react';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FlowCenterList } from './FlowCenterList';
import { FLOW_CENTER_TABS, type FlowCenterTab } from '../../../contract/index';
import { centerStatusOf, centerTabOf } from './flowCenterView';

const TAB_LABELS: Record<FlowCenterTab, string> = { pending: '待我审批', decided: '我已审批', started: '我发起的', cc: '抄送我的' };

/**
 * /FlowCenter 审批中心: what waits for me (decided one by one or in a batch), what I decided, what I applied for, what
 * was copied to me. `?tab=started` opens 我发起的 (the home page's 我的申请 links there), `&status=已退回` narrowed to a
 * state (each figure of 我的申请); a chosen tab and state are kept in the address, so a reload or the browser's back
 * button returns to them.
 */
export default function FlowCenterPage() {
  usePageTitle('审批中心');
  const [params, setParams] = useSearchParams();
  const named = centerTabOf(params.get('tab'));
  const status = centerStatusOf(params.get('status'));
  // The tab switches at once on a click; the address follows. An address that names another tab (the home page's
  // link to an open 审批中心) switches it too.
  const [active, setActive] = useState(named);
  useEffect(() => setActive(named), [named]);
  return (
    <Card title="审批中心" className="flow-center-page">
      <Tabs
        activeKey={active}
        onChange={(key) => {
          setActive(centerTabOf(key));
          setParams(key === 'pending' ? {} : { tab: key }, { replace: true });
        }}
        items={FLOW_CENTER_TABS.map((key) => ({
          key,
          label: TAB_LABELS[key],
          children:
            key === 'started' ? (
              <FlowCenterList
                tab={key}
                status={status}
                onStatusChange={(next) => setParams({ tab: key, ...(next ? { status: next } : {}) }, { replace: true })}
              />
            ) : (
              <FlowCenterList tab={key} />
            ),
        }))}
      />
    </Card>
  );
}
