import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { zhCN } from '../../antd/zhCN';
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
