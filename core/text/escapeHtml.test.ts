import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeHtml } from './escapeHtml.js';

describe('escapeHtml', () => {
  it('escapes the five markup characters and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a> 论文`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;R&amp;D&lt;/a&gt; 论文');
  });

  it('writes empty text for null and undefined, and numbers as text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(12.5)).toBe('12.5');
  });

  it('leaves no markup character in any text, and decoding gives the text back', () => {
    const decode = (html: string) =>
      html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"']/);
        expect(decode(html)).toBe(text);
      }),
    );
  });
});
