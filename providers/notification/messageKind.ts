/**
 * Who wrote a message decides how it is shown (design.md D-SEC-6). `server`: a text the server composed from its own
 * templates (the HTTP error catalogue's Message, Refine's toasts) — the spec's "HTML when it contains tags" rule
 * (SH-NOTE-11) applies, sanitized. `user`: anything that carries text users typed (hub Notify content built from
 * record titles, names, summaries) — always text, whatever it looks like.
 *
 * This part needs no DOMPurify, so deciding costs the first page nothing; the sanitizer (messageFormat.ts) loads with
 * the first HTML message (D-PERF-4f).
 */
export type MessageOrigin = 'server' | 'user';

/** A message is rendered as HTML when it contains a tag. */
export function isHtmlMessage(text: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i.test(text);
}
