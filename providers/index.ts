import type { AccessControlProvider, AuthProvider, DataProvider, I18nProvider } from '@refinedev/core';
import { createAccessControlProvider } from './access-control/createAccessControlProvider';
import { createAuthProvider } from './auth/createAuthProvider';
import { createHttpSessionSource, createSessionStore } from './auth/sessionStore';
import type { SessionStore } from './auth/types';
import { getApiBaseUrl } from './config';
import { createDataProvider, type ModuleDataProvider } from './data/createDataProvider';
import { createHttpClient } from './http/createHttpClient';
import { createPublicKeyStore } from './http/publicKeyStore';
import type { Encryptor, FetchLike, HttpClient, Notify, PublicKeyStore } from './http/types';
import { createI18nProvider } from './i18n/createI18nProvider';
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

export interface AppProviders {
  baseUrl: string;
  http: HttpClient;
  publicKeys: PublicKeyStore;
  session: SessionStore;
  dataProvider: ModuleDataProvider;
  authProvider: AuthProvider;
  accessControlProvider: AccessControlProvider;
  notificationProvider: AppNotificationProvider;
  i18nProvider: I18nProvider;
}

/** Everything Refine needs, wired together, so the app only composes. No request is made until used. */
export function createProviders(options: CreateProvidersOptions = {}): AppProviders {
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
    dataProvider: createDataProvider(http),
    authProvider: createAuthProvider(http, session, { currentUrl: options.currentUrl, lastUrl: options.lastUrl }),
    accessControlProvider: createAccessControlProvider(session),
    notificationProvider,
    i18nProvider: createI18nProvider(),
  };
}

export { getApiBaseUrl } from './config';
export * from './access-control';
export * from './auth';
export * from './data';
export * from './http';
export * from './i18n';
export * from './notification';
