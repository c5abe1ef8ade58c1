import { Layout, Typography } from 'antd';
import { useTenant } from '../hooks/useTenant';
import { footerText, ICP_LOOKUP_URL } from './footerConfig';

/** The footer: the provider credit and the ICP filing line (SH-SHELL-4). */
export function AppFooter() {
  const tenant = useTenant();
  const text = footerText(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__, tenant.data?.FullName);
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text type="secondary">{text.credit}</Typography.Text>
      <Typography.Link href={ICP_LOOKUP_URL} target="_blank" rel="noreferrer" type="secondary">
        {text.icp}
      </Typography.Link>
    </Layout.Footer>
  );
}
