import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** HTML from data (CMS content), sanitized with DOMPurify before it reaches the page (DESIGN: security model). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
