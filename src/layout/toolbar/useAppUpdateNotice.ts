import { createElement } from 'react';
import { Button } from 'antd';
import { useHubEvent } from '../../hub/useHubEvent';
import { newVersionNotice } from './packageRelease';
import { useApp } from '../../app/AppHolders';

/**
 * When another build of the app is served (hub AppUpdated: a package installed or rolled back), the user is told
 * and offered 刷新; the notice stays until they act, since the page keeps running the old code until then.
 */
export function useAppUpdateNotice(): void {
  const { notification } = useApp();
  useHubEvent('AppUpdated', (version) => {
    notification.info({
      key: 'app-updated',
      message: '系统已更新',
      description: newVersionNotice(String(version ?? '')),
      duration: 0,
      placement: 'topRight',
      actions: createElement(Button, { type: 'primary', size: 'small', onClick: () => window.location.reload() }, '刷新'),
    });
  });
}
