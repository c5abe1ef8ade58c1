import { Typography } from 'antd';
import type { ResourceRef } from '../../contract/index';
import { useResourceDownload } from './useResourceDownload';

/** A file's name as a link that downloads it (list cells of Resource columns). */
export function ResourceLink({ resource, fallbackId }: { resource: Partial<ResourceRef> | null | undefined; fallbackId?: string | null }) {
  const download = useResourceDownload();
  const target = resource?.Id ? resource : fallbackId ? { Id: fallbackId, Name: resource?.Name } : resource;
  if (!target?.Id) return null;
  return (
    <Typography.Link
      onClick={(event) => {
        event.stopPropagation();
        void download(target);
      }}
    >
      {target.Name || '下载文件'}
    </Typography.Link>
  );
}
