import { lazy, Suspense } from 'react';
import { isLeavePending } from './leavePending';

// The button, its password dialog and antd's Modal load only when a temporary leave is pending: most visitors of the
// login page never see them (D-PERF-4f).
const CancelLeaveDialog = lazy(() => import('./CancelLeaveDialog'));

/** The button's own space (large block button, 12 px above), held while its code loads: the form does not jump. */
const placeholder = <div style={{ height: 40, marginTop: 12 }} />;

/** On the login page while a temporary leave is pending: 取消离开 (CancelLeaveDialog.tsx). */
export function CancelLeaveButton() {
  if (!isLeavePending(typeof localStorage === 'undefined' ? null : localStorage)) return null;
  return (
    <Suspense fallback={placeholder}>
      <CancelLeaveDialog />
    </Suspense>
  );
}
