import { useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert, Button, Form, Spin, theme } from 'antd';
import { useSessionApi } from '../../app/ApiContext';
import { outsideShellPage } from '../../app/outsideShellPage';
import { useApp } from '../../app/AppHolders';
import { useAuthAction } from '../../session/useAuthAction';
import { noteLoggedOut } from '../../session/sessionExpiry';
import { CHANGE_PASSWORD_URL, PASSWORD_CHANGED, redirectQuery } from '../../../providers/auth/createAuthProvider';
import { isHttpError } from '../../../providers/http/httpError';
import type { ChangePasswordValues } from '../../../core/rules/changePassword';
import { PasswordChangeFields } from '../../layout/toolbar/PasswordChangeFields';
import { loginRedirectPath } from '../../layout/lastUrl';

/**
 * /changePassword 修改初始密码 (D-SEC-15): an account an administrator created (or whose password one reset) chooses
 * its own password before anything else — the server answers every other call of its session with 403 until then, and
 * the guard brings every page here. Outside the shell, like the login page it follows; on success the person goes on
 * to the page they asked for.
 */
function InitialPasswordPage() {
  const { http, session } = useSessionApi();
  const { message } = useApp();
  const location = useLocation();
  const user = useSyncExternalStore(session.subscribe, session.getUser);
  const [form] = Form.useForm<ChangePasswordValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { mutate: logout } = useAuthAction<object>('logout');
  const { token } = theme.useToken();
  const target = redirectQuery(`${location.pathname}${location.search}`) ?? '/';
  // Opened directly (a reload): who is logged in is asked first; nobody → the login page.
  const [anonymous, setAnonymous] = useState(false);
  useEffect(() => {
    if (!user) session.loadUser().catch(() => setAnonymous(true));
  }, [user, session]);

  if (!user)
    return anonymous ? (
      <Navigate to={loginRedirectPath(`${location.pathname}${location.search}`)} replace />
    ) : (
      <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />
    );
  if (!user.MustChangePassword || done) return <Navigate to={target} replace />;

  const submit = async (values: ChangePasswordValues) => {
    setSaving(true);
    setError(null);
    try {
      await http.post(CHANGE_PASSWORD_URL, values, { silent: true });
      void message.success(PASSWORD_CHANGED);
      // The session is an ordinary one now: who it is and what it may do are asked again.
      session.clear();
      await session.loadUser();
      setDone(true);
    } catch (failure) {
      setError(isHttpError(failure) ? failure.message : '修改失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="login-page">
      <div
        className="login-card"
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG }}
        data-testid="initial-password"
      >
        <h3
          style={{
            textAlign: 'center',
            margin: '0 0 4px',
            fontSize: token.fontSizeHeading3,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          修改初始密码
        </h3>
        <p style={{ textAlign: 'center', margin: '0 0 1em', color: token.colorTextSecondary }}>
          {user.Name}，您好：密码由管理员设置
          <br />
          首次登录请先设置您自己的密码
        </p>
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Form<ChangePasswordValues> form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)}>
          <PasswordChangeFields oldLabel="初始密码" />
          <Button type="primary" htmlType="submit" block size="large" loading={saving}>
            确认修改
          </Button>
        </Form>
        <div style={{ marginTop: 16, textAlign: 'right' }}>
          <Button
            type="link"
            onClick={() => {
              noteLoggedOut();
              logout({});
            }}
          >
            退出登录
          </Button>
        </div>
      </div>
    </div>
  );
}

export default outsideShellPage(InitialPasswordPage);
