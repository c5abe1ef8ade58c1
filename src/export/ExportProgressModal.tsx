import { useSyncExternalStore } from 'react';
import { Modal, Progress, Typography } from 'antd';
import { exportPercent, exportStatusText } from './exportProgress';
import type { ExportProgressStore } from './exportProgressStore';

/** The export's progress: fetching pages, then writing; closable once finished or failed. */
export function ExportProgressModal({ progress: store, onClose }: { progress: ExportProgressStore; onClose: () => void }) {
  const progress = useSyncExternalStore(store.subscribe, store.get);
  const busy = progress.phase === 'fetching' || progress.phase === 'writing';
  return (
    <Modal
      title="导出Excel"
      open={progress.phase !== 'idle'}
      width={500}
      closable={!busy}
      maskClosable={false}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Progress percent={exportPercent(progress)} status={progress.phase === 'failed' ? 'exception' : busy ? 'active' : 'success'} />
      <Typography.Text type={progress.phase === 'failed' ? 'danger' : 'secondary'}>{exportStatusText(progress)}</Typography.Text>
    </Modal>
  );
}
