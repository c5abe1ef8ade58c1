import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('hub keeper beside automatic reconnection (property)', () => {
  type Step = 'login' | 'logout' | 'tick' | 'drop' | 'reconnected' | 'gaveUp';
  it('never starts a second connection, and a tick leaves the connection as the login state says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom<Step>('login', 'logout', 'tick', 'drop', 'reconnected', 'gaveUp'), { maxLength: 40 }), async (steps) => {
        const connection = new FakeHubConnection();
        let startsWhileActive = 0;
        const start = connection.start.bind(connection);
        connection.start = async () => {
          if (connection.state !== 'Disconnected') startsWhileActive += 1;
          await start();
        };
        const hub = createHubClient({ baseUrl: '', connect: async () => connection });
        let loggedIn = false;
        for (const step of steps) {
          if (step === 'login') loggedIn = true;
          else if (step === 'logout') loggedIn = false;
          else if (step === 'drop' && connection.state === 'Connected') connection.state = 'Reconnecting';
          else if (step === 'reconnected' && connection.state === 'Reconnecting') connection.state = 'Connected';
          else if (step === 'gaveUp' && connection.state === 'Reconnecting') connection.state = 'Disconnected';
          else if (step === 'tick') {
            await keepHub(loggedIn, hub);
            expect(hub.active).toBe(loggedIn);
          }
        }
        expect(startsWhileActive).toBe(0);
      }),
    );
  });
});
