import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Card, Spin } from 'antd';
import type { ModuleStruts } from '../../../contract/index';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { formPageTitle } from './formPageTitle';
import { ModuleForm } from '../../forms/ModuleForm';
import { useCloseCurrentTab } from '../../layout/tabs/pageContext';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { RecordPrintButton } from '../../print/RecordPrintButton';
import { useRecordFlow } from '../../flow/useRecordFlow';
import { flowButtons, isApprovalModule } from '../../flow/flowView';
import { FlowStatusBar } from '../../flow/RecordFlowPanel';
import { FlowActionButtons } from '../../flow/FlowActionButtons';
import { withPresetDefaults } from '../../list/listPreset';
import { ExpertReviewsSection } from '../expertReview/ExpertReviewsSection';
import { RecordTabs } from './RecordTabs';
import ModuleMissing from './ModuleMissing';

/** /{module}/add — the generic form; `?q={id}` opens a record. */
export default function ModuleFormPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  if (struts.isError) return <ModuleMissing />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleFormCard struts={struts.data} />;
}

/**
 * The form in a card, with 打印 in its header once a saved record is open; saving or cancelling goes back to the
 * module's list. A saved record shows its 修改记录 below; on an approval module the card also shows the status, the
 * approval buttons and the 审批记录 tab, and the form opens read-only whenever the approval's state says so (审核中,
 * decided, or the caller judges it).
 */
function ModuleFormCard({ struts: described }: { struts: ModuleStruts }) {
  const [search] = useSearchParams();
  const closeThisTab = useCloseCurrentTab();
  const recordId = search.get('q');
  // A new record opened from a preset list (?ReviewType=AnimalEthicsCheck) starts on that list's value.
  const struts = useMemo(() => (recordId === null ? withPresetDefaults(described, search) : described), [described, recordId, search]);
  const permissions = usePermissionIndex();
  const approval = isApprovalModule(struts.FieldInfoStruts);
  const flow = useRecordFlow(struts.Name, recordId, approval);
  // A record opened by someone who may not change it (or a form of records only the system writes) is shown read-only.
  const mayWrite = permissions?.can(struts.Name, recordId ? 'Update' : 'Add') ?? false;
  const readOnly = !mayWrite || (flow.state?.ReadOnly ?? false);
  const title = formPageTitle(struts.Description, recordId, permissions ? readOnly : false);
  usePageTitle(title);
  // The approval is shown once the server has answered for a saved record (a module without approval answers no state).
  const showFlow = approval && (recordId === null ? mayWrite : flow.state !== null);
  const buttons = flowButtons(recordId === null ? null : flow.state);
  // Done with this form (saved or cancelled): its tab closes, so stale input never waits in a hidden tab.
  const backToList = () => closeThisTab(`/${struts.Name}/list`);
  if (!permissions || flow.loading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return (
    <Card title={title} extra={<RecordPrintButton module={struts.Name} id={recordId} />}>
      {showFlow ? <FlowStatusBar state={flow.state} history={flow.history} /> : null}
      <ModuleForm
        key={recordId ?? 'new'}
        struts={struts}
        recordId={recordId}
        readOnly={readOnly}
        onSaved={backToList}
        onCancel={backToList}
        cancelText={readOnly ? '返回' : '取消'}
        extraActions={
          showFlow
            ? ({ saveFirst }) => (
                <FlowActionButtons
                  module={struts.Name}
                  flow={flow}
                  buttons={buttons}
                  saveFirst={saveFirst}
                  // A new record goes back to the list, where its row shows 审核中; an open one stays with its new state.
                  onSubmitted={() => {
                    if (recordId === null) backToList();
                  }}
                />
              )
            : undefined
        }
      />
      {recordId !== null ? (
        <RecordTabs module={struts.Name} recordId={recordId} flow={showFlow ? { history: flow.history, failed: flow.historyError } : null} />
      ) : null}
      {recordId !== null ? <ExpertReviewsSection module={struts.Name} recordId={recordId} /> : null}
    </Card>
  );
}
