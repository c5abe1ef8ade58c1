import { useState } from 'react';
import { Button, Card, Collapse, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { DesignerModuleSummary } from '../../../contract/index';
import { lastChangeText, recordCountText } from './moduleDesignerModel';
import { ModuleFieldsDrawer } from './ModuleFieldsDrawer';
import { useModuleDesigner } from './useModuleDesigner';
import { ModuleDraftEditor } from './editor/ModuleDraftEditor';
import { CreateModuleModal } from './create/CreateModuleModal';
import { useCreateModule } from './create/useCreateModule';

const COLUMNS: TableColumnsType<DesignerModuleSummary> = [
  { title: '模块', dataIndex: 'Description', render: (description: string) => <Typography.Link>{description}</Typography.Link> },
  { title: '代码', dataIndex: 'Name', width: 220 },
  {
    title: '菜单分组',
    dataIndex: 'MenuGroup',
    width: 150,
    render: (group: string | null) => group ?? <Typography.Text type="secondary">不在菜单中</Typography.Text>,
  },
  { title: '字段数', dataIndex: 'FieldCount', width: 100, align: 'right' },
  { title: '记录数', key: 'records', width: 120, align: 'right', render: (_value, module) => recordCountText(module) },
  {
    title: '最后修改',
    key: 'modified',
    width: 260,
    render: (_value, module) => (
      <>
        {module.Version > 0 ? `第 ${module.Version} 版 ` : ''}
        {lastChangeText(module)}
        {/* The catalogue file changed (a deployment) since the version in use: compare them in 版本记录. */}
        {module.FileChanged ? (
          <Tag color="warning" style={{ marginLeft: 8 }}>
            文件已更新
          </Tag>
        ) : null}
      </>
    ),
  },
];

/**
 * /ModuleDesigner — 模块设计 (administrators): the catalogue's modules grouped by area, found by Chinese or code name;
 * a module opens to its fields and the export of its file. 新建模块 adds one, empty or copied, and opens it.
 */
export default function ModuleDesignerPage() {
  const designer = useModuleDesigner();
  const [editing, setEditing] = useState<string | null>(null);
  const creating = useCreateModule(designer.open);
  return (
    <Card
      title="模块设计"
      loading={designer.loading}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="按模块名称或代码查找"
            style={{ width: 260 }}
            onSearch={designer.search}
            onChange={(event) => {
              if (!event.target.value) designer.search('');
            }}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={creating.show}>
            新建模块
          </Button>
        </Space>
      }
    >
      {designer.failed && <Empty description="模块列表加载失败" />}
      {!designer.loading && !designer.failed && designer.groups.length === 0 && <Empty description="没有找到匹配的模块" />}
      {designer.groups.length > 0 && (
        <Collapse
          // Searching opens every area that holds a match; the whole catalogue opens the first area.
          key={designer.words}
          defaultActiveKey={designer.words ? designer.groups.map((group) => group.area) : [designer.groups[0].area]}
          items={designer.groups.map((group) => ({
            key: group.area,
            label: (
              <span>
                <strong>{group.title}</strong> <Tag>{group.modules.length} 个模块</Tag>
              </span>
            ),
            children: (
              <Table<DesignerModuleSummary>
                size="small"
                rowKey="Name"
                columns={COLUMNS}
                dataSource={group.modules}
                pagination={false}
                onRow={(module) => ({ onClick: () => designer.open(module.Name), style: { cursor: 'pointer' } })}
              />
            ),
          }))}
        />
      )}
      <ModuleFieldsDrawer controller={designer} onEdit={setEditing} />
      <CreateModuleModal controller={creating} modules={designer.all} />
      <ModuleDraftEditor module={editing} title={designer.opened?.Description ?? editing ?? ''} onClose={() => setEditing(null)} />
    </Card>
  );
}
