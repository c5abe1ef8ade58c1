/** Gives hooks the hub client: the provided one (tests, another base URL) or the app's single connection. */
import { createContext, useContext, type ReactNode } from 'react';
import { appHubClient } from './appHubClient';
import type { HubClient } from './types';

const HubContext = createContext<HubClient | null>(null);

export function HubProvider({ client, children }: { client: HubClient; children: ReactNode }) {
  return <HubContext.Provider value={client}>{children}</HubContext.Provider>;
}

export function useHubClient(): HubClient {
  return useContext(HubContext) ?? appHubClient();
}
