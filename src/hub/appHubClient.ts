/** The one hub connection of the running app (same origin or the configured API base URL). */
import { getApiBaseUrl } from '../../providers/config';
import { createHubClient } from './hubClient';
import type { HubClient } from './types';

let instance: HubClient | null = null;

export function appHubClient(): HubClient {
  instance ??= createHubClient({ baseUrl: getApiBaseUrl() });
  return instance;
}
