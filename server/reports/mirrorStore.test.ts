import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MirrorStore } from './mirrorStore.js';

/** The rows a store holds, as key values → figures (slots at a count of 0 hold none). */
function held(store: MirrorStore): Map<string, { n: number; sum: number; count: number }> {
  const rows = new Map<string, { n: number; sum: number; count: number }>();
  for (let slot = 0; slot < store.size; slot++) {
    if (store.n[slot] <= 0) continue;
    const keys = store.codes.map((codes, k) => store.dictionaries[k][codes[slot]]);
    rows.set(JSON.stringify(keys), { n: store.n[slot], sum: store.sums[0][slot], count: store.counts[0][slot] });
  }
  return rows;
}

const key = fc.tuple(
  fc.constantFrom('甲', '乙', '', null),
  fc.integer({ min: 0, max: 40 }).map((n) => `p${n}`),
);
const write = fc.record({ keys: key, n: fc.integer({ min: -1, max: 3 }), sum: fc.integer({ min: 0, max: 9 }) });

describe('MirrorStore', () => {
  it('holds the last figures written for each combination, none once its count is 0, through growth and clears', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 20, arbitrary: write }, { weight: 1, arbitrary: fc.constant('clear' as const) }), { maxLength: 3000 }),
        (writes) => {
          const store = new MirrorStore(2, 1);
          const model = new Map<string, { n: number; sum: number; count: number }>();
          for (const w of writes) {
            if (w === 'clear') {
              store.clear();
              model.clear();
              continue;
            }
            store.set(w.keys, w.n, [w.sum], [w.n]);
            const id = JSON.stringify(w.keys);
            if (w.n > 0) model.set(id, { n: w.n, sum: w.sum, count: w.n });
            else model.delete(id);
          }
          expect(held(store)).toEqual(model);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('numbers equal values once per column: null and the empty text stay apart', () => {
    const store = new MirrorStore(1, 0);
    for (const value of [null, '', 'a', null, '', 'a']) store.set([value], 1, [], []);
    expect(store.dictionaries[0]).toEqual([null, '', 'a']);
    expect(store.size).toBe(3);
  });
});
