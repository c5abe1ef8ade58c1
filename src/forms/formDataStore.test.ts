import { describe, expect, it } from 'vitest';
import { createFormDataStore } from './formDataStore';

describe('form data store', () => {
  it('tells subscribers when the data changes, and only then', () => {
    const store = createFormDataStore({ Level: '国家级' });
    let calls = 0;
    store.subscribe(() => (calls += 1));
    const same = store.get();
    store.set(same);
    expect(calls).toBe(0);
    store.set({ Level: '省部级' });
    expect(calls).toBe(1);
    expect(store.get().Level).toBe('省部级');
  });
});
