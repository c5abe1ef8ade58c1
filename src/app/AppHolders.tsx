import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { message as antdMessage, Modal } from 'antd';
import { AppApiContext, type NotificationApi as NotificationInstance } from './appApi';

// antd's notification code loads with the first notification (only the 系统已更新 notice uses one; D-PERF-4f).
const NotificationHolder = lazy(() => import('./NotificationHolder'));

type NotificationCall = (api: NotificationInstance) => void;

/**
 * What antd `<App>` gives `useApp()` — message, modal and notification, themed by the ConfigProvider — without
 * loading antd's notification code before a notification is shown: calls made before it has loaded are kept and
 * made once it has. The frame (the text's colour, size and font) is AppFrame's, around every page.
 */
export function AppHolders({ children }: { children: ReactNode }) {
  const [message, messageHolder] = antdMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [notificationWanted, setNotificationWanted] = useState(false);
  const loaded = useRef<NotificationInstance | null>(null);
  const waiting = useRef<NotificationCall[]>([]);
  const notification = useMemo<NotificationInstance>(() => {
    const forward = (call: NotificationCall) => {
      if (loaded.current) return call(loaded.current);
      waiting.current.push(call);
      setNotificationWanted(true);
    };
    return {
      open: (config) => forward((api) => api.open(config)),
      success: (config) => forward((api) => api.success(config)),
      error: (config) => forward((api) => api.error(config)),
      info: (config) => forward((api) => api.info(config)),
      warning: (config) => forward((api) => api.warning(config)),
      destroy: (key) => forward((api) => api.destroy(key)),
    };
  }, []);
  const onReady = useCallback((api: NotificationInstance) => {
    loaded.current = api;
    waiting.current.splice(0).forEach((call) => call(api));
  }, []);
  const value = useMemo(() => ({ message, modal, notification }), [message, modal, notification]);
  return (
    <AppApiContext.Provider value={value}>
      {modalHolder}
      {messageHolder}
      {notificationWanted ? (
        <Suspense fallback={null}>
          <NotificationHolder onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </AppApiContext.Provider>
  );
}

export { useApp } from './appApi';
