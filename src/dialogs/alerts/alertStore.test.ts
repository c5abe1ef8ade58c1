import { describe, expect, it } from 'vitest';
import { createAlertStore } from './alertStore';

describe('alert store', () => {
  it('defaults to success and 5 s, counts down each second and closes at zero', () => {
    const store = createAlertStore();
    store.show({ message: '保存成功' });
    expect(store.list()[0]).toMatchObject({ type: 'success', secondsLeft: 5, timeout: 5000 });
    for (let i = 0; i < 4; i++) store.tick();
    expect(store.list()[0].secondsLeft).toBe(1);
    store.tick();
    expect(store.list()).toHaveLength(0);
  });

  it('keeps an untimed alert, replaces by key and closes by id or key', () => {
    const store = createAlertStore();
    const id = store.show({ message: 'a', timeout: 0, type: 'error' });
    store.show({ message: 'b', key: 'k' });
    store.show({ message: 'c', key: 'k' });
    store.tick();
    expect(store.list().map((alert) => alert.message)).toEqual(['a', 'c']);
    store.close('k');
    store.close(id);
    expect(store.list()).toHaveLength(0);
  });
});
