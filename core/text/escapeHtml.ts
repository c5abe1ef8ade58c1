const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text written into HTML — a printed page, the feedback page, a notice's link, a message shown as text: data is
 * text, never markup, in element content and in quoted attribute values alike. `null`/`undefined` are empty.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}
