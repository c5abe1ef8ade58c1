import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { REGISTRATION_MESSAGES } from '../../../contract/index';
import { useAuthAction } from '../../session/useAuthAction';
import { checkEmail, checkPasswordStrength, checkPhone } from '../../../core/rules/checks';
import { outsideShellPage } from '../../app/outsideShellPage';

interface RegistValues {
  account: string;
  name: string;
  password: string;
  rePassword: string;
  phone?: string;
  email?: string;
}

const asRule = (check: (value: unknown) => string | null) => ({
  validator: (_: unknown, value: unknown) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** What the server said of the new account: it may log in now, or waits for an administrator (D-SEC-12). */
type Registered = 'active' | 'pending';

/** After registering: what happens next, and the way to the login. */
function RegisteredResult({ registered }: { registered: Registered }) {
  const pending = registered === 'pending';
  return (
    <Result
      status={pending ? 'info' : 'success'}
      title={pending ? '注册成功,等待审核' : '注册成功'}
      subTitle={pending ? REGISTRATION_MESSAGES.registeredPending : REGISTRATION_MESSAGES.registeredActive}
      extra={
        <Link to="/login">
          <Button type="primary">{pending ? '返回登录' : '去登录'}</Button>
        </Link>
      }
    />
  );
}

/** /regist — a public user registers an account, then is told whether it may log in at once or waits for approval. */
function RegistPage() {
  const { mutate: register, isPending } = useAuthAction<Record<string, unknown>>('register');
  const [registered, setRegistered] = useState<Registered | null>(null);
  if (registered) {
    return (
      <div className="login-page">
        <Card className="login-card" bordered={false}>
          <RegisteredResult registered={registered} />
        </Card>
      </div>
    );
  }
  const submit = (values: RegistValues) =>
    register(
      { Account: values.account, Name: values.name, Password: values.password, Phone: values.phone, Email: values.email },
      {
        onSuccess: (result) => {
          if (result.success) setRegistered(result.awaitingApproval === true ? 'pending' : 'active');
        },
      },
    );
  return (
    <div className="login-page">
      <Card className="login-card" bordered={false}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          注册账号
        </Typography.Title>
        <Form<RegistValues> layout="vertical" onFinish={submit}>
          <Form.Item
            label="账号"
            name="account"
            rules={[
              { required: true, message: '账号是必填的' },
              { min: 3, max: 50, message: '账号长度要求在[3,50]之间' },
            ]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="姓名" name="name" rules={[{ required: true, message: '姓名是必填的' }]}>
            <Input />
          </Form.Item>
          <Form.Item
            label="密码"
            name="password"
            rules={[{ required: true, message: '密码是必填的' }, asRule((value) => checkPasswordStrength(value, 'create'))]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="确认密码"
            name="rePassword"
            dependencies={['password']}
            rules={[
              { required: true, message: '确认密码是必填的' },
              ({ getFieldValue }) => ({
                validator: (_, value) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('2次密码不一致'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="手机号码" name="phone" rules={[asRule(checkPhone)]}>
            <Input />
          </Form.Item>
          <Form.Item label="邮箱" name="email" rules={[asRule(checkEmail)]}>
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            注册
          </Button>
        </Form>
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Link to="/login">已有账号?登录</Link>
        </div>
      </Card>
    </div>
  );
}

// Outside the shell: React Query's client and antd App's holders come with the page, not with the first chunk (D-PERF-4f).
export default outsideShellPage(RegistPage);
