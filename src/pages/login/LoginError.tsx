import { Alert } from 'antd';

/** Above the form: why the login was refused, or that the last session expired (LoginPage.tsx loads it when needed). */
export default function LoginError({ message, type = 'error' }: { message: string; type?: 'error' | 'warning' }) {
  return <Alert type={type} showIcon message={message} style={{ marginBottom: 16 }} data-testid="login-notice" />;
}
