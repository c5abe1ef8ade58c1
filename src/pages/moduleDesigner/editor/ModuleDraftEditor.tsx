import { useState, type DragEvent } from 'react';
import { Alert, Button, Card, Col, Drawer, Empty, Form, Input, List, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  HolderOutlined,
  PlusOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useApp } from '../../../app/AppHolders';
import { fieldRows, type FieldRow } from '../moduleDesignerModel';
import { DraftPreview } from '../preview/DraftPreview';
import { PublishDialog } from '../publish/PublishDialog';
import { useModuleImport } from '../publish/useModuleImport';
import { ApprovalSetting } from './ApprovalSetting';
import { FieldDrawer } from './FieldDrawer';
import { useDraftEditor, type DraftEditorController } from './useDraftEditor';

type FieldTableRow = FieldRow & { index: number };

/**
 * 编辑模块 — a module's draft, full screen: its title and identifying fields, its fields (dragged or moved into order,
 * added, removed, each edited in a drawer), the problems as the draft changes, and beside it the live preview. The
 * draft is kept in this browser until 放弃草稿; 导出草稿 writes the module file.
 */
export function ModuleDraftEditor({ module, title, onClose }: { module: string | null; title: string; onClose: () => void }) {
  return (
    <Drawer open={module !== null} onClose={onClose} width="100vw" push={false} title={`编辑模块:${title}`} destroyOnHidden styles={{ body: { padding: 16 } }}>
      {module ? <EditorBody module={module} title={title} /> : null}
    </Drawer>
  );
}

function EditorBody({ module, title }: { module: string; title: string }) {
  const editor = useDraftEditor(module);
  const publishing = useModuleImport(module, editor.published);
  const { modal } = useApp();
  const [openField, setOpenField] = useState<number | null>(null);
  if (editor.failed) return <Empty description="模块加载失败" />;
  if (!editor.draft) return <Card loading />;
  const { definition } = editor.draft;
  const confirmDiscard = () =>
    modal.confirm({
      title: '放弃草稿',
      content: '放弃后,草稿中的所有修改都将丢失,模块恢复为当前发布的样子。确定放弃吗?',
      okText: '放弃草稿',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: editor.discard,
    });
  return (
    <Row gutter={16} className="module-draft-editor">
      <Col xs={24} xl={11}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={editor.problems.length > 0}
            title={editor.problems.length > 0 ? '草稿还有问题,改正后才能发布' : undefined}
            onClick={() => publishing.offer(definition)}
          >
            发布
          </Button>
          <Button icon={<DownloadOutlined />} onClick={editor.exportDraft}>
            导出草稿
          </Button>
          <Button danger icon={<UndoOutlined />} onClick={confirmDiscard}>
            放弃草稿
          </Button>
          {editor.restoredAt ? <Tag color="blue">已恢复上次未发布的草稿</Tag> : <Tag>草稿自动保存在本浏览器</Tag>}
        </Space>
        <Card size="small" title="模块" style={{ marginBottom: 12 }}>
          <Form layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
            <Form.Item label="模块名称" style={{ marginBottom: 8 }}>
              <Input value={definition.Description} onChange={(event) => editor.dispatch({ type: 'setTitle', title: event.target.value })} />
            </Form.Item>
            <Form.Item label="标识字段" style={{ marginBottom: 0 }} extra="向人标识一条记录的字段:第一个在列表中链接到记录">
              <Select
                mode="multiple"
                value={definition.RelateFields}
                options={definition.FieldInfoStruts.map((field) => ({ value: field.Name, label: field.Description || field.Name }))}
                onChange={(names: string[]) => editor.dispatch({ type: 'setRelateFields', names })}
              />
            </Form.Item>
            <ApprovalSetting editor={editor} />
          </Form>
        </Card>
        <FieldsTable editor={editor} onOpen={setOpenField} />
        <ProblemsCard editor={editor} onOpen={setOpenField} />
      </Col>
      <Col xs={24} xl={13}>
        <DraftPreview editor={editor} />
      </Col>
      <FieldDrawer editor={editor} index={openField} onClose={() => setOpenField(null)} />
      <PublishDialog controller={publishing} title={title} source="draft" />
    </Row>
  );
}

function FieldsTable({ editor, onOpen }: { editor: DraftEditorController; onOpen: (index: number) => void }) {
  const [dragged, setDragged] = useState<number | null>(null);
  const fields = editor.draft?.definition.FieldInfoStruts ?? [];
  const rows: FieldTableRow[] = fieldRows(fields, editor.moduleTitles).map((row, index) => ({ ...row, key: String(index), index }));
  const move = (from: number, to: number) => editor.dispatch({ type: 'moveField', from, to });
  const columns: TableColumnsType<FieldTableRow> = [
    { key: 'drag', width: 32, render: () => <HolderOutlined style={{ cursor: 'grab', color: '#999' }} aria-label="拖动排序" /> },
    {
      // The Chinese name, which opens the field, over its code name: one column, so the rules and sources beside it
      // have room on a half-width screen.
      title: '字段',
      dataIndex: 'description',
      width: 180,
      render: (text: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => onOpen(row.index)}>{text || '(未命名)'}</Typography.Link>
          <Typography.Text code style={{ wordBreak: 'break-all', fontSize: 12 }}>
            {row.name}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'type', width: 64 },
    { title: '规则', dataIndex: 'rules', width: 120 },
    { title: '取值', dataIndex: 'source', width: 120 },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onOpen(row.index)}>
            编辑
          </Button>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label="上移"
            disabled={row.index === 0}
            onClick={() => move(row.index, row.index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label="下移"
            disabled={row.index === fields.length - 1}
            onClick={() => move(row.index, row.index + 1)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="删除字段"
            onClick={() => editor.dispatch({ type: 'removeField', index: row.index })}
          />
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={`字段(${fields.length})`}
      style={{ marginBottom: 12 }}
      extra={
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => {
            editor.dispatch({ type: 'addField' });
            onOpen(fields.length);
          }}
        >
          添加字段
        </Button>
      }
    >
      <Table<FieldTableRow>
        className="designer-editor-fields"
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        // Wider than the editor's half of a narrow screen: 操作 stays in view on the right while the rest scrolls.
        scroll={{ x: 656 }}
        onRow={(row) => ({
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragged(row.index);
          },
          onDragOver: (event: DragEvent) => event.preventDefault(),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged !== null) move(dragged, row.index);
            setDragged(null);
          },
        })}
      />
    </Card>
  );
}

function ProblemsCard({ editor, onOpen }: { editor: DraftEditorController; onOpen: (index: number) => void }) {
  const problems = editor.problems;
  return (
    <Card size="small" title={problems.length > 0 ? `问题(${problems.length})` : '问题'} className="designer-problems">
      {problems.length === 0 ? (
        <Alert type="success" showIcon message="草稿没有发现问题" />
      ) : (
        <List
          size="small"
          dataSource={problems}
          renderItem={(row) => (
            <List.Item key={row.key}>
              <Space>
                {row.fieldIndex !== null ? (
                  <Typography.Link onClick={() => onOpen(row.fieldIndex ?? 0)}>{row.where}</Typography.Link>
                ) : (
                  <Typography.Text strong>{row.where}</Typography.Text>
                )}
                <Typography.Text type="danger">{row.problem}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
