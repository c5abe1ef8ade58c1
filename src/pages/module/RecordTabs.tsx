import { Tabs } from 'antd';
import type { FlowRecordHistory } from '../../../contract/index';
import { FlowHistorySection } from '../../flow/RecordFlowPanel';
import { RecordHistoryPanel } from '../../history/RecordHistoryPanel';

interface RecordTabsProps {
  module: string;
  recordId: string;
  /** The approval's history, on an approval module; null: no 审批记录 tab. */
  flow: { history: FlowRecordHistory | null; failed: boolean } | null;
}

/** Below a saved record's form: 审批记录 (on an approval module) and beside it 修改记录, opened when chosen. */
export function RecordTabs({ module, recordId, flow }: RecordTabsProps) {
  const items = [
    ...(flow
      ? [{ key: 'flow', label: '审批记录', children: <FlowHistorySection module={module} recordId={recordId} history={flow.history} failed={flow.failed} /> }]
      : []),
    { key: 'changes', label: '修改记录', children: <RecordHistoryPanel module={module} recordId={recordId} /> },
  ];
  return <Tabs data-testid="record-tabs" style={{ marginTop: 16 }} items={items} />;
}
