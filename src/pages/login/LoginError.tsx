import { Alert } from 'antd';

/** Why the login was refused, above the form (LoginPage.tsx loads it with the first refusal). */
export default function LoginError({ message }: { message: string }) {
  return <Alert type="error" showIcon message={message} style={{ marginBottom: 16 }} />;
}
