import DOMPurify from 'dompurify';

/**
 * Who wrote a message decides how it is shown (design.md D-SEC-6). `server`: a text the server composed from its own
 * templates (the HTTP error catalogue's Message, Refine's toasts) — the spec's "HTML when it contains tags" rule
 * (SH-NOTE-11) applies, sanitized. `user`: anything that carries text users typed (hub Notify content built from
 * record titles, names, summaries) — always text, whatever it looks like.
 */
export type MessageOrigin = 'server' | 'user';

/** A message is rendered as HTML when it contains a tag. */
export function isHtmlMessage(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(text);
}

/**
 * Markup a server message may use: text formatting only. No element that loads anything (img, iframe, link, video…)
 * and no attributes (style may hold url(), href a javascript: or an outside address), so even a server message that
 * echoed user text cannot make the browser fetch or run anything.
 */
const MESSAGE_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'div', 'ul', 'ol', 'li', 'sub', 'sup'];

/**
 * Sanitizes HTML from server messages before it is rendered (DOMPurify). Where no DOM exists (DOMPurify is not
 * supported, e.g. server-side), tags are removed and the text escaped instead of passing anything through.
 */
export function sanitizeMessage(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html, { ALLOWED_TAGS: MESSAGE_TAGS, ALLOWED_ATTR: [] });
  return escapeHtml(html.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*>/g, ''));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** How a message is shown: plain text, or sanitized HTML. */
export type MessageContent = { kind: 'text'; text: string } | { kind: 'html'; html: string };

export function toMessageContent(text: string, origin: MessageOrigin): MessageContent {
  return origin === 'server' && isHtmlMessage(text) ? { kind: 'html', html: sanitizeMessage(text) } : { kind: 'text', text };
}
