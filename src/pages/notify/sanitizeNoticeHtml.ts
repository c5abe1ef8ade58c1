import DOMPurify from 'dompurify';
import { escapeHtml } from '../../../core/text/escapeHtml';
import { NOTICE_DROPPED_WITH_CONTENT, NOTICE_LINK_ATTRIBUTES, NOTICE_TAGS, safeHref, type NoticeHtmlSanitizer } from '../../../core/notices/noticeHtmlPolicy';

/**
 * An instance of its own: its link hook must not touch the sanitizing of server messages (messageFormat.ts). Without
 * a DOM (the form's unit tests run in Node) it is not supported, and a body is read as its text alone.
 */
const purifier = DOMPurify(typeof window === 'undefined' ? undefined : window);
const DROPPED = new RegExp(`<(${NOTICE_DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(</\\1\\s*>|$)`, 'gi');
if (purifier.isSupported)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = safeHref(node.getAttribute('href') ?? '');
    for (const name of node.getAttributeNames()) node.removeAttribute(name);
    if (href === null) return;
    node.setAttribute('href', href);
    for (const [name, value] of Object.entries(NOTICE_LINK_ATTRIBUTES)) node.setAttribute(name, value);
  });

/** A notice body as the publish form checks it, by the policy the server stores it with (server: sanitize-html). */
export const sanitizeNoticeHtml: NoticeHtmlSanitizer = (html) => {
  if (!purifier.isSupported) return escapeHtml(html.replace(DROPPED, '').replace(/<[^>]*>/g, ''));
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...NOTICE_TAGS],
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    FORBID_CONTENTS: [...NOTICE_DROPPED_WITH_CONTENT],
  });
};
