import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationProvider } from './createNotificationProvider';
import type { NotificationApi } from './types';

function fakeApi() {
  const open = vi.fn<NotificationApi['open']>();
  const destroy = vi.fn<NotificationApi['destroy']>();
  return { api: { open, destroy }, open, destroy };
}

describe('createNotificationProvider', () => {
  it('opens success and error toasts for 5 seconds', () => {
    const { api, open } = fakeApi();
    const provider = createNotificationProvider(api);
    provider.open({ key: 'k', type: 'success', message: '保存成功' });
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ key: 'k', type: 'success', message: '保存成功', duration: 5 }));
  });

  it('shows an error the HTTP layer already toasted only once', () => {
    const { api, open } = fakeApi();
    const provider = createNotificationProvider(api);
    provider.alert({ type: 'error', message: '标题不能为空' });
    provider.open({ type: 'error', message: '操作失败 (状态码: 400)', description: '标题不能为空' });
    expect(open).toHaveBeenCalledTimes(1);
    provider.open({ type: 'error', message: '操作失败 (状态码: 500)', description: '出了点小小问题,请联系管理员~!~' });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('renders HTML messages sanitized (the sanitizer loads with the first one)', async () => {
    const { api, open } = fakeApi();
    createNotificationProvider(api).alert({ type: 'info', message: '<b>注意</b><script>x()</script>' });
    // What the page shows: the element rendered to HTML once its lazy sanitizer has loaded.
    const { prelude } = await prerenderToNodeStream(open.mock.calls[0][0].message as ReactElement);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('注意');
    expect(html).not.toContain('<script');
  });

  it('shows a message without tags as the text itself', () => {
    const { api, open } = fakeApi();
    createNotificationProvider(api).alert({ type: 'info', message: '1 < 2' });
    expect(open.mock.calls[0][0].message).toBe('1 < 2');
  });

  it('progress toasts last the undoable timeout and carry an undo button; close destroys', () => {
    const { api, open, destroy } = fakeApi();
    const provider = createNotificationProvider(api);
    const cancelMutation = vi.fn();
    provider.open({ key: 'u', type: 'progress', message: '3 秒内可撤销', cancelMutation, undoableTimeout: 3 });
    const config = open.mock.calls[0][0];
    expect(config.duration).toBe(3);
    (config.actions as { props: { onClick: () => void } }).props.onClick();
    expect(cancelMutation).toHaveBeenCalled();
    expect(destroy).toHaveBeenCalledWith('u');
    provider.close('x');
    expect(destroy).toHaveBeenCalledWith('x');
  });
});
