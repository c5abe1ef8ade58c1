import { describe, expect, it, vi } from 'vitest';
import { createValueStore } from './valueStore';

describe('createValueStore', () => {
  it('hands out the current value and notifies subscribers of a change', () => {
    const store = createValueStore({ count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ count: 1 });
    expect(store.get()).toEqual({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('applies a function of the previous value', () => {
    const store = createValueStore(2);
    store.set((previous) => previous * 3);
    expect(store.get()).toBe(6);
  });

  it('notifies nobody when the same value is set again, and nobody after unsubscribing', () => {
    const value = { a: 1 };
    const store = createValueStore(value);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(value);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.set({ a: 2 });
    expect(listener).not.toHaveBeenCalled();
  });
});
