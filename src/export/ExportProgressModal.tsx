import { useEffect, useSyncExternalStore } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { EXPORT_DONE_CLOSE_MS, exportPercent, exportStatusText } from './exportProgress';
import type { ExportProgressStore } from './exportProgressStore';

/**
 * The export's progress: fetching pages, then writing. Once the file is saved the dialog closes by itself after
 * EXPORT_DONE_CLOSE_MS; a failure stays until closed, so its message can be read. An export the server took over
 * says so and offers the download centre, where its progress and file are.
 */
export function ExportProgressModal({ progress: store, onClose }: { progress: ExportProgressStore; onClose: () => void }) {
  const progress = useSyncExternalStore(store.subscribe, store.get);
  const busy = progress.phase === 'fetching' || progress.phase === 'writing';
  const done = progress.phase === 'done';
  const onServer = progress.phase === 'server';
  const navigate = useNavigate();
  const toDownCenter = () => {
    onClose();
    navigate('/downCenter');
  };
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(onClose, EXPORT_DONE_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);
  return (
    <Modal
      title="导出Excel"
      open={progress.phase !== 'idle'}
      width={500}
      closable={!busy}
      maskClosable={false}
      onCancel={onClose}
      footer={
        busy ? null : (
          <Space>
            {onServer ? (
              <Button type="primary" onClick={toDownCenter}>
                前往下载中心
              </Button>
            ) : null}
            <Button onClick={onClose}>关闭</Button>
          </Space>
        )
      }
      destroyOnHidden
    >
      {onServer ? (
        <Alert type="info" showIcon message="导出在服务器上进行" description={exportStatusText(progress)} />
      ) : (
        <>
          <Progress percent={exportPercent(progress)} status={progress.phase === 'failed' ? 'exception' : busy ? 'active' : 'success'} />
          <Typography.Text type={progress.phase === 'failed' ? 'danger' : 'secondary'}>{exportStatusText(progress)}</Typography.Text>
        </>
      )}
    </Modal>
  );
}
