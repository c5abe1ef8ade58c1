import { createContext, useContext, type ReactNode } from 'react';
import type { AppProviders } from '../../providers';

const ApiContext = createContext<AppProviders | null>(null);

/** Gives hooks the HTTP client and session store the Refine providers were built on. */
export function ApiProvider({ providers, children }: { providers: AppProviders; children: ReactNode }) {
  return <ApiContext.Provider value={providers}>{children}</ApiContext.Provider>;
}

export function useApi(): AppProviders {
  const providers = useContext(ApiContext);
  if (!providers) throw new Error('useApi must be used inside <ApiProvider>');
  return providers;
}
