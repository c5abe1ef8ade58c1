import { describe, expect, it } from 'vitest';
import { createOpenRequests } from './openRequest';

describe('open requests', () => {
  it('hands the last id asked for to one taker, once, and tells subscribers', () => {
    const requests = createOpenRequests();
    let told = 0;
    const stop = requests.subscribe(() => (told += 1));
    requests.request('n1');
    requests.request('n2');
    expect(requests.peek()).toBe('n2');
    expect(requests.take()).toBe('n2');
    expect(requests.take()).toBeNull();
    stop();
    requests.request('n3');
    expect(told).toBe(2);
  });
});
