import { describe, expect, it } from 'vitest';
import { FLOW_DEFAULT_PHRASES, FLOW_MAX_PHRASES } from '../../contract/index.js';
import { HttpError } from '../platform/http/httpError.js';
import { PHRASE_KIND_INVALID, rankPhrases, readPhraseKind } from './flowPhrases.js';

describe('rankPhrases', () => {
  it('puts the most used opinions first, then the defaults, without repeats', () => {
    expect(rankPhrases(['同意', '补充经费明细', '补充经费明细', '', '  ', '同意', '补充经费明细'], ['同意', '不同意'])).toEqual([
      '补充经费明细',
      '同意',
      '不同意',
    ]);
  });
  it('breaks ties by the more recent, and stops at the maximum', () => {
    expect(rankPhrases(['甲', '乙'], [])).toEqual(['乙', '甲']);
    const many = Array.from({ length: 30 }, (_, i) => `意见${i}`);
    expect(rankPhrases(many, [])).toHaveLength(FLOW_MAX_PHRASES);
  });
  it('answers the defaults for someone who never decided', () => {
    expect(rankPhrases([], FLOW_DEFAULT_PHRASES.Returned)).toEqual(FLOW_DEFAULT_PHRASES.Returned.slice(0, FLOW_MAX_PHRASES));
  });
  it('leaves out long opinions', () => {
    expect(rankPhrases(['很'.repeat(101)], [])).toEqual([]);
  });
});

describe('readPhraseKind', () => {
  it('reads the decision or hand-over a phrase is for, and refuses anything else in Chinese', () => {
    expect(readPhraseKind({ Kind: 'Returned' })).toBe('Returned');
    expect(readPhraseKind({ kind: 'AddSigner' })).toBe('AddSigner');
    for (const query of [{}, { Kind: 'returned' }, { Kind: ['Approved'] }, { Kind: 'Withdraw' }, null]) {
      expect(() => readPhraseKind(query)).toThrow(HttpError);
      expect(() => readPhraseKind(query)).toThrow(PHRASE_KIND_INVALID);
    }
  });
});
