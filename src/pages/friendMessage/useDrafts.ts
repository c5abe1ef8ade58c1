/** The unsent drafts of the logged-in user, one per conversation, kept in the tab's sessionStorage (drafts.ts). */
import { useCallback, useEffect, useState } from 'react';
import { draftFor, draftsStorageKey, parseDrafts, withDraft, type Draft, type Drafts } from './drafts';

function readStored(userId: string): Drafts {
  try {
    return parseDrafts(window.sessionStorage.getItem(draftsStorageKey(userId)));
  } catch {
    return {};
  }
}

export function useDrafts(userId: string) {
  const [drafts, setDrafts] = useState<Drafts>(() => readStored(userId));

  useEffect(() => {
    try {
      window.sessionStorage.setItem(draftsStorageKey(userId), JSON.stringify(drafts));
    } catch {
      // Storage full or refused: the drafts still live in this page's state.
    }
  }, [userId, drafts]);

  const draftOf = useCallback((contactId: string) => draftFor(drafts, contactId), [drafts]);
  const setDraft = useCallback((contactId: string, update: (draft: Draft) => Draft) => {
    setDrafts((current) => withDraft(current, contactId, update(draftFor(current, contactId))));
  }, []);
  return { draftOf, setDraft };
}
