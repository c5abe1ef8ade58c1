import { useEffect } from 'react';
import { notification } from 'antd';
import type { NotificationApi } from './appApi';

/** antd's notification holder, loaded by AppHolders with the first notification; hands its API back once mounted. */
export default function NotificationHolder({ onReady }: { onReady: (api: NotificationApi) => void }) {
  const [api, holder] = notification.useNotification();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
