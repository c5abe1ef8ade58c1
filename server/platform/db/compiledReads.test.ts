import { CompiledQuery, type Compilable } from 'kysely';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompiledReads, compiledReadsOf, MAX_KEPT_KEY_LENGTH } from './compiledReads.js';

/** A query whose compiling is counted. */
function counted(sql: string, counter: { compiles: number }): Compilable<unknown> {
  return {
    compile: () => {
      counter.compiles += 1;
      return CompiledQuery.raw(sql, [sql.length]);
    },
  };
}

describe('CompiledReads', () => {
  it('compiles a key once for the object it was built from, and again for another object', () => {
    const reads = new CompiledReads(10);
    const counter = { compiles: 0 };
    const module = {};
    const first = reads.get(module, 'k', () => counted('select 1', counter));
    expect(reads.get(module, 'k', () => counted('select 2', counter))).toBe(first);
    expect(counter.compiles).toBe(1);
    // A module loaded again (new descriptors) builds its query again under the same key.
    const reloaded = {};
    expect(reads.get(reloaded, 'k', () => counted('select 2', counter)).sql).toBe('select 2');
    expect(reads.get(reloaded, 'k', () => counted('select 3', counter)).sql).toBe('select 2');
    expect(counter.compiles).toBe(2);
    expect(reads.size).toBe(1);
  });

  it('keeps at most its bound, the first compiled going first', () => {
    const reads = new CompiledReads(3);
    const counter = { compiles: 0 };
    const module = {};
    for (const key of ['a', 'b', 'c', 'd']) reads.get(module, key, () => counted(`select '${key}'`, counter));
    expect(reads.size).toBe(3);
    reads.get(module, 'd', () => counted('x', counter));
    reads.get(module, 'b', () => counted('x', counter));
    expect(counter.compiles).toBe(4);
    expect(reads.get(module, 'a', () => counted("select 'a' again", counter)).sql).toBe("select 'a' again");
    expect(counter.compiles).toBe(5);
  });

  it('compiles a long key each time without keeping it', () => {
    const reads = new CompiledReads(10);
    const counter = { compiles: 0 };
    const module = {};
    const key = 'k'.repeat(MAX_KEPT_KEY_LENGTH + 1);
    reads.get(module, key, () => counted('select 1', counter));
    reads.get(module, key, () => counted('select 1', counter));
    expect(counter.compiles).toBe(2);
    expect(reads.size).toBe(0);
  });

  it("compiles a query with varying values once and binds each call's values in their places", () => {
    const reads = new CompiledReads(10);
    const counter = { compiles: 0 };
    const module = {};
    // As Kysely does: the bound values in the order they appear, a fixed one among them.
    const build = (slots: readonly unknown[]): Compilable<unknown> => ({
      compile: () => {
        counter.compiles += 1;
        return CompiledQuery.raw('select ? limit ? offset ?', ['fixed', ...slots]);
      },
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 50 }), (offset, size) => {
        expect(reads.withSlots(module, 'page', [size, offset], build).parameters).toEqual(['fixed', size, offset]);
      }),
    );
    expect(counter.compiles).toBe(1);
  });

  it('compiles each time where a value comes out twice, and leaves out a value the query does not use', () => {
    const reads = new CompiledReads(10);
    const counter = { compiles: 0 };
    const twice = (slots: readonly unknown[]): Compilable<unknown> => ({
      compile: () => {
        counter.compiles += 1;
        return CompiledQuery.raw('select ?, ?', [slots[0], slots[0]]);
      },
    });
    expect(reads.withSlots({}, 'twice', [7], twice).parameters).toEqual([7, 7]);
    expect(reads.withSlots({}, 'twice', [8], twice).parameters).toEqual([8, 8]);
    const unused = (slots: readonly unknown[]): Compilable<unknown> => ({ compile: () => CompiledQuery.raw('select ?', [slots[1]]) });
    expect(reads.withSlots({}, 'unused', [null, 'a'], unused).parameters).toEqual(['a']);
  });

  it('is one per database handle', () => {
    const one = {};
    expect(compiledReadsOf(one)).toBe(compiledReadsOf(one));
    expect(compiledReadsOf({})).not.toBe(compiledReadsOf(one));
  });
});
