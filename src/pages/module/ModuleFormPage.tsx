import { useParams, useSearchParams } from 'react-router';
import { Alert, Card, Spin } from 'antd';
import type { ModuleStruts } from '../../../providers/contract/types';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ModuleForm } from '../../forms/ModuleForm';
import { useCloseCurrentTab } from '../../layout/tabs/pageContext';

/** /{module}/add — the generic form; `?q={id}` opens a record. */
export default function ModuleFormPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleFormCard struts={struts.data} />;
}

/** The form in a card; saving or cancelling goes back to the module's list. */
function ModuleFormCard({ struts }: { struts: ModuleStruts }) {
  const [search] = useSearchParams();
  const closeThisTab = useCloseCurrentTab();
  const recordId = search.get('q');
  usePageTitle(struts.Description);
  // Done with this form (saved or cancelled): its tab closes, so stale input never waits in a hidden tab.
  const backToList = () => closeThisTab(`/${struts.Name}/list`);
  return (
    <Card title={`${struts.Description}${recordId ? ' - 编辑' : ' - 新增'}`}>
      <ModuleForm key={recordId ?? 'new'} struts={struts} recordId={recordId} onSaved={backToList} onCancel={backToList} />
    </Card>
  );
}
