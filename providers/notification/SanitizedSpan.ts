import { createElement } from 'react';
import { sanitizeMessage } from './messageFormat';

/** A server message's HTML, sanitized (messageFormat.ts); loaded lazily by serverHtml.ts. */
export default function SanitizedSpan({ html }: { html: string }) {
  return createElement('span', { dangerouslySetInnerHTML: { __html: sanitizeMessage(html) } });
}
