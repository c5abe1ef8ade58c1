import './dayjsLocale';
import { Refine } from '@refinedev/core';
import { useMemo } from 'react';
import { withRefineProviders, type SessionProviders } from '../../providers';
import { ApiProvider } from './ApiContext';
import { AppHolders } from './AppHolders';
import { createLiveProvider } from '../../providers/live/createLiveProvider';
import { appHubClient } from '../hub/appHubClient';
import { AppLayout } from '../layout/AppLayout';
import { appQueryClient } from './appQueryClient';
import { refineProviderProps } from './refineProviderProps';

// Lists follow other users' changes through the hub (data_update); hidden tabs stay inactive until shown.
const liveProvider = createLiveProvider(appHubClient());

/**
 * Refine, antd's message and modal holders, the data provider and the shell (menu, header, tabs, notification bell): one lazy chunk
 * loaded after login. The pages outside the shell render without `<Refine>`, so the login page carries none of it
 * (D-PERF-4f). The shell's pages get all providers (useApi); outside it only the session's (useSessionApi).
 */
export default function RefineShell({ providers: session }: { providers: SessionProviders }) {
  const providers = useMemo(() => withRefineProviders(session), [session]);
  return (
    <ApiProvider providers={providers}>
      <Refine
        {...refineProviderProps(providers)}
        liveProvider={liveProvider}
        options={{
          disableTelemetry: true,
          liveMode: 'auto',
          syncWithLocation: false,
          warnWhenUnsavedChanges: false,
          reactQuery: { clientConfig: appQueryClient },
        }}
      >
        {/* useApp() for the shell's pages (message, modal); the frame itself is AppFrame's, around every page. */}
        <AppHolders>
          <AppLayout />
        </AppHolders>
      </Refine>
    </ApiProvider>
  );
}
