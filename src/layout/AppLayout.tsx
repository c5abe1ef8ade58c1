import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Layout, theme } from 'antd';
import { SideMenu } from './SideMenu';
import { AppHeader } from './AppHeader';
import { AppFooter } from './AppFooter';
import { FeedbackButton } from './FeedbackButton';
import { AfterFirstPaint } from './AfterFirstPaint';
import { FEEDBACK_TAB_SIZE } from './feedbackPosition';
import { useUiSettings } from '../settings/useUiSettings';
import './shell.css';
import { TabbedPages } from './tabs/TabbedPages';
import { useHubKeeper } from '../hub/useHubKeeper';
import { useNarrowScreen } from './useNarrowScreen';

// antd's Drawer loads only on a narrow screen, where the menu is one (D-PERF-4f); closed, it shows nothing.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** Left drawer width (SH-SHELL-3, SH-CONST-10). */
export const MENU_WIDTH = 280;

/** The shell around every page behind login: menu drawer, toolbar, content. */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [settings] = useUiSettings();
  // The 问题反馈 tab rests against the window's right edge: the content keeps clear of it (D-UI-5).
  const contentMarginRight = settings.supportPanel === '1' ? FEEDBACK_TAB_SIZE.width + 8 : 16;
  // The 10-second helper: connects the hub while someone is logged in (SH-HUB-2).
  useHubKeeper();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const logo = (small: boolean) => (
    <div
      className="app-logo"
      style={{ color: token.colorPrimary, borderBottomColor: token.colorBorderSecondary }}
      onClick={() => navigate('/tenantCenter')}
      role="link"
      aria-label="企业中心"
      tabIndex={0}
    >
      {small ? '科研' : '科研管理平台'}
    </div>
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        // Below 1024 px the menu is a drawer over the page, opened from the header: the content keeps the full width.
        <Suspense fallback={null}>
          <MenuDrawer width={MENU_WIDTH} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {logo(false)}
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        </Suspense>
      ) : (
        <Layout.Sider
          width={MENU_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
          theme="light"
          className="app-sider"
          style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
        >
          {logo(collapsed)}
          <SideMenu />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader collapsed={narrow ? !drawerOpen : collapsed} onToggleMenu={() => (narrow ? setDrawerOpen(!drawerOpen) : setCollapsed(!collapsed))} />
        <Layout.Content style={{ margin: 16, marginRight: contentMarginRight }}>
          <TabbedPages />
        </Layout.Content>
        <AfterFirstPaint>
          <AppFooter />
        </AfterFirstPaint>
      </Layout>
      <AfterFirstPaint>
        <FeedbackButton />
      </AfterFirstPaint>
    </Layout>
  );
}
