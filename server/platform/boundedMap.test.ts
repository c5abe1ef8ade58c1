import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMap } from './boundedMap.js';

describe('BoundedMap', () => {
  it('drops the least recently stored past max; reading does not move an entry, storing again does', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
    map.set('b', 4);
    map.set('d', 5);
    expect([...map]).toEqual([
      ['b', 4],
      ['d', 5],
    ]);
  });

  it('refuses a size that holds nothing', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });

  it('holds what a model of "the last max keys stored, each with its last value" holds, after any sets and deletes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 9 }), fc.integer()), { maxLength: 60 }),
        (max, operations) => {
          const map = new BoundedMap<number, number>(max);
          let model: Array<[number, number]> = [];
          for (const [isSet, key, value] of operations) {
            model = model.filter(([k]) => k !== key);
            if (isSet) {
              map.set(key, value);
              model.push([key, value]);
              if (model.length > max) model.shift();
            } else map.delete(key);
          }
          expect([...map]).toEqual(model);
          expect(map.size).toBe(model.length);
        },
      ),
    );
  });
});
