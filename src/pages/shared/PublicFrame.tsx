import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Layout, Space, Typography } from 'antd';
import { useCurrentUser } from '../../session/useSessionActions';
import { useTenant } from '../../hooks/useTenant';

/** The frame of the pages anyone may open outside the shell: the institute's name, 首页 and 登录. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  // The session store's user (startSession asks for it at start), not Refine's: these pages render without <Refine>.
  const user = useCurrentUser();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#3f51b5', display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: 24 }}>
        <Link to="/" style={{ color: '#fff', fontSize: 18, fontWeight: 600 }}>
          {tenant.data?.FullName ?? '科研管理平台'}
        </Link>
        <Space>
          <Link to="/">
            <Button ghost>首页</Button>
          </Link>
          {user ? null : (
            <Link to="/login">
              <Button ghost>登录</Button>
            </Link>
          )}
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 24, maxWidth: 1100, width: '100%', margin: '0 auto' }}>{children}</Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <Typography.Text type="secondary">{tenant.data?.FullName ?? ''}</Typography.Text>
      </Layout.Footer>
    </Layout>
  );
}
