import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Refine } from '@refinedev/core';
import { refineProviderProps } from '../../src/app/refineProviderProps';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { createProviders } from '../../providers';
import { getApiBaseUrl } from '../../providers/config';
import { ApiProvider } from '../../src/app/ApiContext';
import { BENCH_PAGES } from './benchPages';
import { installKeystrokeProbe } from './keystrokeProbe';
import { ModuleFormBenchPage } from './ModuleFormBenchPage';
import { PlainRjsfBenchPage } from './PlainRjsfBenchPage';
import { SingleInputBenchPage } from './SingleInputBenchPage';
import '../../src/styles.css';

dayjs.locale('zh-cn');
installKeystrokeProbe();

// The same providers as the app (src/main.tsx): the session cookie of a login on /login is used here too.
const providers = createProviders({ baseUrl: getApiBaseUrl() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ConfigProvider locale={zhCN}>
        <AntdApp>
          <ApiProvider providers={providers}>
            <Refine {...refineProviderProps(providers)} options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false }}>
              <Routes>
                <Route path={BENCH_PAGES.moduleForm} element={<ModuleFormBenchPage />} />
                <Route path={BENCH_PAGES.plainRjsf} element={<PlainRjsfBenchPage />} />
                <Route path={BENCH_PAGES.singleInput} element={<SingleInputBenchPage />} />
              </Routes>
            </Refine>
          </ApiProvider>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  </StrictMode>,
);
