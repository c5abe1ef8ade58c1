import { Alert, Button } from 'antd';

export const RESTORED_DRAFT_TEXT = '已恢复未保存的内容';
export const DISCARD_DRAFT_LABEL = '放弃修改';

/** Above a form that opened with its draft put back: says so, and lets the person drop it. */
export function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      message={RESTORED_DRAFT_TEXT}
      action={
        <Button size="small" onClick={onDiscard}>
          {DISCARD_DRAFT_LABEL}
        </Button>
      }
    />
  );
}
