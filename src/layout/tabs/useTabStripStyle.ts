import { useContext, type ReactElement } from 'react';
import { ConfigProvider } from 'antd';
import useTabsStyle from 'antd/es/tabs/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';

/**
 * The classes of antd's small editable-card Tabs, with its styles registered for the current theme (the static sheet
 * holds the default theme's; another theme's are written as antd's own Tabs would write them): the page tab strip
 * looks as antd's tabs do without rendering rc-tabs (PageTabs.tsx).
 */
export function useTabStripStyle(): { className: string; prefixCls: string; wrap: (node: ReactElement) => ReactElement } {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('tabs');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrap, hashId, cssVarCls] = useTabsStyle(prefixCls, rootCls);
  const classes = [prefixCls, `${prefixCls}-top`, `${prefixCls}-editable`, `${prefixCls}-small`, `${prefixCls}-card`, `${prefixCls}-editable-card`, direction === 'rtl' ? `${prefixCls}-rtl` : '', hashId, cssVarCls, rootCls];
  return { className: classes.filter(Boolean).join(' '), prefixCls, wrap };
}
