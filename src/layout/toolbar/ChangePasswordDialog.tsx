import { Form, Input, Modal } from 'antd';
import { useUpdatePassword } from '@refinedev/core';
import type { UpdatePasswordParams } from '../../../providers/auth/types';
import { passwordFieldError, PASSWORD_LABELS, type ChangePasswordValues, type PasswordField } from '../../../core/rules/changePassword';

const FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'reNewPassword'];

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
    <Modal open={open} title="修改密码" okText="确认" cancelText="取消" confirmLoading={isPending} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark>
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={PASSWORD_LABELS[field]}
            required
            dependencies={field === 'oldPassword' ? [] : field === 'newPassword' ? ['oldPassword'] : ['newPassword']}
            rules={[
              ({ getFieldsValue }) => ({
                validator: async () => {
                  const message = passwordFieldError(field, getFieldsValue(FIELDS) as ChangePasswordValues);
                  if (message) throw new Error(message);
                },
              }),
            ]}
          >
            <Input.Password autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
