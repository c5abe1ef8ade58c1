import { useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useAppStyle from 'antd/es/app/style';

/**
 * antd `App`'s frame without its message, notification and modal holders: the same element, classes and styles (the
 * text colour, size and font of `.ant-app`), so every page looks as it did inside `<App>`. The holders (antd's Modal,
 * notification and message code, ~30 kB brotli) load with the shell and the other pages outside the login page
 * (AppHolders.tsx gives them `useApp()`); the login page does without (issue 16, D-PERF-4f).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  return wrapCSSVar(<div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>{children}</div>);
}
