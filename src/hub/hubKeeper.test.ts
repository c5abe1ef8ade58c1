import { describe, expect, it } from 'vitest';
import { FakeHubConnection } from './fakeHubConnection';
import { createHubClient } from './hubClient';
import { HUB_KEEPER_INTERVAL_MS, keepHub, keeperAction } from './hubKeeper';

describe('hub keeper', () => {
  it('starts when logged in and not connected, stops when logged out and connected', () => {
    expect(HUB_KEEPER_INTERVAL_MS).toBe(10_000);
    expect(keeperAction(true, false)).toBe('start');
    expect(keeperAction(false, true)).toBe('stop');
    expect(keeperAction(true, true)).toBeNull();
    expect(keeperAction(false, false)).toBeNull();
  });

  it('drives a hub client', async () => {
    const connection = new FakeHubConnection();
    const hub = createHubClient({ baseUrl: '', connect: async () => connection });
    await keepHub(false, hub);
    expect(connection.starts).toBe(0);
    await keepHub(true, hub);
    await keepHub(true, hub);
    expect(connection.starts).toBe(1);
    await keepHub(false, hub);
    expect(connection.stops).toBe(1);
    expect(hub.connected).toBe(false);
  });
});
