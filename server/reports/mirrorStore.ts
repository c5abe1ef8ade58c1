/**
 * A cube's rows in memory, column by column: each key column's values numbered in a dictionary (a cube of 400,000
 * rows has a few thousand distinct values in all), a slot per combination holding the numbers of its values, its
 * count and its sums in typed arrays. A report's pass (mirrorReport.ts) then tests and groups numbers, not texts.
 * A combination whose count falls to 0 keeps its slot at 0 (skipped), taken again if it comes back.
 */

export interface MirrorColumns {
  /** Slots in use; those at a count of 0 hold no row. */
  readonly size: number;
  /** Per key column (the cube spec's order): the dictionary number of each slot's value. */
  readonly codes: readonly Int32Array[];
  /** Per key column: the stored value of each dictionary number. */
  readonly dictionaries: ReadonlyArray<readonly unknown[]>;
  readonly n: Float64Array;
  /** Per summed field (the cube spec's values): each slot's sum and count of values. */
  readonly sums: readonly Float64Array[];
  readonly counts: readonly Float64Array[];
}

const grown = <T extends Int32Array | Float64Array>(array: T, capacity: number): T => {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array);
  return next;
};

export class MirrorStore implements MirrorColumns {
  size = 0;
  codes: Int32Array[];
  dictionaries: unknown[][];
  n: Float64Array;
  sums: Float64Array[];
  counts: Float64Array[];
  private numbers: Array<Map<unknown, number>>;
  private readonly scratch: Int32Array;
  private readonly slots = new Map<string, number>();

  constructor(
    private readonly keyCount: number,
    private readonly valueCount: number,
  ) {
    this.codes = [];
    this.dictionaries = [];
    this.numbers = [];
    this.n = new Float64Array(0);
    this.sums = [];
    this.counts = [];
    this.scratch = new Int32Array(keyCount);
    this.clear();
  }

  clear(): void {
    const capacity = 1024;
    this.size = 0;
    this.slots.clear();
    this.codes = Array.from({ length: this.keyCount }, () => new Int32Array(capacity));
    this.dictionaries = Array.from({ length: this.keyCount }, () => []);
    this.numbers = Array.from({ length: this.keyCount }, () => new Map());
    this.n = new Float64Array(capacity);
    this.sums = Array.from({ length: this.valueCount }, () => new Float64Array(capacity));
    this.counts = Array.from({ length: this.valueCount }, () => new Float64Array(capacity));
  }

  /**
   * The combination of `keys` now holds these figures (a count of 0 or less: none). The arrays are only read: a caller
   * may pass the same ones again with other values.
   */
  set(keys: readonly unknown[], n: number, sums: readonly number[], counts: readonly number[]): void {
    const codes = this.scratch;
    let id = '';
    for (let k = 0; k < this.keyCount; k++) {
      codes[k] = this.numberOf(k, keys[k]);
      id += k === 0 ? String(codes[k]) : `,${codes[k]}`;
    }
    let slot = this.slots.get(id);
    if (slot === undefined) {
      if (n <= 0) return;
      slot = this.size++;
      if (slot >= this.n.length) this.grow();
      this.slots.set(id, slot);
      for (let k = 0; k < this.keyCount; k++) this.codes[k][slot] = codes[k];
    }
    this.n[slot] = Math.max(0, n);
    for (let v = 0; v < this.valueCount; v++) {
      this.sums[v][slot] = sums[v];
      this.counts[v][slot] = counts[v];
    }
  }

  private numberOf(k: number, value: unknown): number {
    const numbers = this.numbers[k];
    let code = numbers.get(value);
    if (code === undefined) {
      code = this.dictionaries[k].length;
      this.dictionaries[k].push(value);
      numbers.set(value, code);
    }
    return code;
  }

  private grow(): void {
    const capacity = this.n.length * 2;
    this.codes = this.codes.map((a) => grown(a, capacity));
    this.n = grown(this.n, capacity);
    this.sums = this.sums.map((a) => grown(a, capacity));
    this.counts = this.counts.map((a) => grown(a, capacity));
  }
}
