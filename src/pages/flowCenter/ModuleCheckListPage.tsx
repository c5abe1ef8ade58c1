import { useParams } from 'react-router';
import { Alert, Card, Skeleton } from 'antd';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FlowCenterList } from './FlowCenterList';
import { findFlowModule } from './flowCenterView';
import { useFlowModules } from './useFlowModules';

/** /{module}/checklist: that module's items waiting for me, titled {模块描述}待审核. */
export default function ModuleCheckListPage() {
  const { module = '' } = useParams();
  const modules = useFlowModules();
  const found = findFlowModule(modules.data ?? [], module);
  if (modules.isError || (modules.data && !found)) return <Alert type="error" showIcon message="该模块不走审批或不存在" />;
  if (!found)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return <CheckList key={found.Name} name={found.Name} title={`${found.Description}待审核`} />;
}

function CheckList({ name, title }: { name: string; title: string }) {
  usePageTitle(title);
  return (
    <Card title={title} className="flow-center-single">
      <FlowCenterList tab="pending" fixedModule={name} />
    </Card>
  );
}
