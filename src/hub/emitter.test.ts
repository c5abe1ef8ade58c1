import { describe, expect, it } from 'vitest';
import { createEmitter } from './emitter';

describe('createEmitter', () => {
  it('calls the handlers of an event with its arguments until they unsubscribe', () => {
    const emitter = createEmitter<{ change: [name: string, n: number]; other: [] }>();
    const calls: Array<[string, number]> = [];
    const off = emitter.on('change', (name, n) => calls.push([name, n]));
    emitter.emit('change', 'Thesis', 1);
    emitter.emit('other');
    off();
    emitter.emit('change', 'Thesis', 2);
    expect(calls).toEqual([['Thesis', 1]]);
    expect(emitter.count('change')).toBe(0);
  });
});
