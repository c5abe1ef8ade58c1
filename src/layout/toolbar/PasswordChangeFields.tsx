import { Form, Input } from 'antd';
import { passwordFieldError, PASSWORD_LABELS, type ChangePasswordValues, type PasswordField } from '../../../core/rules/changePassword';

export const PASSWORD_FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'reNewPassword'];

/**
 * 原密码 / 新密码 / 确认新密码 with the change-password rules (shell spec §5), checked as the person types: the avatar
 * menu's dialog and the first-login page ask the same. `oldLabel` renames the first (初始密码 at first login).
 */
export function PasswordChangeFields({ oldLabel }: { oldLabel?: string }) {
  return (
    <>
      {PASSWORD_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={field === 'oldPassword' && oldLabel ? oldLabel : PASSWORD_LABELS[field]}
          required
          dependencies={field === 'oldPassword' ? [] : field === 'newPassword' ? ['oldPassword'] : ['newPassword']}
          rules={[
            ({ getFieldsValue }) => ({
              validator: async () => {
                const message = passwordFieldError(field, getFieldsValue(PASSWORD_FIELDS) as ChangePasswordValues);
                if (message) throw new Error(message);
              },
            }),
          ]}
        >
          <Input.Password autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'} />
        </Form.Item>
      ))}
    </>
  );
}
