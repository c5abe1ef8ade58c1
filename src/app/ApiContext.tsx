import { createContext, useContext, type ReactNode } from 'react';
import type { AppProviders, SessionProviders } from '../../providers';

const ApiContext = createContext<SessionProviders | null>(null);

/**
 * Gives hooks the HTTP client and session store the Refine providers were built on. The app's root gives the session's
 * providers; the shell gives them all again (RefineShell.tsx), so the login page carries no data provider (D-PERF-4f).
 */
export function ApiProvider({ providers, children }: { providers: SessionProviders; children: ReactNode }) {
  return <ApiContext.Provider value={providers}>{children}</ApiContext.Provider>;
}

/** The session's providers: anywhere in the app, the pages outside the shell included. */
export function useSessionApi(): SessionProviders {
  const providers = useContext(ApiContext);
  if (!providers) throw new Error('useApi must be used inside <ApiProvider>');
  return providers;
}

/** All providers, the data provider included: inside the shell (or a root made with createProviders). */
export function useApi(): AppProviders {
  const providers = useSessionApi();
  if (!('dataProvider' in providers)) throw new Error("useApi needs the shell's providers: outside the shell use useSessionApi");
  return providers as AppProviders;
}
