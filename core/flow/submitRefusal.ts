/**
 * Who may send a record for approval, and when: read by the 提交 transition (submit.ts) and by the offer of 提交 on a
 * list's rows (core/permissions/recordActions.ts). Apart from submit.ts so a list page carries none of the engine.
 */
import { cannotSubmitFrom, SUBMIT_NOT_OWNER } from './messages.js';
import { refusal, type Refusal } from './refusal.js';
import type { RecordSnapshot } from './state.js';
import { canSubmitFrom } from './states.js';

/**
 * Why this person may not send the record for approval now, or null: only its owner, and only from 未提交 or 已退回.
 * The transition refuses by it and the offer of 提交 / 重新提交 reads it (core/permissions/recordActions.ts).
 */
export function submitRefusal(record: Pick<RecordSnapshot, 'status' | 'ownerId'>, byId: string): Refusal | null {
  if (record.ownerId !== byId) return refusal('forbidden', SUBMIT_NOT_OWNER);
  if (!canSubmitFrom(record.status)) return refusal('badRequest', cannotSubmitFrom(record.status));
  return null;
}
