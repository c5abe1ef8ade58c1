/** /filetemplatelist (also /FileTemplateList): the file templates, for everyone to download; 维护模板 for administrators. */
import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { PermissionButton } from '../../components/PermissionButton';
import { usePageTitle } from '../../hooks/usePageTitle';
import { FileTemplateTable } from './FileTemplateTable';

export default function FileTemplateListPage() {
  usePageTitle('文件模板');
  const navigate = useNavigate();
  return (
    <Card
      title="文件模板"
      extra={
        <PermissionButton module="FileTemplate" action="Add" onClick={() => navigate('/FileTemplate/list')}>
          维护模板
        </PermissionButton>
      }
    >
      <FileTemplateTable />
    </Card>
  );
}
