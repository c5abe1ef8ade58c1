import { useParams, useSearchParams } from 'react-router';
import { Alert, Card, Spin } from 'antd';
import type { ModuleStruts } from '../../../contract/index';
import { useModuleStruts } from '../../hooks/useModuleStruts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ModuleForm } from '../../forms/ModuleForm';
import { useCloseCurrentTab } from '../../layout/tabs/pageContext';
import { usePermissionIndex } from '../../hooks/usePermissionIndex';
import { RecordPrintButton } from '../../print/RecordPrintButton';

/** /{module}/add — the generic form; `?q={id}` opens a record. */
export default function ModuleFormPage() {
  const { module = '' } = useParams();
  const struts = useModuleStruts(module);
  if (struts.isError) return <Alert type="error" showIcon message="模块不存在或无权访问" />;
  if (!struts.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <ModuleFormCard struts={struts.data} />;
}

/**
 * The form in a card, with 打印 in its header once a saved record is open; saving or cancelling goes back to the
 * module's list.
 */
function ModuleFormCard({ struts }: { struts: ModuleStruts }) {
  const [search] = useSearchParams();
  const closeThisTab = useCloseCurrentTab();
  const recordId = search.get('q');
  const permissions = usePermissionIndex();
  usePageTitle(struts.Description);
  // A record opened by someone who may not change it (or a form of records only the system writes) is shown read-only.
  const mayWrite = permissions?.can(struts.Name, recordId ? 'Update' : 'Add') ?? false;
  // Done with this form (saved or cancelled): its tab closes, so stale input never waits in a hidden tab.
  const backToList = () => closeThisTab(`/${struts.Name}/list`);
  if (!permissions) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return (
    <Card title={`${struts.Description}${!mayWrite ? ' - 查看' : recordId ? ' - 编辑' : ' - 新增'}`} extra={<RecordPrintButton module={struts.Name} id={recordId} />}>
      <ModuleForm key={recordId ?? 'new'} struts={struts} recordId={recordId} readOnly={!mayWrite} onSaved={backToList} onCancel={backToList} cancelText={mayWrite ? '取消' : '返回'} />
    </Card>
  );
}
