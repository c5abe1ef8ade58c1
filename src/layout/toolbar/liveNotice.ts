import type { AlertOptions } from '../../dialogs/alerts/alertStore';

/**
 * The alert for a hub `Notify` (SH-HUB-1): its content is composed by the server from record titles and names users
 * typed (core/flow/notices.ts: `${applicant.name}提交了${summary}…`), so it is user text and shown as text, never as
 * markup (D-SEC-6) — a thesis titled `<img src=…>` must not make the reader's browser fetch anything.
 */
export function notifyAlert(content: unknown): AlertOptions {
  return { type: 'success', message: content === null || content === undefined ? '' : String(content), origin: 'user' };
}
