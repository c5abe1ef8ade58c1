import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Layout, theme } from 'antd';
import { SideMenu } from './SideMenu';
import { AppHeader } from './AppHeader';
import { AppFooter } from './AppFooter';
import { FeedbackButton } from './FeedbackButton';
import { FEEDBACK_TAB_SIZE } from './feedbackPosition';
import { useUiSettings } from '../settings/useUiSettings';
import './shell.css';
import { TabbedPages } from './tabs/TabbedPages';
import { useHubKeeper } from '../hub/useHubKeeper';

/** Left drawer width (SH-SHELL-3, SH-CONST-10). */
export const MENU_WIDTH = 280;

/** The shell around every page behind login: menu drawer, toolbar, content. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [settings] = useUiSettings();
  // The 问题反馈 tab rests against the window's right edge: the content keeps clear of it (issue 18).
  const contentMarginRight = settings.supportPanel === '1' ? FEEDBACK_TAB_SIZE.width + 8 : 16;
  // The 10-second helper: connects the hub while someone is logged in (SH-HUB-2).
  useHubKeeper();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={MENU_WIDTH} collapsible collapsed={collapsed} trigger={null} theme="light" style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}>
        <div className="app-logo" onClick={() => navigate('/tenantCenter')} role="link" aria-label="企业中心" tabIndex={0}>
          {collapsed ? '科研' : '科研管理平台'}
        </div>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <AppHeader collapsed={collapsed} onToggleMenu={() => setCollapsed(!collapsed)} />
        <Layout.Content style={{ margin: 16, marginRight: contentMarginRight }}>
          <TabbedPages />
        </Layout.Content>
        <AppFooter />
      </Layout>
      <FeedbackButton />
    </Layout>
  );
}
