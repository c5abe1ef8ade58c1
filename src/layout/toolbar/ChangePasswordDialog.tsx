import { Form, Modal } from 'antd';
import { useUpdatePassword } from '@refinedev/core';
import type { UpdatePasswordParams } from '../../../providers/auth/types';
import type { ChangePasswordValues } from '../../../core/rules/changePassword';
import { PasswordChangeFields } from './PasswordChangeFields';

/** 修改密码 from the avatar menu: the password rules; 修改成功 on success (the auth provider's message). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { mutate, isPending } = useUpdatePassword<UpdatePasswordParams>();
  const submit = async () => {
    const values = await form.validateFields();
    mutate(values as UpdatePasswordParams, {
      onSuccess: (result) => {
        if (result.success) {
          form.resetFields();
          onClose();
        }
      },
    });
  };
  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确认"
      cancelText="取消"
      confirmLoading={isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <PasswordChangeFields />
      </Form>
    </Modal>
  );
}
