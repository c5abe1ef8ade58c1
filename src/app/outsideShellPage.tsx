import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './appQueryClient';
import { AppHolders } from './AppHolders';

/**
 * A page outside the shell (注册, 权限不足, essays, collection reports, a public report) with what the shell gives its
 * pages and the first chunk no longer does (D-PERF-4f): the app's React Query client and antd App's message, modal
 * and notification holders (`useApp()`). The login page does without both.
 */
// biome-ignore lint/suspicious/noExplicitAny: any page's props.
export function outsideShellPage<P extends Record<string, any>>(Page: ComponentType<P>): ComponentType<P> {
  function OutsideShellPage(props: P) {
    return (
      <QueryClientProvider client={appQueryClient}>
        <AppHolders>
          <Page {...props} />
        </AppHolders>
      </QueryClientProvider>
    );
  }
  return OutsideShellPage;
}
