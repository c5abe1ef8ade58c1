import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byteRange, etagMatches, fileEtag } from './byteRange.js';

describe('byteRange', () => {
  it.each([
    [undefined, 100, { kind: 'whole' }],
    ['bytes=0-9', 100, { kind: 'part', start: 0, end: 9 }],
    ['bytes=90-', 100, { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', 100, { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', 100, { kind: 'part', start: 0, end: 99 }],
    ['bytes=50-5000', 100, { kind: 'part', start: 50, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-9,20-29', 100, { kind: 'whole' }],
    ['items=0-9', 100, { kind: 'whole' }],
    ['bytes=9-0', 100, { kind: 'whole' }],
    ['bytes=-', 100, { kind: 'whole' }],
    ['bytes=0-1', 0, { kind: 'unsatisfiable' }],
    [`bytes=${'9'.repeat(40)}-`, 100, { kind: 'whole' }],
  ])('%s of %i bytes', (header, size, answer) => expect(byteRange(header, size)).toEqual(answer));

  it('never answers a part outside the file, whatever the header', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(10_000), (header, size) => {
        const answer = byteRange(`bytes=${header}`, size);
        if (answer.kind === 'part') {
          expect(answer.start).toBeGreaterThanOrEqual(0);
          expect(answer.end).toBeLessThan(size);
          expect(answer.start).toBeLessThanOrEqual(answer.end);
        }
      }),
    );
  });
});

describe('etags', () => {
  it('matches a tag, a weak one, a list or *', () => {
    const tag = fileEtag('abc', 12);
    expect(tag).toBe('"abc-12"');
    expect(etagMatches('"abc-12"', tag)).toBe(true);
    expect(etagMatches('W/"abc-12"', tag)).toBe(true);
    expect(etagMatches('"x", "abc-12"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"abc-13"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
