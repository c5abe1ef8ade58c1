import { useLocation, useNavigate } from 'react-router';
import { Button, Result, Typography } from 'antd';
import { useAuthAction } from '../../session/useAuthAction';
import { redirectTargetOf, reloginPath } from './redirectTarget';
import { outsideShellPage } from '../../app/outsideShellPage';
import { noteLoggedOut } from '../../session/sessionExpiry';

/** /405 — 权限不足: the refused address, and the ways on (back, home, or log in again, perhaps with another role). */
function ForbiddenPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate: logout } = useAuthAction<object>('logout');
  const target = redirectTargetOf(location.search);
  const relogin = () => {
    noteLoggedOut();
    logout({ redirectPath: reloginPath(target) });
  };
  // Back where the person came from; a /405 opened directly (no page of this app before it: the router's index in the
  // history is 0) goes home instead.
  const back = () => (historyIndex() > 0 ? navigate(-1) : navigate('/'));
  return (
    <Result
      status="403"
      title="权限不足"
      subTitle={
        <>
          <div>您当前的角色没有访问该页面的权限,请联系管理员授权或切换角色后重试。</div>
          {target ? (
            <Typography.Text code data-testid="forbidden-target">
              {target}
            </Typography.Text>
          ) : null}
        </>
      }
      extra={[
        <Button key="back" type="primary" onClick={back}>
          返回上一页
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          返回首页
        </Button>,
        <Button key="login" onClick={relogin}>
          重新登录
        </Button>,
      ]}
    />
  );
}

/** React Router's place in the browser's history (it keeps `idx` in each entry's state); 0 when unknown. */
function historyIndex(): number {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : 0;
}

// Outside the shell: React Query's client and antd App's holders come with the page, not with the first chunk (D-PERF-4f).
export default outsideShellPage(ForbiddenPage);
