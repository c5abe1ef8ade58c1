import type { LiveEvent } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import type { DataUpdate } from './dataUpdate';
import { channelModule, createLiveProvider, toLiveEvent } from './createLiveProvider';

/** A hub stand-in: what the provider subscribes to, and a way to send it updates. */
function source() {
  const handlers = new Set<(update: DataUpdate) => void>();
  const emitter = {
    emit: (_event: 'update', update: DataUpdate) => handlers.forEach((handler) => handler(update)),
    count: (_event: 'update') => handlers.size,
  };
  return {
    emitter,
    source: {
      onDataUpdate: (handler: (update: DataUpdate) => void) => {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    },
  };
}

describe('live provider over data_update', () => {
  it('maps Refine channels to module names', () => {
    expect(channelModule('resources/Thesis')).toBe('thesis');
    expect(channelModule('ProblemCost')).toBe('problemcost');
  });

  it('turns a data_update of the channel’s module into a Refine event', () => {
    const date = new Date('2026-01-01T00:00:00Z');
    expect(toLiveEvent({ name: 'Thesis', data: { type: 'created', ids: ['1'] } }, 'resources/thesis', ['*'], date)).toEqual({
      channel: 'resources/thesis',
      type: 'created',
      payload: { ids: ['1'] },
      date,
    });
    expect(toLiveEvent({ name: 'Patent', data: { type: 'created', ids: ['1'] } }, 'resources/thesis', ['*'])).toBeNull();
    expect(toLiveEvent({ name: 'Thesis', data: { type: 'deleted', ids: ['1'] } }, 'resources/thesis', ['updated'])).toBeNull();
    expect(toLiveEvent({ name: 'Thesis', data: 'something else' }, 'Thesis', ['updated'])?.type).toBe('*');
  });

  it('delivers events to subscribers until they unsubscribe', () => {
    const { emitter, source: hub } = source();
    const provider = createLiveProvider(hub);
    const events: LiveEvent[] = [];
    const subscription: unknown = provider.subscribe({ channel: 'resources/Thesis', types: ['*'], callback: (e) => events.push(e) });
    emitter.emit('update', { name: 'thesis', data: { type: 'updated', ids: ['9'] } });
    emitter.emit('update', { name: 'Patent', data: { type: 'updated', ids: ['3'] } });
    provider.unsubscribe(subscription);
    emitter.emit('update', { name: 'Thesis', data: { type: 'deleted', ids: ['9'] } });
    expect(events.map((e) => [e.type, e.payload.ids])).toEqual([['updated', ['9']]]);
    expect(emitter.count('update')).toBe(0);
  });
});
