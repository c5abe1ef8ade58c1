import { useEffect } from 'react';
import useNotification from 'antd/es/notification/useNotification';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's notification holder, loaded by AppHolders with the first notification; hands its API back once mounted. */
export default function NotificationHolder({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = useNotification();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
