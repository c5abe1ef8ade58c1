import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memorySamplePercent, MEMORY_SAMPLE_ROWS, rowsContaining, searchableInSample } from './keywordTextSample.js';

/** A sample as PostgreSQL joins it: fields by U+0001, rows by U+0002. */
const sampleOf = (rows: string[][]) => ({ text: rows.map((fields) => fields.join('\u0001')).join('\u0002'), rows: rows.length });

describe("a table's kept keyword sample", () => {
  it('counts the rows holding a keyword, each row once, never across a field or a row', () => {
    const sample = sampleOf([['心力衰竭的研究', '研究研究'], ['病例报告', '心力'], ['衰竭', '研究'], ['肺癌']]);
    expect(rowsContaining(sample, '研究')).toBe(2);
    expect(rowsContaining(sample, '心力衰竭')).toBe(1);
    // 心力 ends one field and 衰竭 begins the next row: no match across them.
    expect(rowsContaining(sample, '力衰')).toBe(1);
    expect(rowsContaining(sample, '肺癌')).toBe(1);
    expect(rowsContaining(sample, '罕见病')).toBe(0);
    expect(rowsContaining({ text: '', rows: 0 }, '研究')).toBe(0);
  });

  it('answers as a LIKE over each row’s fields would, for any rows and keyword', () => {
    // Few characters: keywords that occur, often twice in a row or across two fields.
    const han = fc.constantFrom(...'心力衰竭');
    const field = fc.array(han, { maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 4 }), { maxLength: 30 }),
        fc.array(han, { minLength: 2, maxLength: 4 }),
        (rows, chars) => {
          const keyWord = chars.join('');
          const expected = rows.filter((fields) => fields.some((f) => f.includes(keyWord))).length;
          expect(rowsContaining(sampleOf(rows), keyWord)).toBe(expected);
        },
      ),
    );
  });

  it('searches only keywords LIKE compares byte for byte', () => {
    expect(searchableInSample('心力衰竭')).toBe(true);
    expect(searchableInSample('2024')).toBe(true);
    // A letter with a case is ILIKE on PostgreSQL; a control character could meet the separators.
    expect(searchableInSample('SCIE')).toBe(false);
    expect(searchableInSample('研究\u0002')).toBe(false);
    expect(searchableInSample('')).toBe(false);
  });

  it('draws about MEMORY_SAMPLE_ROWS rows, all of a smaller table', () => {
    expect(memorySamplePercent(1_000_000)).toBeCloseTo((MEMORY_SAMPLE_ROWS / 1_000_000) * 100);
    expect(memorySamplePercent(10_000)).toBe(100);
    expect(memorySamplePercent(0)).toBe(100);
  });
});
