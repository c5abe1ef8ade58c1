/**
 * The allow-list sanitizer of a notice's rich-text body (D-SEC-6), pure so the server keeps what it stores safe
 * without a DOM. It does not repair the input: it reads it as tokens and writes a new document holding only the
 * allowed tags (attributes dropped, except a link's checked `href`), every other character escaped as text. Whatever
 * the input, the output contains no markup this file did not write itself: no script, no event handler, no style,
 * no `javascript:` address. Elements whose content is code or foreign (script, style, iframe, svg, …) go with
 * their content; other unknown tags go and leave their text.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'div', 'span', 'hr',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped with everything up to their end tag. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes',
  'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'head',
]);

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')',
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

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

/** Text between tags: entities kept as written (they decode to text), every other markup character escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '&') {
      const match = ENTITY.exec(text.slice(i));
      if (match) {
        out += match[0];
        i += match[0].length - 1;
      } else out += '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(attributes); match; match = ATTRIBUTE.exec(attributes)) {
    if (match[1].toLowerCase() !== 'href') continue;
    const href = safeHref(match[2] ?? match[3] ?? match[4] ?? '');
    if (href === null) break;
    return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">`;
  }
  return '<a>';
}

/** Index just past the end tag `</name ...>` from `from`, or the end of the input when it is never closed. */
function skipPast(html: string, name: string, from: number): number {
  const end = new RegExp(`</${name}\\s*>`, 'ig');
  end.lastIndex = from;
  const found = end.exec(html);
  return found ? found.index + found[0].length : html.length;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let text = '';
  const open: string[] = [];
  const flushText = () => {
    out += escapeText(text);
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = TAG.exec(rest);
    if (!tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    i = lt + tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2].toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) i = skipPast(html, name, i);
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    flushText();
    if (VOID_TAGS.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (!closing) {
      out += openTag(name, tag[3]);
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue;
    // Closing an outer element closes those still open inside it, so the output nests as written.
    while (open.length > at) out += `</${open.pop()}>`;
  }
  flushText();
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** The text of sanitized HTML, whitespace collapsed: a notification's excerpt and the live alert's content. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<(br|\/p|\/div|\/li|\/h[1-4]|\/blockquote)\s*>/gi, ' ').replace(/<[^>]*>/g, '');
  return (decodeEntities(withBreaks, false) ?? withBreaks).replace(/\s+/g, ' ').trim();
}
