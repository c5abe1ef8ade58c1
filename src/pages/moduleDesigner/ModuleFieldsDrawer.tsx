import { Button, Drawer, Space, Table, Tabs, Tag, Typography } from 'antd';
import { DownloadOutlined, EditOutlined, ImportOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { ModuleDesignerController } from './useModuleDesigner';
import type { FieldRow } from './moduleDesignerModel';
import { PublishDialog } from './publish/PublishDialog';
import { useModuleImport } from './publish/useModuleImport';
import { useModuleVersions } from './versions/useModuleVersions';
import { VersionHistory } from './versions/VersionHistory';

const shown = (visible: boolean) => (visible ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>);

const COLUMNS: TableColumnsType<FieldRow> = [
  { title: '名称', dataIndex: 'description', width: 140 },
  { title: '字段', dataIndex: 'name', width: 240, render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
  { title: '类型', dataIndex: 'type', width: 90 },
  { title: '规则', dataIndex: 'rules', width: 180 },
  { title: '列表', dataIndex: 'inList', width: 70, render: shown },
  { title: '表单', dataIndex: 'inForm', width: 70, render: shown },
  { title: '字典/关联', dataIndex: 'source', ellipsis: true },
];

/**
 * One module's fields, read-only, its 版本记录, the export of its file and the 导入 of one to publish; 编辑 opens its
 * draft in the editor.
 */
export function ModuleFieldsDrawer({ controller, onEdit }: { controller: ModuleDesignerController; onEdit: (module: string) => void }) {
  const module = controller.opened;
  const versions = useModuleVersions(module?.Name ?? null);
  const importing = useModuleImport(module?.Name ?? null);
  const fields = (
    <Table<FieldRow>
      className="module-designer-fields"
      size="small"
      rowKey="key"
      columns={COLUMNS}
      dataSource={controller.fields}
      loading={controller.fieldsLoading}
      pagination={false}
      scroll={{ x: 960 }}
    />
  );
  return (
    <Drawer
      open={module !== null}
      onClose={controller.close}
      width="min(1100px, 100vw)"
      title={module ? `${module.Description}(${module.Name})` : ''}
      extra={
        <Space>
          <Button icon={<EditOutlined />} disabled={!module} onClick={() => module && onEdit(module.Name)}>
            编辑
          </Button>
          <Button icon={<ImportOutlined />} onClick={importing.show}>
            导入
          </Button>
          <Button type="primary" icon={<DownloadOutlined />} loading={controller.exporting} onClick={() => void controller.exportOpened()}>
            导出
          </Button>
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'fields', label: '字段', children: fields },
          { key: 'versions', label: '版本记录', children: <VersionHistory controller={versions} /> },
        ]}
      />
      {module ? <PublishDialog controller={importing} title={`${module.Description}(${module.Name})`} /> : null}
    </Drawer>
  );
}
