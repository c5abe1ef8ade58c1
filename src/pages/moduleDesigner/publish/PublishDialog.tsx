import { useRef } from 'react';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { PlanView } from './PlanView';
import type { ModuleImportController } from './useModuleImport';

/**
 * 导入: choose a module file (.json), read its problems and what publishing it does, then 发布. For the editor's
 * draft (`source` 'draft') the same without choosing a file.
 */
export function PublishDialog({ controller, title, source = 'file' }: { controller: ModuleImportController; title: string; source?: 'file' | 'draft' }) {
  const input = useRef<HTMLInputElement>(null);
  const fromFile = source === 'file';
  return (
    <Modal
      title={fromFile ? `导入模块定义 — ${title}` : `发布草稿 — ${title}`}
      open={controller.open}
      onCancel={controller.close}
      width={720}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={controller.close}>取消</Button>
          <Button type="primary" disabled={!controller.publishable} loading={controller.busy === 'publish'} onClick={controller.publish}>
            发布
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {fromFile ? '选择模块定义文件(.json,格式与导出的文件相同)。' : ''}
        发布前会列出问题和对已有数据的影响:新增的字段增加列,移除的字段保留列和数据。
      </Typography.Paragraph>
      {fromFile ? (
        <>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            aria-label="选择模块定义文件"
            style={{ display: 'none' }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) controller.choose(file);
            }}
          />
          <Space style={{ marginBottom: 12 }}>
            <Button icon={<UploadOutlined />} disabled={controller.busy !== null} onClick={() => input.current?.click()}>
              选择文件
            </Button>
            {controller.fileName ? <Typography.Text>{controller.fileName}</Typography.Text> : null}
          </Space>
        </>
      ) : null}
      {controller.error ? <Alert type="error" showIcon message={controller.error} /> : null}
      {controller.busy === 'plan' ? <Spin /> : null}
      {controller.answer ? <PlanView answer={controller.answer} /> : null}
    </Modal>
  );
}
