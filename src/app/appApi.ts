import { createContext, useContext } from 'react';
import type { App } from 'antd';

/** What antd's `App.useApp()` gives: message, modal and notification, themed by the ConfigProvider. */
export type AppApi = ReturnType<typeof App.useApp>;
export type NotificationApi = AppApi['notification'];

/**
 * The app's own context for that API, filled by AppHolders: antd's `<App>` would bring its notification code to every
 * page, and the context it fills is not part of antd's public API. Outside AppHolders (the login page) it is empty.
 */
export const AppApiContext = createContext<AppApi>({} as AppApi);

/** antd's `App.useApp()`, for the pages inside AppHolders (the shell's and those outside it but the login page). */
export function useApp(): AppApi {
  return useContext(AppApiContext);
}
