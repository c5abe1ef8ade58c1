/**
 * Checks as a field is left (D-UI-3: validation on blur as well as on save). A field's messages show once the person
 * has left it; from then on they follow each change of the data, so a fixed value clears its message at once and
 * a field not yet visited never shows one. The save still checks every field (the 表单验证失败 dialog).
 */
import type { FieldErrorEntry } from '../../../core/rules/fieldRules';

/** Field name → its current messages, for the fields the person has left. */
export type BlurErrors = Readonly<Record<string, readonly string[]>>;

export const NO_BLUR_ERRORS: BlurErrors = Object.freeze({});

/** The field an rjsf control id names: ids are `{prefix}_{Field}` (names may hold underscores themselves). */
export function fieldNameFromId(id: string, idPrefix: string): string | null {
  const start = `${idPrefix}_`;
  if (!id.startsWith(start)) return null;
  const rest = id.slice(start.length);
  return rest.length > 0 ? rest : null;
}

function messagesOf(entries: readonly FieldErrorEntry[], field: string): readonly string[] {
  return entries.find((entry) => entry.field === field)?.errs ?? [];
}

/** After the person leaves `field`: it is now watched, with its messages (possibly none). */
export function afterBlur(state: BlurErrors, field: string, entries: readonly FieldErrorEntry[]): BlurErrors {
  return { ...state, [field]: messagesOf(entries, field) };
}

/** After a change of the data: every watched field takes its new messages; unchanged state is returned as is. */
export function afterChange(state: BlurErrors, entries: readonly FieldErrorEntry[]): BlurErrors {
  let changed = false;
  const next: Record<string, readonly string[]> = {};
  for (const [field, previous] of Object.entries(state)) {
    const messages = messagesOf(entries, field);
    if (messages.length !== previous.length || messages.some((message, i) => message !== previous[i])) changed = true;
    next[field] = messages;
  }
  return changed ? next : state;
}
