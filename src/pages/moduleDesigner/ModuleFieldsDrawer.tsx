import { useState } from 'react';
import { Alert, Button, Drawer, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { DownloadOutlined, DragOutlined, EditOutlined, ImportOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { ModuleDesignerController } from './useModuleDesigner';
import type { FieldRow } from './moduleDesignerModel';
import { PublishDialog } from './publish/PublishDialog';
import { useModuleImport } from './publish/useModuleImport';
import { useModuleVersions } from './versions/useModuleVersions';
import { VersionHistory } from './versions/VersionHistory';
import { MoveModuleModal } from './move/MoveModuleModal';
import { placeText } from './move/moveModel';
import { useMoveModule } from './move/useMoveModule';

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
 * One module's fields, read-only, its place (移动 puts it elsewhere), its 版本记录, the export of its file and the 导入
 * of one to publish; 编辑 opens its draft in the editor.
 */
export function ModuleFieldsDrawer({ controller, onEdit }: { controller: ModuleDesignerController; onEdit: (module: string) => void }) {
  const module = controller.opened;
  const versions = useModuleVersions(module?.Name ?? null, module?.Designed ?? false);
  const importing = useModuleImport(module?.Name ?? null);
  const moving = useMoveModule(module);
  const [tab, setTab] = useState('fields');
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
          <Button icon={<DragOutlined />} disabled={!module} onClick={moving.show}>
            移动
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
      {module ? (
        <Typography.Paragraph type="secondary" className="module-designer-place">
          位置:{placeText(module)}
        </Typography.Paragraph>
      ) : null}
      {module?.FileChanged ? (
        <Alert
          className="module-designer-file-changed"
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`部署的定义文件在第 ${module.Version} 版发布后有更新`}
          description={`正在使用的是第 ${module.Version} 版,文件中的新定义尚未生效。请对比后选择:采用文件(作为新版本发布,同样经过数据安全检查),或保留第 ${module.Version} 版(不再提示这次更新)。`}
          action={
            <div className="module-designer-file-choices">
              <Button
                size="small"
                block
                onClick={() => {
                  setTab('versions');
                  versions.compare(0);
                }}
              >
                对比
              </Button>
              <Button
                size="small"
                block
                type="primary"
                onClick={() => {
                  setTab('versions');
                  versions.askRollback(0);
                }}
              >
                采用文件
              </Button>
              <Popconfirm
                title={`保留第 ${module.Version} 版?`}
                description="定义文件的这次更新将不再提示,文件中的定义不会生效。"
                okText="保留"
                cancelText="取消"
                onConfirm={versions.keepCurrent}
              >
                <Button size="small" block>
                  保留当前版本
                </Button>
              </Popconfirm>
            </div>
          }
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'fields', label: '字段', children: fields },
          { key: 'versions', label: '版本记录', children: <VersionHistory controller={versions} /> },
        ]}
      />
      {module ? <PublishDialog controller={importing} title={`${module.Description}(${module.Name})`} /> : null}
      <MoveModuleModal controller={moving} />
    </Drawer>
  );
}
