import { Layout, theme } from 'antd';
import type { ReportRoute } from '../../../contract/index';
import { PageTitle } from '../../hooks/usePageTitle';
import { AppFooter } from '../../layout/AppFooter';
import { useTenant } from '../../hooks/useTenant';
import { ReportPage } from './ReportPage';
import '../../app/dayjsLocale';
import { outsideShellPage } from '../../app/outsideShellPage';

/** An anonymous report for a visitor without a login: logo, title, the report and the footer, no menu or tabs. */
function PublicReportLayout({ route }: { route: ReportRoute }) {
  const { token } = theme.useToken();
  const tenant = useTenant();
  return (
    <Layout className="report-public" data-testid="public-report">
      <PageTitle title={route.Title} />
      <Layout.Header className="report-public-header" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <span className="report-public-logo" style={{ color: token.colorPrimary }}>
          {tenant.data?.FullName || '科研管理平台'}
        </span>
      </Layout.Header>
      <Layout.Content className="report-public-main">
        <ReportPage code={route.Code} />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}

// Outside the shell: React Query's client and antd App's holders come with the page, not with the first chunk (D-PERF-4f).
export default outsideShellPage(PublicReportLayout);
