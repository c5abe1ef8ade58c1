/**
 * Who is online across server instances. Each instance reports its own connected users when they change (and on a
 * heartbeat); the answer is everyone online on every instance, which the hub announces as `userChange`.
 */
import type { OnlineUser } from '../../contract/hub.js';
import { connectRedis } from '../platform/redis.js';

export interface HubPresence {
  /** This instance's users now; answers the users online on all instances, each once. */
  report(localUsers: OnlineUser[]): Promise<OnlineUser[]>;
  close(): Promise<void>;
}

/** One instance: its own users are everyone's. */
export function createLocalPresence(): HubPresence {
  return { report: async (localUsers) => localUsers, close: async () => undefined };
}

/** An instance not heard from for this long (it stopped without saying so) no longer counts. */
export const PRESENCE_STALE_MS = 60_000;

interface InstanceEntry {
  seen: number;
  users: OnlineUser[];
}

/**
 * Presence in a Redis hash: one field per instance with its users and when it last reported. Operations run one
 * after another, so a report still under way when the instance closes cannot put its entry back after the removal.
 */
export async function createRedisPresence(url: string, instanceId: string, key: string): Promise<HubPresence> {
  const client = await connectRedis(url);
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const inTurn = <T>(operation: () => Promise<T>): Promise<T> => {
    const result = queue.then(operation);
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    report: (localUsers) =>
      inTurn(async () => {
        if (closed) return localUsers;
        await client.hSet(key, instanceId, JSON.stringify({ seen: Date.now(), users: localUsers } satisfies InstanceEntry));
        // The hash outlives no deployment by long: every report pushes its end out again.
        await client.pExpire(key, PRESENCE_STALE_MS * 2);
        const all = await client.hGetAll(key);
        const online = new Map<string, OnlineUser>();
        for (const [instance, text] of Object.entries(all)) {
          let entry: InstanceEntry;
          try {
            entry = JSON.parse(text) as InstanceEntry;
          } catch {
            continue;
          }
          if (Date.now() - entry.seen > PRESENCE_STALE_MS) {
            await client.hDel(key, instance);
            continue;
          }
          for (const user of entry.users) if (!online.has(user.Account)) online.set(user.Account, user);
        }
        return [...online.values()];
      }),
    close: () => {
      closed = true;
      return inTurn(async () => {
        await client.hDel(key, instanceId);
        await client.close();
      });
    },
  };
}
