/**
 * Refine LiveProvider over the hub: a subscription to a resource's channel (`resources/{name}` as Refine names
 * it, or the bare name) receives the hub's data_update events for that module (name compared case-insensitively).
 * Publishing is a no-op: the server announces every write itself.
 */
import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { readDataChange, type DataUpdate } from './dataUpdate';

/** The hub side the provider needs (HubClient satisfies it). */
export interface DataUpdateSource {
  onDataUpdate(handler: (update: DataUpdate) => void): () => void;
}

const RESOURCE_PREFIX = 'resources/';

export function channelModule(channel: string): string {
  const name = channel.startsWith(RESOURCE_PREFIX) ? channel.slice(RESOURCE_PREFIX.length) : channel;
  return name.toLowerCase();
}

/** The Refine event for a data_update on `channel`, or null when it concerns another module or type. */
export function toLiveEvent(update: DataUpdate, channel: string, types: readonly string[], now: Date = new Date()): LiveEvent | null {
  if (update.name.toLowerCase() !== channelModule(channel)) return null;
  const change = readDataChange(update.data);
  if (!types.includes('*') && change.type !== '*' && !types.includes(change.type)) return null;
  return { channel, type: change.type, payload: { ids: change.ids }, date: now };
}

interface Subscription {
  unsubscribe: () => void;
}

export function createLiveProvider(source: DataUpdateSource): LiveProvider {
  return {
    subscribe({ channel, types, callback }): Subscription {
      const unsubscribe = source.onDataUpdate((update) => {
        const event = toLiveEvent(update, channel, types);
        if (event) callback(event);
      });
      return { unsubscribe };
    },
    unsubscribe(subscription: Subscription | undefined) {
      subscription?.unsubscribe();
    },
    publish() {
      // The server broadcasts data_update after every write; clients publish nothing.
    },
  };
}
