import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Input, theme } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useAuthAction } from '../../session/useAuthAction';
import { useTenant } from '../../hooks/useTenant';
import { CancelLeaveButton } from '../../session/CancelLeaveButton';
import { SESSION_EXPIRED_TEXT, takeExpiredNotice } from '../../session/sessionExpiry';

// antd's Alert loads with the first refusal: most visitors type their password right (D-PERF-4f).
const LoginError = lazy(() => import('./LoginError'));

interface LoginValues {
  account: string;
  password: string;
}

/** /login — carries ?redirect= with the target or last visited address. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const tenant = useTenant();
  const { mutate: login, isPending } = useAuthAction<LoginValues & { redirect: string }>('login');
  const [error, setError] = useState<string | null>(null);
  // A session of this tab that ended without a logout (taken once, as the page opens).
  const [expired] = useState(takeExpiredNotice);
  const redirectTo = search.get('redirect') || '/';
  // A plain themed box rather than antd Card and Typography: Card brings Tabs and Menu with it, and the login page is
  // the first thing every visitor downloads (its byte budget: D-PERF-4f).
  const { token } = theme.useToken();

  return (
    <div className="login-page">
      <div className="login-card" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG }}>
        <h3
          style={{
            textAlign: 'center',
            margin: '0 0 4px',
            fontSize: token.fontSizeHeading3,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          科研管理平台
        </h3>
        <p style={{ textAlign: 'center', margin: '0 0 1em', color: token.colorTextSecondary }}>{tenant.data?.FullName ?? '\u00a0'}</p>
        {error || expired ? (
          <Suspense fallback={null}>{error ? <LoginError message={error} /> : <LoginError type="warning" message={SESSION_EXPIRED_TEXT} />}</Suspense>
        ) : null}
        <Form<LoginValues>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => {
            setError(null);
            login(
              { ...values, redirect: redirectTo },
              {
                onSuccess: (result) => {
                  if (!result.success) setError(result.error?.message ?? '登录失败');
                },
              },
            );
          }}
        >
          <Form.Item label="账号" name="account" rules={[{ required: true, message: '账号是必填的' }]}>
            <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '密码是必填的' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isPending}>
            登录
          </Button>
        </Form>
        <CancelLeaveButton />
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Link to="/regist">没有账号?注册</Link>
        </div>
      </div>
    </div>
  );
}
