import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useLogin } from '@refinedev/core';
import { useTenant } from '../../hooks/useTenant';
import { CancelLeaveButton } from '../../session/CancelLeaveButton';

interface LoginValues {
  account: string;
  password: string;
}

/** /login — carries ?redirect= with the target or last visited address. */
export default function LoginPage() {
  const [search] = useSearchParams();
  const tenant = useTenant();
  const { mutate: login, isPending } = useLogin<LoginValues & { redirect: string }>();
  const [error, setError] = useState<string | null>(null);
  const redirectTo = search.get('redirect') || '/';

  return (
    <div className="login-page">
      <Card className="login-card" bordered={false}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 4 }}>
          科研管理平台
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {tenant.data?.FullName ?? '\u00a0'}
        </Typography.Paragraph>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
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
      </Card>
    </div>
  );
}
