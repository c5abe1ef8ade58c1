import { useSyncExternalStore } from 'react';
import { lazyWhenShown } from '../routes/lazyWhenShown';
import type { ExportProgressStore } from './exportProgressStore';

interface Props {
  progress: ExportProgressStore;
  onClose: () => void;
  /** Whether an export runs or has just ended (the store's phase is not idle). */
  shown: boolean;
}

// The progress dialog (antd Progress) loads with the first export, not with the list (D-PERF-4f).
const Modal = lazyWhenShown<Props>(
  () => import('./ExportProgressModal').then((module) => ({ default: module.ExportProgressModal })),
  ({ shown }) => shown,
);

/** The export's progress dialog (ExportProgressModal.tsx), loaded when an export starts. */
export function ExportProgressModal({ progress, onClose }: Omit<Props, 'shown'>) {
  const shown = useSyncExternalStore(progress.subscribe, () => progress.get().phase !== 'idle');
  return <Modal progress={progress} onClose={onClose} shown={shown} />;
}
