import { useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar, Button, Dropdown, Layout, Menu, Space, Typography, theme } from 'antd';
import type { MenuProps } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import type { CurrentUser } from '../../providers/contract/types';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import { menuIcon } from '../menu/menuIcons';
import type { MenuItem } from '../menu/menuTypes';
import { useTenant } from '../hooks/useTenant';

/** Left drawer width (shell spec §9). */
export const MENU_WIDTH = 280;

type AntdMenuItem = Required<MenuProps>['items'][number];

/** antd menu items keyed by position (a path may stand in two groups), with the path of each key. */
function toAntdItems(items: MenuItem[], paths: Map<string, string>, prefix = 'm'): AntdMenuItem[] {
  return items.map((item, index) => {
    const key = `${prefix}-${index}`;
    if (item.children) return { key, label: item.title, icon: menuIcon(item.icon), children: toAntdItems(item.children, paths, key) };
    if (item.path) paths.set(key, item.path);
    return { key, label: item.title, icon: menuIcon(item.icon) };
  });
}

/** The shell around every page behind login: menu drawer, toolbar, content. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { data: user } = useGetIdentity<CurrentUser>();
  const { mutate: logout } = useLogout();
  const tenant = useTenant();
  const menu = useVisibleMenu();
  const { token } = theme.useToken();
  const { items, paths } = useMemo(() => {
    const keyPaths = new Map<string, string>();
    return { items: toAntdItems(menu, keyPaths), paths: keyPaths };
  }, [menu]);
  const current = location.pathname.toLowerCase();
  const selectedKeys = useMemo(() => [...paths].filter(([, path]) => path.toLowerCase() === current).map(([key]) => key), [paths, current]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={MENU_WIDTH} collapsible collapsed={collapsed} trigger={null} theme="light" style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}>
        <div className="app-logo" onClick={() => navigate('/')} role="link" tabIndex={0}>
          {collapsed ? '科研' : '科研管理平台'}
        </div>
        <Menu mode="inline" items={items} selectedKeys={selectedKeys} onClick={({ key }) => {
            const path = paths.get(String(key));
            if (path) navigate(path);
          }} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="app-header" style={{ background: token.colorBgContainer }}>
          <Space>
            <Button type="text" aria-label="切换菜单" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={() => setCollapsed(!collapsed)} />
            <Typography.Text strong>{tenant.data?.FullName ?? '科研管理平台'}</Typography.Text>
          </Space>
          <Space>
            <Typography.Text className="welcome-text">欢迎您，{user?.Name ?? ''}</Typography.Text>
            <Dropdown
              menu={{
                items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出' }],
                onClick: ({ key }) => {
                  if (key === 'logout') logout();
                },
              }}
            >
              <Avatar icon={<UserOutlined />} style={{ cursor: 'pointer' }} aria-label="用户菜单" />
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
