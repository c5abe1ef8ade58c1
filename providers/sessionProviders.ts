import type { AuthProvider } from '@refinedev/core';
import { createAuthProvider } from './auth/createAuthProvider';
import { createHttpSessionSource, createSessionStore } from './auth/sessionStore';
import type { SessionStore } from './auth/types';
import { getApiBaseUrl } from './config';
import { createHttpClient } from './http/createHttpClient';
import { createPublicKeyStore } from './http/publicKeyStore';
import type { Encryptor, FetchLike, HttpClient, Notify, PublicKeyStore } from './http/types';
import { createNotificationProvider } from './notification/createNotificationProvider';
import type { AppNotificationProvider, NotificationApi } from './notification/types';

export interface CreateProvidersOptions {
  /** API origin; defaults to `window.__APP_CONFIG__.apiBaseUrl` (run-time config), '' = same origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Toasts of the HTTP layer; defaults to the notification provider's `alert`. */
  notify?: Notify;
  /** Navigation (the router's navigate); defaults to `window.location.assign`. Used for the 401 redirect. */
  navigate?: (to: string) => void;
  /** Browser path + query; defaults to window.location. */
  currentUrl?: () => string;
  /** Last visited non-anonymous URL (the guard remembers it); defaults to currentUrl. */
  lastUrl?: () => string;
  encryptor?: Encryptor;
  /** antd notification API; defaults to the static `notification`. */
  notificationApi?: NotificationApi;
}

/** What every page needs, the login page included: the HTTP client, the session, logging in and out, the toasts. */
export interface SessionProviders {
  baseUrl: string;
  http: HttpClient;
  publicKeys: PublicKeyStore;
  session: SessionStore;
  authProvider: AuthProvider;
  notificationProvider: AppNotificationProvider;
}

/**
 * The session's providers alone: what the app's first chunk makes. The rest (withRefineProviders) comes with the
 * shell, so the login page carries no data provider, access control or Refine texts (D-PERF-4f).
 */
export function createSessionProviders(options: CreateProvidersOptions = {}): SessionProviders {
  const baseUrl = (options.baseUrl ?? getApiBaseUrl()).replace(/\/+$/, '');
  const notificationProvider = createNotificationProvider(options.notificationApi);
  const publicKeys = createPublicKeyStore();
  const navigate = options.navigate ?? ((to: string) => typeof window !== 'undefined' && window.location.assign(to));
  const http = createHttpClient({
    baseUrl,
    fetch: options.fetch,
    publicKeys,
    encryptor: options.encryptor,
    notify: options.notify ?? notificationProvider.alert,
    navigateToLogin: navigate,
    currentUrl: options.currentUrl,
    lastUrl: options.lastUrl,
  });
  const session = createSessionStore(createHttpSessionSource(http));
  return {
    baseUrl,
    http,
    publicKeys,
    session,
    authProvider: createAuthProvider(http, session, { currentUrl: options.currentUrl, lastUrl: options.lastUrl }),
    notificationProvider,
  };
}
