import { describe, expect, it } from 'vitest';
import { htmlToText, safeHref } from '../../../core/notices/noticeHtmlPolicy.js';
import { sanitizeNoticeHtml as sanitizeHtml } from './sanitizeNoticeHtml.js';

describe('sanitizeNoticeHtml (sanitize-html by the notice policy)', () => {
  it('keeps formatting tags, lists and headings as written', () => {
    const html = '<p>各位同事:<b>周五</b>召开<i>科研</i>例会</p><ul><li>议程一</li><li>议程二</li></ul><h3>附</h3><br>';
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles and foreign elements with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<svg><script>x</script></svg>d<iframe src="//x"></iframe>e')).toBe('abcde');
    expect(sanitizeHtml('<SCRIPT >alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('x<script>never closed')).toBe('x');
  });

  it('removes every attribute but a safe href, so no event handler or style survives', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>t')).toBe('t');
    expect(sanitizeHtml('<b onmouseover=alert(1)>t</b>')).toBe('<b>t</b>');
    expect(sanitizeHtml('<a href="https://example.org/a?b=1&c=2" onclick="x()">链接</a>')).toBe(
      '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">链接</a>',
    );
  });

  it('refuses javascript:, data: and other addresses however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      '/\\evil.example',
      '&unknown;javascript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('escapes what is not a tag, so text never becomes markup', () => {
    expect(sanitizeHtml('1 < 2 > 0 & "q"')).toBe('1 &lt; 2 &gt; 0 &amp; "q"');
    expect(sanitizeHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(sanitizeHtml('<<script>alert(1)</script>b>')).toBe('&lt;b&gt;');
    expect(sanitizeHtml('<a href="/x"<img src=x onerror=alert(1)>')).not.toMatch(/<img|onerror=/);
    expect(sanitizeHtml('<!-- <script>x</script> -->t<!doctype html>')).toBe('t');
  });

  it('balances tags as a browser parses them: open ones are closed in order', () => {
    expect(sanitizeHtml('</p><b><i>x</b>y')).toBe('<p></p><b><i>x</i></b>y');
    expect(sanitizeHtml('<ul><li>a')).toBe('<ul><li>a</li></ul>');
  });

  it('keeps unknown harmless tags’ text', () => {
    expect(sanitizeHtml('<font color=red>红</font><table><tr><td>格</td></tr></table>')).toBe('红格');
  });
});

describe('safeHref', () => {
  it('accepts app addresses, anchors, http(s) and mailto', () => {
    expect(safeHref('/Thesis/add?q=1')).toBe('/Thesis/add?q=1');
    expect(safeHref('https://a.example')).toBe('https://a.example');
    expect(safeHref('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('ftp://x')).toBeNull();
  });
});

describe('htmlToText', () => {
  it('gives the text with entities decoded and whitespace collapsed', () => {
    expect(htmlToText('<p>周五&nbsp;例会</p><p>地点:&lt;三楼&gt; &amp; 会议室</p>')).toBe('周五 例会 地点:<三楼> & 会议室');
  });
});
