import { createElement, lazy, Suspense, type ReactElement } from 'react';

// DOMPurify loads with the first HTML message, not with the first page (D-PERF-4f): most sessions see none.
const SanitizedSpan = lazy(() => import('./SanitizedSpan'));

/**
 * A server message holding tags (SH-NOTE-11), shown as sanitized HTML once the sanitizer has loaded (nothing before:
 * unsanitized markup never reaches the page). Its own Suspense boundary, so wherever it is rendered only it waits.
 */
export function serverHtml(html: string): ReactElement {
  return createElement(Suspense, { fallback: null }, createElement(SanitizedSpan, { html }));
}
