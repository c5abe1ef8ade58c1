import { describe, expect, it, vi } from 'vitest';
import { FakeHubConnection } from './fakeHubConnection';
import { createHubClient } from './hubClient';
import type { DataUpdate, OnlineUser } from './types';

function setup() {
  const connection = new FakeHubConnection();
  const connect = vi.fn(async (_url: string) => connection);
  const onStartFailed = vi.fn();
  const hub = createHubClient({ baseUrl: 'https://ky.example.org/', connect, onStartFailed });
  return { connection, connect, onStartFailed, hub };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createHubClient', () => {
  it('builds the connection lazily at /hub/message and starts it once', async () => {
    const { connection, connect, hub } = setup();
    expect(connect).not.toHaveBeenCalled();
    await Promise.all([hub.start(), hub.start()]);
    await hub.start();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith('https://ky.example.org/hub/message');
    expect(connection.starts).toBe(1);
    expect(hub.connected).toBe(true);
  });

  it('a failed start goes to the handler, and a later start tries again', async () => {
    const { connection, onStartFailed, hub } = setup();
    connection.failNextStart = true;
    await expect(hub.start()).resolves.toBeUndefined();
    expect(onStartFailed).toHaveBeenCalledTimes(1);
    expect(hub.connected).toBe(false);
    await hub.start();
    expect(hub.connected).toBe(true);
  });

  it('tells onClosedByServer of a close the server made, not of its own stop', async () => {
    const { connection, hub } = setup();
    const closes: string[] = [];
    hub.onClosedByServer((error) => closes.push(error.message));
    await hub.start();
    await hub.stop();
    expect(closes).toEqual([]);
    await hub.start();
    connection.closeFromServer('登录已失效,连接已关闭');
    expect(closes).toEqual(['Server returned an error on close: 登录已失效,连接已关闭']);
    expect(hub.connected).toBe(false);
  });

  it('re-emits server events to subscribers until they unsubscribe', async () => {
    const { connection, hub } = setup();
    const seen: OnlineUser[][] = [];
    const notified: string[] = [];
    const off = hub.on('userChange', (users) => seen.push(users));
    hub.on('Notify', (content) => notified.push(content));
    await hub.start();
    connection.deliver('userChange', [{ Name: '陈思远', Account: 'staff' }]);
    connection.deliver('Notify', '审批已通过');
    off();
    connection.deliver('userChange', []);
    expect(seen).toEqual([[{ Name: '陈思远', Account: 'staff' }]]);
    expect(notified).toEqual(['审批已通过']);
  });

  it('parses data_update payloads and re-emits them', async () => {
    const { connection, hub } = setup();
    const updates: DataUpdate[] = [];
    const raw: Array<[string, string]> = [];
    hub.onDataUpdate((u) => updates.push(u));
    hub.on('data_update', (name, payload) => raw.push([name, payload]));
    await hub.start();
    connection.deliver('data_update', 'Thesis', '{"type":"updated","ids":["7"]}');
    expect(updates).toEqual([{ name: 'Thesis', data: { type: 'updated', ids: ['7'] } }]);
    expect(raw).toEqual([['Thesis', '{"type":"updated","ids":["7"]}']]);
  });

  it('re-establishes the connection when a data_update payload cannot be parsed', async () => {
    const { connection, hub } = setup();
    const updates: DataUpdate[] = [];
    hub.onDataUpdate((u) => updates.push(u));
    await hub.start();
    connection.deliver('data_update', 'Thesis', '{not json');
    await flush();
    expect(updates).toEqual([]);
    expect(connection.stops).toBe(1);
    expect(connection.starts).toBe(2);
    expect(hub.connected).toBe(true);
  });

  it('stops', async () => {
    const { connection, hub } = setup();
    await hub.start();
    await hub.stop();
    expect(connection.stops).toBe(1);
    expect(hub.connected).toBe(false);
  });
});
