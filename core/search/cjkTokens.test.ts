import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cjkPhrase, cjkTokenText, hanBigrams, hanRuns, isHan, isHanKeyword, RUN_BREAK } from './cjkTokens.js';

/** What FTS5 sees of a token text: its tokens in order. */
const tokens = (text: string): string[] => (text === '' ? [] : text.split(' '));
/** Whether `phrase` (`"a b"`) stands in `text`'s tokens at consecutive positions. */
const holdsPhrase = (text: string, phrase: string): boolean => {
  const wanted = phrase.slice(1, -1).split(' ');
  const have = tokens(text);
  return have.some((_, i) => wanted.every((token, k) => have[i + k] === token));
};

describe('the CJK tokenizer', () => {
  it('splits Han text into its bigrams, runs apart, Latin letters and digits left out', () => {
    expect(cjkTokenText(['心力衰竭研究'])).toBe('心力 力衰 衰竭 竭研 研究');
    expect(cjkTokenText(['肺癌 100% 缓解'])).toBe(`肺癌 ${RUN_BREAK} 缓解`);
    expect(cjkTokenText(['基于AI的研究'])).toBe('基于 x 的研 研究');
    expect(cjkTokenText(['中', 'abc', null, 42, '研究'])).toBe('研究');
    expect(cjkTokenText(['题目', '备注'])).toBe(`题目 ${RUN_BREAK} 备注`);
    expect(cjkTokenText([])).toBe('');
    // Outside the BMP: one character of two UTF-16 units.
    expect(cjkTokenText(['𠀀𠀁'])).toBe('𠀀𠀁');
  });

  it('knows Han characters from the rest', () => {
    expect(['中', '㐀', '豈', '𠀀'].every(isHan)).toBe(true);
    expect(['a', '1', '。', '😀', 'あ', '한', ' '].some(isHan)).toBe(false);
    expect(hanRuns('a中文b文')).toEqual([['中', '文']]);
    expect(hanBigrams('研究研究')).toEqual(['研究', '究研']);
  });

  it('takes keywords of two or more Han characters as phrases of their bigrams', () => {
    expect(isHanKeyword('心衰')).toBe(true);
    expect(isHanKeyword('心')).toBe(false);
    expect(isHanKeyword('AI研究')).toBe(false);
    expect(cjkPhrase('心衰')).toBe('"心衰"');
    expect(cjkPhrase('研究方法')).toBe('"研究 究方 方法"');
  });

  it("a row holds a Han keyword's phrase exactly when one of its fields contains the keyword", () => {
    const char = fc.constantFrom('研', '究', '方', '法', '中', 'a', '1', ' ', '。');
    const text = fc.string({ unit: char, maxLength: 14 });
    fc.assert(
      fc.property(
        fc.array(fc.option(text), { maxLength: 3 }),
        fc.string({ unit: fc.constantFrom('研', '究', '方', '法'), minLength: 2, maxLength: 4 }),
        (fields, keyWord) => {
          const contains = fields.some((f) => f?.includes(keyWord));
          expect(holdsPhrase(cjkTokenText(fields), cjkPhrase(keyWord))).toBe(contains);
        },
      ),
      { numRuns: 500 },
    );
  });
});
