import DOMPurify from 'dompurify';
import { escapeHtml } from '../../core/text/escapeHtml';

import { isHtmlMessage, type MessageOrigin } from './messageKind';

export { isHtmlMessage, type MessageOrigin };

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

/** How a message is shown: plain text, or sanitized HTML. */
export type MessageContent = { kind: 'text'; text: string } | { kind: 'html'; html: string };

export function toMessageContent(text: string, origin: MessageOrigin): MessageContent {
  return origin === 'server' && isHtmlMessage(text) ? { kind: 'html', html: sanitizeMessage(text) } : { kind: 'text', text };
}
