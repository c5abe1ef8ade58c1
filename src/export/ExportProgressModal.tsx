import { useEffect, useSyncExternalStore } from 'react';
import { Button, Modal, Progress, Typography } from 'antd';
import { EXPORT_DONE_CLOSE_MS, exportPercent, exportStatusText } from './exportProgress';
import type { ExportProgressStore } from './exportProgressStore';

/**
 * The export's progress: fetching pages, then writing. Once the file is saved the dialog closes by itself after
 * EXPORT_DONE_CLOSE_MS; a failure stays until closed, so its message can be read.
 */
export function ExportProgressModal({ progress: store, onClose }: { progress: ExportProgressStore; onClose: () => void }) {
  const progress = useSyncExternalStore(store.subscribe, store.get);
  const busy = progress.phase === 'fetching' || progress.phase === 'writing';
  const done = progress.phase === 'done';
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
      footer={busy ? null : <Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      <Progress percent={exportPercent(progress)} status={progress.phase === 'failed' ? 'exception' : busy ? 'active' : 'success'} />
      <Typography.Text type={progress.phase === 'failed' ? 'danger' : 'secondary'}>{exportStatusText(progress)}</Typography.Text>
    </Modal>
  );
}
