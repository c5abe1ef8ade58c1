import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useSessionActions } from './useSessionActions';
import { AppHolders, useApp } from '../app/AppHolders';
import { isLeavePending } from './sessionActions';

interface CancelLeaveValues {
  password: string;
}

/**
 * On the login page while a temporary leave is pending: 取消离开 asks for the password again (D-SEC-1: whoever
 * finds the screen must not resume the session), then resumes the session and goes home (SH-SESS-5). A wrong password
 * is shown beside the field and may be typed again; a session that is gone hides the button.
 */
function CancelLeaveButton() {
  const { cancelTempLeave } = useSessionActions();
  const { message } = useApp();
  const [form] = Form.useForm<CancelLeaveValues>();
  const [pending, setPending] = useState(() => isLeavePending(typeof localStorage === 'undefined' ? null : localStorage));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!pending) return null;

  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const submit = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    const result = await cancelTempLeave(password);
    setBusy(false);
    if (result.outcome === 'retry') {
      setRefusal(result.message);
      form.setFieldValue('password', '');
    } else if (result.outcome === 'gone') {
      close();
      setPending(false);
      void message.error(result.message);
    }
  };

  return (
    <>
      <Button block size="large" style={{ marginTop: 12 }} onClick={() => setOpen(true)}>
        取消离开
      </Button>
      <Modal
        open={open}
        title="取消离开"
        okText="确定"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => void submit().catch(() => setBusy(false))}
        onCancel={close}
        destroyOnHidden
      >
        <Form<CancelLeaveValues> form={form} layout="vertical" requiredMark={false} preserve={false} onFinish={() => void submit().catch(() => setBusy(false))}>
          <Form.Item
            label="请输入密码以继续"
            name="password"
            rules={[{ required: true, message: '密码是必填的' }]}
            validateStatus={refusal ? 'error' : undefined}
            help={refusal ?? undefined}
          >
            <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" autoFocus onChange={() => setRefusal(null)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/**
 * Loaded by the login page only while a leave is pending (CancelLeaveButton.tsx), with antd App's holders for its
 * message: the login page itself renders outside the shell's `<App>` (D-PERF-4f).
 */
export default function CancelLeaveDialog() {
  return (
    <AppHolders>
      <CancelLeaveButton />
    </AppHolders>
  );
}
