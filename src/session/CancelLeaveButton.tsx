import { useState } from 'react';
import { Button } from 'antd';
import { useSessionActions } from './useSessionActions';
import { isLeavePending } from './sessionActions';

/** On the login page while a temporary leave is pending: 取消离开 resumes the session and goes home. */
export function CancelLeaveButton() {
  const { cancelTempLeave } = useSessionActions();
  const [pending, setPending] = useState(() => isLeavePending(typeof localStorage === 'undefined' ? null : localStorage));
  const [busy, setBusy] = useState(false);
  if (!pending) return null;
  return (
    <Button
      block
      size="large"
      style={{ marginTop: 12 }}
      loading={busy}
      onClick={() => {
        setBusy(true);
        cancelTempLeave()
          .catch(() => false)
          .then((resumed) => {
            setBusy(false);
            if (!resumed) setPending(false);
          });
      }}
    >
      取消离开
    </Button>
  );
}
