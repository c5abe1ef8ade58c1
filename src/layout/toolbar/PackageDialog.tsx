import { useRef } from 'react';
import { Button, Descriptions, Modal, Popconfirm, Space, Typography } from 'antd';
import { RollbackOutlined, UploadOutlined } from '@ant-design/icons';
import { describePrevious, describeRelease, NO_CURRENT_RELEASE } from './packageRelease';
import type { PackageUploadController } from './usePackageUpload';

/** 更新包: the served build, the previous one, 上传更新包 and 回滚到上一版本 (administrators). */
export interface PackageDialogProps {
  controller: PackageUploadController;
}

export function PackageDialog({ controller }: PackageDialogProps) {
  const { open, close, status, busy, upload, rollback } = controller;
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal title="更新包" open={open} onCancel={close} footer={null} width={560} destroyOnHidden>
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 110 } }}>
        <Descriptions.Item label="当前版本">{describeRelease(status?.Current ?? null, NO_CURRENT_RELEASE)}</Descriptions.Item>
        <Descriptions.Item label="上一版本">{describePrevious(status)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        更新包须为压缩包(.zip),根目录包含清单文件 manifest.json(版本号与文件校验值)和首页 index.html。安装期间其他操作会提示系统正在更新。
      </Typography.Paragraph>
      <Space>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          aria-label="选择更新包"
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload(file);
          }}
        />
        <Button type="primary" icon={<UploadOutlined />} loading={busy === 'upload'} disabled={busy !== null} onClick={() => input.current?.click()}>
          上传更新包
        </Button>
        <Popconfirm title="确定回滚到上一版本吗?" okText="确定" cancelText="取消" onConfirm={rollback} disabled={!status?.CanRollback || busy !== null}>
          <Button icon={<RollbackOutlined />} loading={busy === 'rollback'} disabled={!status?.CanRollback || busy !== null}>
            回滚到上一版本
          </Button>
        </Popconfirm>
      </Space>
    </Modal>
  );
}
