import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCurrentPage } from '../../layout/tabs/pageContext';
import { useCurrentUser } from '../../session/useSessionActions';
import {
  createDraftWriter,
  draftKey,
  draftToRestore,
  isDirty,
  readDraft,
  resumeUserDrafts,
  userDraftsEnded,
  type DraftStorage,
  type FormData,
} from './formDraft';
import { unsavedForms } from './unsavedForms';

export interface FormDraftOptions {
  module: string;
  recordId: string | null;
  /** Off for read-only forms: nothing to keep. */
  enabled: boolean;
  /** What the form loaded (rjsf's defaults filled in); undefined while a record is still loading. */
  baseline: FormData | undefined;
  /** The form's data as rendered. */
  formData: FormData | undefined;
  /** The form's latest data, including a change not rendered yet. */
  current(): FormData | undefined;
  /** Whether a field still holds typed input not yet in the form's data. */
  pending(): boolean;
  /** Commits what fields still hold into the form's data, synchronously (the page is about to go away). */
  flushPending(): void;
  /** Puts data into the form: a restored draft, or what was loaded when the draft is discarded. */
  replace(data: FormData): void;
}

export interface FormDraft {
  /** A draft was put back into the form when it opened: the form shows 已恢复未保存的内容. */
  restored: boolean;
  /** Write the draft now (before a save that may find the session gone). */
  keep(data: FormData): void;
  /** Saved or cancelled: the draft is gone. */
  clear(): void;
  /** The person drops the restored input: back to what was loaded, draft gone. */
  discard(): void;
}

function sessionStorageOrNull(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A form's draft and unsaved-changes guard: the draft is written as the person types,
 * offered back when the form opens again (after a login, a reload, a tab closed on purpose), cleared on save or discard;
 * while the form differs from what it loaded, its tab asks before closing and the page before unloading.
 */
export function useFormDraft({ module, recordId, enabled, baseline, formData, current, pending, flushPending, replace }: FormDraftOptions): FormDraft {
  const user = useCurrentUser();
  // The key is fixed when the form opens: a 401 clears the user while the form is still on screen, and its draft must
  // still be written under the key the same person finds after logging in again.
  const [userId] = useState(() => {
    if (user) resumeUserDrafts(user.Id);
    return user?.Id ?? null;
  });
  const page = useCurrentPage();
  const active = enabled && userId !== null;
  const key = userId === null ? '' : draftKey(userId, module, recordId);
  const storage = useMemo(sessionStorageOrNull, []);
  const writer = useMemo(() => createDraftWriter({ storage: active ? storage : null, key }), [active, storage, key]);
  const [restored, setRestored] = useState(false);
  // Decided once the baseline is known: until then there is nothing to compare with and nothing is written.
  const decided = useRef(false);
  // The data as it was when saved or cancelled: leaving the form afterwards must not write it back as a draft.
  const settled = useRef<FormData | undefined | null>(null);

  const latest = useRef({ baseline, current, pending, flushPending, replace });
  useLayoutEffect(() => {
    latest.current = { baseline, current, pending, flushPending, replace };
  });

  const dirtyNow = useCallback(() => {
    if (!active || !decided.current) return false;
    const { baseline: loaded, current: data, pending: holding } = latest.current;
    return holding() || isDirty(data(), loaded);
  }, [active]);

  useEffect(() => {
    if (!active || decided.current || baseline === undefined) return;
    decided.current = true;
    const data = draftToRestore(readDraft(storage, key), baseline);
    if (data) {
      latest.current.replace(data);
      setRestored(true);
    }
  }, [active, baseline, storage, key]);

  useEffect(() => {
    if (active && decided.current && formData) writer.change(formData, latest.current.baseline);
  }, [active, formData, writer]);

  useEffect(() => {
    if (!active) return;
    const writeLatest = () => {
      const data = latest.current.current();
      if (!decided.current || !data) return;
      // Saved, cancelled or logged out since: nothing waiting may write the draft back.
      if (data === settled.current || userDraftsEnded(userId ?? '')) writer.clear();
      else {
        writer.change(data, latest.current.baseline);
        writer.flush();
      }
    };
    const pageLeaving = () => {
      // The last keys typed before a reload are still in their field: into the data first, then into the draft.
      if (decided.current) latest.current.flushPending();
      writeLatest();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      pageLeaving();
      if (!dirtyNow()) return;
      // The browser's own "leave site?" question; the draft is already written in case the person leaves.
      event.preventDefault();
      event.returnValue = '';
    };
    const unregister = unsavedForms.register(page?.key ?? key, dirtyNow);
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageLeaving);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageLeaving);
      // Leaving the form (tab closed, session gone → login page): what was typed stays as the draft.
      writeLatest();
    };
  }, [active, writer, dirtyNow, page?.key, key, userId]);

  return {
    restored,
    keep: useCallback(
      (data: FormData) => {
        if (!active) return;
        writer.change(data, latest.current.baseline);
        writer.flush();
      },
      [active, writer],
    ),
    clear: useCallback(() => {
      settled.current = latest.current.current();
      writer.clear();
      setRestored(false);
    }, [writer]),
    discard: useCallback(() => {
      writer.clear();
      // The baseline itself, not "nothing": a form given no data keeps showing what it had.
      latest.current.replace(latest.current.baseline ?? {});
      settled.current = latest.current.current();
      setRestored(false);
    }, [writer]),
  };
}
