import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IN_ORDER_SHARE,
  rareByStatistics,
  readsInOrder,
  samplePercent,
  sampleShowsMoreThan,
  candidatesShowMoreThan,
  CANDIDATES_COUNTED,
  CANDIDATES_SAMPLED,
  SAMPLED_TABLE_ROWS,
  worthAnotherSample,
} from './keywordEstimate.js';

describe('a common keyword estimated from a sample', () => {
  it('samples only large tables, about ten thousand rows of them', () => {
    expect(samplePercent(SAMPLED_TABLE_ROWS - 1)).toBeNull();
    expect(samplePercent(Number.NaN)).toBeNull();
    expect(samplePercent(1_000_000)).toBeCloseTo(1);
    expect(samplePercent(100_000)).toBeCloseTo(10);
  });

  it('says "more than the cap" only when the sample is far past it', () => {
    // One title in fifty at a million rows: ~200 of 10,000 sampled, 20,000 in all.
    expect(sampleShowsMoreThan(200, 10_000, 1_000_000, 10_000)).toBe(true);
    // One in a hundred: 10,000 in all, right at the cap — counted.
    expect(sampleShowsMoreThan(100, 10_000, 1_000_000, 10_000)).toBe(false);
    expect(sampleShowsMoreThan(0, 10_000, 1_000_000, 10_000)).toBe(false);
    // Too small a sample decides nothing.
    expect(sampleShowsMoreThan(900, 900, 1_000_000, 10_000)).toBe(false);
  });

  it('never claims more when the matches at the sample rate would not reach the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 50_000 }),
        fc.integer({ min: 100_000, max: 5_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (sampled, tableRows, share) => {
          const matched = Math.round(sampled * share);
          const expected = share * tableRows;
          if (expected <= 10_000) expect(sampleShowsMoreThan(matched, sampled, tableRows, 10_000)).toBe(false);
        },
      ),
    );
  });

  it('draws a second sample only when the first puts the matches past the cap without settling it', () => {
    // One title in seventy at a million rows: 143 of 10,000 — past the cap, not at four sigmas; the two samples settle it.
    expect(sampleShowsMoreThan(143, 10_000, 1_000_000, 10_000)).toBe(false);
    expect(worthAnotherSample(143, 10_000, 1_000_000, 10_000)).toBe(true);
    expect(sampleShowsMoreThan(286, 20_000, 1_000_000, 10_000)).toBe(true);
    // Settled already, or below the cap: no second sample.
    expect(worthAnotherSample(200, 10_000, 1_000_000, 10_000)).toBe(false);
    expect(worthAnotherSample(90, 10_000, 1_000_000, 10_000)).toBe(false);
    expect(worthAnotherSample(0, 10_000, 1_000_000, 10_000)).toBe(false);
    expect(worthAnotherSample(900, 900, 1_000_000, 10_000)).toBe(false);
  });

  it('never asks for another sample of a keyword whose matches at the sample rate stay within the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 50_000 }), fc.integer({ min: 100_000, max: 5_000_000 }), fc.nat(), (sampled, tableRows, raw) => {
        const matched = raw % (sampled + 1);
        if ((matched / sampled) * tableRows <= 10_000) expect(worthAnotherSample(matched, sampled, tableRows, 10_000)).toBe(false);
        // Never both: a second sample only where the first did not settle it.
        expect(worthAnotherSample(matched, sampled, tableRows, 10_000) && sampleShowsMoreThan(matched, sampled, tableRows, 10_000)).toBe(false);
      }),
    );
  });

  it("reads a keyword in one row of two hundred or more in the list's order", () => {
    expect(readsInOrder(50, 10_000)).toBe(true);
    expect(readsInOrder(49, 10_000)).toBe(false);
    expect(readsInOrder(500, 900)).toBe(false);
  });
});

describe('a Han keyword shown rare by the statistics of its bigrams', () => {
  const statistics = {
    shares: new Map([
      ['研究', 0.5],
      ['心衰', 0.02],
      ['罕见', 0.0025],
      ['见病', 0.0026],
    ]),
    leastListed: 0.0025,
  };

  it('is rare when its least common bigram, with a margin, stays under the share read in order and the cap', () => {
    // 罕见病: at most the 0.25 % holding 罕见, 2,500 of a million (3,750 with the margin).
    expect(rareByStatistics(statistics, ['罕见', '见病'], 1_000_000, 10_000)).toBe(true);
    // 研究心衰: 究心 is not listed, so at most 0.25 %.
    expect(rareByStatistics(statistics, ['研究', '究心', '心衰'], 1_000_000, 10_000)).toBe(true);
    // Bigrams in 2 % of the rows or more: perhaps past the cap or read in order — sampled.
    expect(rareByStatistics(statistics, ['研究', '心衰'], 1_000_000, 10_000)).toBe(false);
    // A bigram not listed holds less than the least listed one.
    expect(rareByStatistics(statistics, ['尿脑'], 1_000_000, 10_000)).toBe(true);
    // In a table of ten million the same share passes the cap.
    expect(rareByStatistics(statistics, ['尿脑'], 10_000_000, 10_000)).toBe(false);
  });

  it('decides nothing without bigrams or rows', () => {
    expect(rareByStatistics(statistics, [], 1_000_000, 10_000)).toBe(false);
    expect(rareByStatistics(statistics, ['尿脑'], Number.NaN, 10_000)).toBe(false);
    expect(rareByStatistics(statistics, ['尿脑'], 0, 10_000)).toBe(false);
  });

  it('never calls a keyword rare whose bigrams could hold the cap or the share read in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 100_000, max: 5_000_000 }),
        (shares, rows) => {
          const bigrams = shares.map((_, i) => `b${i}`);
          const stats = { shares: new Map(bigrams.map((b, i) => [b, shares[i]!])), leastListed: 0.001 };
          const most = Math.min(...shares);
          if (rareByStatistics(stats, bigrams, rows, 10_000)) {
            expect(most * rows).toBeLessThan(10_000);
            expect(most).toBeLessThan(IN_ORDER_SHARE);
          }
        },
      ),
    );
  });
});

describe('a common Latin keyword estimated from the candidates of the keyword index (SQLite)', () => {
  it('says "more than the cap" when most sampled candidates match and the index offers well past it', () => {
    expect(candidatesShowMoreThan(CANDIDATES_COUNTED, CANDIDATES_SAMPLED, CANDIDATES_SAMPLED, 10_000)).toBe(true);
    // A third of the candidates matching, at four sigmas below, is not surely past the cap.
    expect(candidatesShowMoreThan(CANDIDATES_COUNTED, CANDIDATES_SAMPLED, 90, 10_000)).toBe(false);
    expect(candidatesShowMoreThan(CANDIDATES_COUNTED, CANDIDATES_SAMPLED, 160, 10_000)).toBe(true);
  });

  it('never claims more where the index offers fewer candidates than the cap, nor from a small sample', () => {
    expect(candidatesShowMoreThan(10_000, CANDIDATES_SAMPLED, CANDIDATES_SAMPLED, 10_000)).toBe(false);
    expect(candidatesShowMoreThan(CANDIDATES_COUNTED, 99, 99, 10_000)).toBe(false);
    // The index's folding offers rows LIKE refuses: none of them matching says nothing.
    expect(candidatesShowMoreThan(CANDIDATES_COUNTED, CANDIDATES_SAMPLED, 0, 10_000)).toBe(false);
  });
});
