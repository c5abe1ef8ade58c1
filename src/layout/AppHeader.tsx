import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Layout, Space, Typography, theme } from 'antd';
import { HoverTooltip } from '../components/HoverTooltip';
import { MenuFoldOutlined, MenuUnfoldOutlined, MessageOutlined, SettingOutlined } from '@ant-design/icons';
import { useApi } from '../app/ApiContext';
import { useTenant } from '../hooks/useTenant';
import { useCurrentUser } from '../session/useSessionActions';
import { AfterFirstPaint } from './AfterFirstPaint';
import { feedbackUrl } from './feedbackPosition';
import { AvatarMenu } from './toolbar/AvatarMenu';
import { FullscreenButton } from './toolbar/FullscreenButton';
import { MessageEnvelope } from './toolbar/MessageEnvelope';
import { NotificationBell } from './toolbar/NotificationBell';
import { OnlineUsers } from './toolbar/OnlineUsers';
import { RoleSwitcher } from './toolbar/RoleSwitcher';
import { useModuleChangedRefresh } from '../hooks/useModuleChangedRefresh';
import { useAppUpdateNotice } from './toolbar/useAppUpdateNotice';
import { usePackageUpload } from './toolbar/usePackageUpload';
import { lazyWhenShown } from '../routes/lazyWhenShown';
import type { SettingsDrawerProps } from './settings/SettingsDrawer';
import type { PackageDialogProps } from './toolbar/PackageDialog';

// The settings drawer (Drawer, Radio, Switch) and the update-package dialog load when first opened (D-PERF-4f).
const SettingsDrawer = lazyWhenShown<SettingsDrawerProps>(
  () => import('./settings/SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
  ({ open }) => open,
);
const PackageDialog = lazyWhenShown<PackageDialogProps>(
  () => import('./toolbar/PackageDialog').then((module) => ({ default: module.PackageDialog })),
  ({ controller }) => controller.open,
);

export interface AppHeaderProps {
  collapsed: boolean;
  onToggleMenu: () => void;
}

/**
 * The top toolbar (SH-SHELL-5, SH-SHELL-6): menu toggle, title (double-click: the administrator's package upload),
 * welcome text, bell, settings, full screen, online users, feedback, role switcher and avatar menu; 登录 for a visitor.
 */
export function AppHeader({ collapsed, onToggleMenu }: AppHeaderProps) {
  const user = useCurrentUser();
  const tenant = useTenant();
  const navigate = useNavigate();
  const { baseUrl } = useApi();
  const { token } = theme.useToken();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const packages = usePackageUpload(user?.IsAdmin === true);
  useAppUpdateNotice();
  useModuleChangedRefresh();
  return (
    <Layout.Header className="app-header" style={{ background: token.colorBgContainer }}>
      <Space>
        <Button type="text" aria-label="切换菜单" icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggleMenu} />
        <Typography.Text strong className="app-title" onDoubleClick={packages.show}>
          {tenant.data?.FullName ?? '科研管理平台'}
        </Typography.Text>
      </Space>
      <Space size={4}>
        {user ? <Typography.Text className="welcome-text">欢迎您，{user.Name}</Typography.Text> : null}
        <AfterFirstPaint>
          <Space size={4}>
            {user ? <NotificationBell /> : null}
            {user ? <MessageEnvelope /> : null}
            <HoverTooltip title="设置">
              <Button type="text" aria-label="设置" icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} />
            </HoverTooltip>
            <FullscreenButton />
            {user ? <OnlineUsers /> : null}
            <HoverTooltip title="问题反馈">
              <Button
                type="text"
                aria-label="反馈"
                icon={<MessageOutlined />}
                onClick={() => window.open(feedbackUrl(baseUrl, window.location.href), '_blank')}
              />
            </HoverTooltip>
            {user ? <RoleSwitcher user={user} /> : null}
          </Space>
        </AfterFirstPaint>
        {user ? (
          <AfterFirstPaint>
            <AvatarMenu user={user} />
          </AfterFirstPaint>
        ) : (
          <Button type="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`)}>
            登录
          </Button>
        )}
      </Space>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {user?.IsAdmin ? <PackageDialog controller={packages} /> : null}
    </Layout.Header>
  );
}
