import sanitize from 'sanitize-html';
import {
  NOTICE_DROPPED_WITH_CONTENT,
  NOTICE_LINK_ATTRIBUTES,
  NOTICE_TAGS,
  safeHref,
  type NoticeHtmlSanitizer,
} from '../../../core/notices/noticeHtmlPolicy.js';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...NOTICE_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // safeHref decides every link below; the library's own scheme check agrees with it and stays as a second guard.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: [...NOTICE_DROPPED_WITH_CONTENT],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tagName, attribs) => {
      const href = attribs.href === undefined ? null : safeHref(attribs.href);
      return { tagName: 'a', attribs: href === null ? {} : { href, ...NOTICE_LINK_ATTRIBUTES } };
    },
  },
};

/** A notice body as the server stores it: only the policy's tags, every other character text. */
export const sanitizeNoticeHtml: NoticeHtmlSanitizer = (html) => sanitize(html, OPTIONS);
