import { theme } from 'antd';
import { PageTabs } from './PageTabs';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { useOpenTabForLocation } from './useOpenTabForLocation';

/** The shell's content: the tab strip and the kept-alive pages; the address decides the active tab. */
export function TabbedPages() {
  useOpenTabForLocation();
  const { token } = theme.useToken();
  return (
    <>
      {/* The strip stays in view while a long page scrolls, so switching never needs scrolling back up. */}
      <div className="app-tabs-strip" style={{ position: 'sticky', top: 0, zIndex: 10, background: token.colorBgLayout }}>
        <PageTabs />
      </div>
      {/* The address is a tab before the pages render (useOpenTabForLocation), so the first page is the one asked for. */}
      <KeepAliveOutlet />
    </>
  );
}
