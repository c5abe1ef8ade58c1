import { useState } from 'react';
import { Button, Progress, Space, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import type { ResourceRef } from '../../../contract/index';
import { inlineResourceUrl, uploadResource } from '../../../providers/endpoints/resources';
import { useApi } from '../../app/ApiContext';
import type { ModuleFormContext } from '../moduleFormContext';
import { useResourceDownload } from '../../files/useResourceDownload';

/** A file field: upload to /api/resource/post with progress, keep the resource's Id, view it in a new window or download it. */
export function ResourceWidget({ id, value, onChange, disabled, readonly, options, registry }: WidgetProps) {
  const { http } = useApi();
  const download = useResourceDownload();
  const formContext = registry.formContext as ModuleFormContext;
  const relatedObject = String((options as { relatedObject?: string }).relatedObject ?? '');
  const loaded = formContext.record?.[relatedObject] as ResourceRef | undefined;
  const [uploaded, setUploaded] = useState<ResourceRef | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const current = uploaded && uploaded.Id === value ? uploaded : loaded && loaded.Id === value ? loaded : null;

  const upload = async (file: File) => {
    setPercent(0);
    try {
      const resource = await uploadResource(http, file, setPercent);
      if (resource) {
        setUploaded(resource);
        onChange(resource.Id);
      }
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} id={id}>
      {current ? (
        <Space>
          <Typography.Link href={inlineResourceUrl(http, current)} target="_blank" rel="noopener noreferrer">
            {current.Name}
          </Typography.Link>
          <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void download(current)}>
            下载
          </Button>
          {!disabled && !readonly ? (
            <Button size="small" type="link" danger onClick={() => onChange(undefined)}>
              移除
            </Button>
          ) : null}
        </Space>
      ) : value ? (
        <Typography.Text type="secondary">已上传文件</Typography.Text>
      ) : null}
      {!disabled && !readonly ? (
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={percent !== null}>
            {value ? '重新上传' : '上传文件'}
          </Button>
        </Upload>
      ) : null}
      {percent !== null ? <Progress percent={percent} size="small" /> : null}
    </Space>
  );
}
