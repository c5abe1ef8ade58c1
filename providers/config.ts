/**
 * Run-time configuration. The server serves `/config.js`, which sets `window.__APP_CONFIG__`, so one build can be
 * pointed at any institute server without rebuilding.
 */

export interface AppRuntimeConfig {
  /** Origin (and optional path prefix) of the institute API, e.g. `https://ky.example.org`. '' = same origin. */
  apiBaseUrl?: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: AppRuntimeConfig;
  }
}

/** The API base URL without a trailing slash; '' (same origin) when not configured or outside a browser. */
export function getApiBaseUrl(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__?.apiBaseUrl;
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';
}
