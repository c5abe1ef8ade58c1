import { describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_URL } from '../../providers/auth/sessionStore';
import { FakeHubConnection } from './fakeHubConnection';
import { createHubClient } from './hubClient';
import { watchSessionEnd } from './sessionEndWatch';

function setup(answer: () => Promise<unknown>) {
  const connection = new FakeHubConnection();
  const hub = createHubClient({ baseUrl: '', connect: async () => connection });
  const get = vi.fn(answer);
  const stopWatching = watchSessionEnd(hub, { get } as never);
  return { connection, hub, get, stopWatching };
}

describe('watchSessionEnd', () => {
  it('asks the server who is logged in, not silently, when the server closes the connection', async () => {
    const { connection, hub, get } = setup(async () => ({ Id: 'u1' }));
    await hub.start();
    connection.closeFromServer('登录已失效,连接已关闭');
    // No call options: the HTTP client's 401 rule (to the login page, the draft kept) applies to the answer.
    expect(get.mock.calls).toEqual([[CURRENT_USER_URL]]);
  });

  it('asks nothing when the app closes the connection itself (logout, temporary leave), or once it has stopped watching', async () => {
    const { connection, hub, get, stopWatching } = setup(async () => ({ Id: 'u1' }));
    await hub.start();
    await hub.stop();
    expect(get).not.toHaveBeenCalled();
    await hub.start();
    stopWatching();
    connection.closeFromServer('登录已失效,连接已关闭');
    expect(get).not.toHaveBeenCalled();
  });

  it('swallows the failed answer: the HTTP client has acted on it already', async () => {
    const { connection, hub, get } = setup(async () => Promise.reject(new Error('未登陆')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await hub.start();
      connection.closeFromServer('登录已失效,连接已关闭');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(get).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
