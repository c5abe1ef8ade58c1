/**
 * Unsaved form input kept in sessionStorage: what a person typed survives an expired
 * session (保存 → login → back to the form), a reload and a tab closed on purpose, and is offered back when the form
 * opens again. One draft per user, module and record (a new record: `new`) — the tab a form lives in is its route,
 * so this is per tab. Pure: storage and timers are injected.
 */
export const DRAFT_PREFIX = 'formDraft:';
/** Typing pauses this long before the draft is written (a write per key would be wasted work). */
export const DRAFT_SAVE_DELAY_MS = 300;

export type FormData = Record<string, unknown>;
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { readonly length: number; key(index: number): string | null };

export interface Draft {
  data: FormData;
  savedAt: number;
}

export function draftKey(userId: string, module: string, recordId: string | null): string {
  return `${DRAFT_PREFIX}${userId}:${module.toLowerCase()}:${recordId ?? 'new'}`;
}

/** A value that holds nothing a person entered: empty text, no choice, an empty list. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The data as a stable text: blank fields dropped, keys sorted, so "unchanged" does not depend on how rjsf fills in. */
export function formDataSignature(data: FormData | null | undefined): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as FormData)
          .filter((key) => !isBlank((value as FormData)[key]))
          .sort()
          .map((key) => [key, canonical((value as FormData)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(data ?? {}));
}

/** Whether `current` differs from what the form loaded or last saved (`baseline`). */
export function isDirty(current: FormData | null | undefined, baseline: FormData | null | undefined): boolean {
  return formDataSignature(current) !== formDataSignature(baseline);
}

export function readDraft(storage: DraftStorage | null, key: string): Draft | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Draft>;
    if (parsed === null || typeof parsed !== 'object' || parsed.data === null || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) return null;
    return { data: parsed.data, savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0 };
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage | null, key: string, draft: Draft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked sessionStorage costs the draft, never the form.
  }
}

export function removeDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove from a blocked storage.
  }
}

/** Every draft of a user (an explicit logout: the next person at this computer must not see them). */
export function removeUserDrafts(storage: DraftStorage | null, userId: string): void {
  if (!storage) return;
  const prefix = `${DRAFT_PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  keys.forEach((key) => removeDraft(storage, key));
}

/** The draft's data when opening the form should bring it back: it exists and differs from what was loaded. */
export function draftToRestore(draft: Draft | null, baseline: FormData | null | undefined): FormData | null {
  return draft && isDirty(draft.data, baseline) ? draft.data : null;
}

export interface DraftWriter {
  /** The form's data changed: written after a pause; data equal to the baseline removes the draft instead. */
  change(data: FormData, baseline: FormData | null | undefined): void;
  /** Writes what is waiting now (leaving the form, the page going away). */
  flush(): void;
  /** Saved or discarded: nothing waits and no draft stays. */
  clear(): void;
}

export interface DraftWriterOptions {
  storage: DraftStorage | null;
  key: string;
  delayMs?: number;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createDraftWriter({ storage, key, delayMs = DRAFT_SAVE_DELAY_MS, now = Date.now, setTimer, clearTimer }: DraftWriterOptions): DraftWriter {
  const schedule = setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const cancel = clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let waiting: { data: FormData; dirty: boolean } | null = null;
  let timer: unknown = null;

  const stop = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };
  const write = () => {
    stop();
    if (!waiting) return;
    const { data, dirty } = waiting;
    waiting = null;
    if (dirty) writeDraft(storage, key, { data, savedAt: now() });
    else removeDraft(storage, key);
  };
  return {
    change(data, baseline) {
      waiting = { data, dirty: isDirty(data, baseline) };
      stop();
      timer = schedule(write, delayMs);
    },
    flush: write,
    clear() {
      stop();
      waiting = null;
      removeDraft(storage, key);
    },
  };
}

/**
 * Users who logged out on purpose in this page: their forms, unmounting as the tabs close, must not write their
 * drafts back. Lifted when a form of theirs opens again (they logged in anew).
 */
const loggedOut = new Set<string>();

/** An explicit logout: every draft of the user goes, and none is written until they open a form again. */
export function endUserDrafts(storage: DraftStorage | null, userId: string): void {
  loggedOut.add(userId);
  removeUserDrafts(storage, userId);
}

export function resumeUserDrafts(userId: string): void {
  loggedOut.delete(userId);
}

export function userDraftsEnded(userId: string): boolean {
  return loggedOut.has(userId);
}
