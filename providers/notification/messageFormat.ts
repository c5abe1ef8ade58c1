import DOMPurify from 'dompurify';

/** A message is rendered as HTML when it contains a tag. */
export function isHtmlMessage(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(text);
}

/**
 * Sanitizes HTML from server messages before it is rendered (DOMPurify). Where no DOM exists (DOMPurify is not
 * supported, e.g. server-side), tags are removed and the text escaped instead of passing anything through.
 */
export function sanitizeMessage(html: string): string {
  if (DOMPurify.isSupported) return DOMPurify.sanitize(html);
  return escapeHtml(html.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*>/g, ''));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** How a message is shown: plain text, or sanitized HTML. */
export type MessageContent = { kind: 'text'; text: string } | { kind: 'html'; html: string };

export function toMessageContent(text: string): MessageContent {
  return isHtmlMessage(text) ? { kind: 'html', html: sanitizeMessage(text) } : { kind: 'text', text };
}
