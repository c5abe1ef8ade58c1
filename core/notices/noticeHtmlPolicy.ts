/**
 * The rich-text policy of a notice body (D-SEC-6), one rule read by both sides: the tags it may hold, the elements
 * dropped with their content, which link targets are kept. The server sanitizes what it stores with sanitize-html
 * (server/notify/notices/sanitizeNoticeHtml.ts), the publish form checks a draft with DOMPurify
 * (src/pages/notify/sanitizeNoticeHtml.ts); both apply this policy. Whatever the input, the output holds no markup
 * but these tags: no script, no event handler, no style, no `javascript:` address.
 */

/** Sanitizes a notice body by this policy (the server's and the browser's implementations). */
export type NoticeHtmlSanitizer = (html: string) => string;

/** A kept link opens in a new tab, without access to the page that opened it. */
export const NOTICE_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The tags a notice body may hold; every attribute goes but a link's checked `href`. */
export const NOTICE_TAGS: readonly string[] = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'div',
  'span',
  'hr',
];
/** Elements whose content is code or foreign: dropped with everything inside them (other unknown tags leave their text). */
export const NOTICE_DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
];

const ENTITY = /^&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/**
 * Decodes character references. Strict: null when one is a name this file does not know (an address holding it is
 * refused); lenient: such a name is kept as written.
 */
function decodeEntities(text: string, strict = true): string | null {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '&') {
      out += text[i];
      continue;
    }
    const match = ENTITY.exec(text.slice(i));
    if (!match) {
      out += '&';
      continue;
    }
    const name = match[1];
    let decoded: string | undefined;
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      decoded = code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    } else {
      decoded = NAMED[name.toLowerCase()];
      if (decoded === undefined) {
        if (strict) return null;
        decoded = match[0];
      }
    }
    out += decoded;
    i += match[0].length - 1;
  }
  return out;
}

/** A link target kept as is: an address of the app (`/x`, not `//host`), `#anchor`, http(s) or mailto. */
export function safeHref(raw: string): string | null {
  const decoded = decodeEntities(raw);
  if (decoded === null) return null;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): judge without them.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(compact)) return decoded.trim();
  if (/^\/(?![/\\])/.test(compact) || compact.startsWith('#')) return decoded.trim();
  return null;
}

/** The text of sanitized HTML, whitespace collapsed: a notification's excerpt and the live alert's content. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<(br|\/p|\/div|\/li|\/h[1-4]|\/blockquote)\s*>/gi, ' ').replace(/<[^>]*>/g, '');
  return (decodeEntities(withBreaks, false) ?? withBreaks).replace(/\s+/g, ' ').trim();
}
