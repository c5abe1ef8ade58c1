import { Avatar, Button, Dropdown, Layout, Space, Typography, theme } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import type { CurrentUser } from '../../providers/contract/types';
import { useTenant } from '../hooks/useTenant';

export interface AppHeaderProps {
  collapsed: boolean;
  onToggleMenu: () => void;
}

/** The top toolbar: menu toggle, title, welcome text, avatar menu. */
export function AppHeader({ collapsed, onToggleMenu }: AppHeaderProps) {
  const { data: user } = useGetIdentity<CurrentUser>();
  const { mutate: logout } = useLogout();
  const tenant = useTenant();
  const { token } = theme.useToken();
  return (
    <Layout.Header className="app-header" style={{ background: token.colorBgContainer }}>
      <Space>
        <Button type="text" aria-label="切换菜单" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggleMenu} />
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
  );
}
