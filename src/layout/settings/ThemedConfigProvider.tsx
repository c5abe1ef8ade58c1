import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The ES build of the locale: antd/locale/zh_CN is its CommonJS build, with interop wrappers (D-PERF-4f).
import zhCN from 'antd/es/locale/zh_CN';
import { useUiSettings } from '../../settings/useUiSettings';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { themeConfigFor } from './themeConfig';

/** antd's ConfigProvider (zh-CN) themed by the UI settings kept in the browser and the system's motion preference. */
export function ThemedConfigProvider({ children }: { children: ReactNode }) {
  const [settings] = useUiSettings();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeConfigFor(settings, reducedMotion), [settings, reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
