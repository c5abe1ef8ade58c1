import { Button, Modal, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ModuleVersionSummary } from '../../../../contract/index';
import { PlanView } from '../publish/PlanView';
import type { ModuleVersionsController } from './useModuleVersions';
import { versionTitle, type FieldDiffRow } from './versionModel';

const CHANGE_COLORS: Readonly<Record<FieldDiffRow['change'], string>> = { 新增: 'green', 移除: 'red', 修改: 'orange', 相同: 'default' };

const DIFF_COLUMNS: TableColumnsType<FieldDiffRow> = [
  { title: '字段', dataIndex: 'name', width: 200, render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
  { title: '名称', dataIndex: 'description', width: 140 },
  { title: '变化', dataIndex: 'change', width: 80, render: (change: FieldDiffRow['change']) => <Tag color={CHANGE_COLORS[change]}>{change}</Tag> },
  { title: '详情', dataIndex: 'details', render: (details: string[]) => details.map((line) => <div key={line}>{line}</div>) },
];

/** 版本记录: the versions of a module, each viewed, compared with the one in use, or rolled back to. */
export function VersionHistory({ controller }: { controller: ModuleVersionsController }) {
  const columns: TableColumnsType<ModuleVersionSummary> = [
    {
      title: '版本',
      dataIndex: 'Version',
      width: 110,
      render: (version: number) => (
        <Space size={4}>
          {versionTitle(version)}
          {version === controller.current ? <Tag color="blue">使用中</Tag> : null}
        </Space>
      ),
    },
    { title: '发布人', dataIndex: 'UserName', width: 100 },
    { title: '时间', dataIndex: 'Time', width: 170 },
    { title: '说明', dataIndex: 'Summary', ellipsis: true },
    {
      title: '操作',
      width: 230,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => controller.view(row.Version)}>
            查看
          </Button>
          <Button type="link" size="small" disabled={row.Version === controller.current} onClick={() => controller.compare(row.Version)}>
            对比
          </Button>
          <Button type="link" size="small" disabled={row.Version === controller.current} onClick={() => controller.askRollback(row.Version)}>
            回滚到此版本
          </Button>
        </Space>
      ),
    },
  ];
  const { viewing, diff, rollingBack } = controller;
  // The fields that differ; those alike are only counted (a module has dozens).
  const changedRows = (diff?.rows ?? []).filter((row) => row.change !== '相同');
  const sameCount = (diff?.rows.length ?? 0) - changedRows.length;
  const rollbackAllowed = rollingBack !== null && rollingBack.answer.Problems.length === 0 && (rollingBack.answer.Plan?.Refusals.length ?? 1) === 0;
  return (
    <>
      <Table<ModuleVersionSummary>
        className="module-designer-versions"
        size="small"
        rowKey="Version"
        columns={columns}
        dataSource={controller.rows}
        loading={controller.loading || controller.busy}
        pagination={false}
      />
      <Modal title={viewing ? versionTitle(viewing.version) : ''} open={viewing !== null} onCancel={controller.closeView} footer={null} width={900}>
        <pre className="module-designer-file" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12 }}>
          {viewing?.text}
        </pre>
      </Modal>
      <Modal
        title={diff ? `${versionTitle(diff.version)} → ${versionTitle(diff.current)}(使用中)` : ''}
        open={diff !== null}
        onCancel={controller.closeDiff}
        footer={null}
        width={960}
      >
        <Table<FieldDiffRow> size="small" rowKey="name" columns={DIFF_COLUMNS} dataSource={changedRows} pagination={false} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {changedRows.length === 0 ? '两个版本的字段相同' : ''}
          {sameCount > 0 ? `其余 ${sameCount} 个字段相同` : ''}
        </Typography.Paragraph>
      </Modal>
      <Modal
        title={rollingBack ? `回滚到${versionTitle(rollingBack.version)}` : ''}
        open={rollingBack !== null}
        onCancel={controller.cancelRollback}
        okText="回滚"
        cancelText="取消"
        okButtonProps={{ disabled: !rollbackAllowed, danger: true }}
        confirmLoading={controller.busy}
        onOk={controller.confirmRollback}
        width={720}
      >
        <Typography.Paragraph>该版本将作为新的版本发布,已有数据不会丢失。</Typography.Paragraph>
        {rollingBack ? <PlanView answer={rollingBack.answer} /> : null}
      </Modal>
    </>
  );
}
