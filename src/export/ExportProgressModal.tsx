import { Modal, Progress, Typography } from 'antd';
import { exportPercent, exportStatusText, type ExportProgress } from './exportProgress';

/** The export's progress: fetching pages, then writing; closable once finished or failed. */
export function ExportProgressModal({ progress, onClose }: { progress: ExportProgress; onClose: () => void }) {
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
