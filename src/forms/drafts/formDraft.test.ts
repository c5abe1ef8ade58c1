import { describe, expect, it } from 'vitest';
import { createDraftWriter, draftKey, draftToRestore, isDirty, readDraft, removeUserDrafts, type DraftStorage } from './formDraft';

function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

function manualTimers() {
  let pending: (() => void) | null = null;
  return {
    setTimer: (callback: () => void) => (pending = callback),
    clearTimer: () => (pending = null),
    fire: () => {
      const run = pending;
      pending = null;
      run?.();
    },
  };
}

describe('form drafts', () => {
  it('keys a draft by user, module (any case) and record; a new record is `new`', () => {
    expect(draftKey('u1', 'Thesis', null)).toBe('formDraft:u1:thesis:new');
    expect(draftKey('u1', 'thesis', 'r9')).toBe('formDraft:u1:thesis:r9');
  });

  it('counts as dirty only what differs from the loaded data, blank fields and key order aside', () => {
    expect(isDirty({ Title: '', Tags: [], Note: null, Volume: undefined }, {})).toBe(false);
    expect(isDirty({ B: 2, A: 1 }, { A: 1, B: 2 })).toBe(false);
    expect(isDirty({ Title: 'x' }, {})).toBe(true);
    expect(isDirty({ Title: 'a' }, { Title: 'b' })).toBe(true);
    expect(isDirty({ Flag: false }, {})).toBe(true);
  });

  it('writes after the typing pause, removes the draft when the data is back to the baseline, flushes and clears', () => {
    const storage = memoryStorage();
    const timers = manualTimers();
    const writer = createDraftWriter({ storage, key: 'k', now: () => 42, ...timers });
    writer.change({ Title: 'a' }, {});
    expect(storage.getItem('k')).toBeNull();
    writer.change({ Title: 'ab' }, {});
    timers.fire();
    expect(readDraft(storage, 'k')).toEqual({ data: { Title: 'ab' }, savedAt: 42 });
    writer.change({ Title: '' }, {});
    timers.fire();
    expect(storage.getItem('k')).toBeNull();
    writer.change({ Title: 'c' }, {});
    writer.flush();
    expect(readDraft(storage, 'k')?.data).toEqual({ Title: 'c' });
    writer.change({ Title: 'd' }, {});
    writer.clear();
    timers.fire();
    expect(storage.getItem('k')).toBeNull();
  });

  it('restores a draft only when it differs from what was loaded, and ignores a damaged one', () => {
    expect(draftToRestore({ data: { Title: 'x' }, savedAt: 1 }, { Title: 'x' })).toBeNull();
    expect(draftToRestore({ data: { Title: 'y' }, savedAt: 1 }, { Title: 'x' })).toEqual({ Title: 'y' });
    expect(draftToRestore(null, {})).toBeNull();
    const storage = memoryStorage();
    storage.setItem('bad', '{"data":[1]}');
    storage.setItem('worse', 'not json');
    expect(readDraft(storage, 'bad')).toBeNull();
    expect(readDraft(storage, 'worse')).toBeNull();
  });

  it('removes all drafts of one user and no one else', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('u1', 'Thesis', null), '{}');
    storage.setItem(draftKey('u1', 'Patent', 'p'), '{}');
    storage.setItem(draftKey('u2', 'Thesis', null), '{}');
    storage.setItem('pageTabs', '{}');
    removeUserDrafts(storage, 'u1');
    expect([...storage.entries.keys()]).toEqual([draftKey('u2', 'Thesis', null), 'pageTabs']);
  });
});

describe('an explicit logout', () => {
  it('removes the user’s drafts and stops writing them until the user opens a form again', async () => {
    const { endUserDrafts, resumeUserDrafts, userDraftsEnded } = await import('./formDraft');
    const storage = memoryStorage();
    storage.setItem(draftKey('u7', 'Thesis', null), '{}');
    endUserDrafts(storage, 'u7');
    expect(storage.length).toBe(0);
    expect(userDraftsEnded('u7')).toBe(true);
    resumeUserDrafts('u7');
    expect(userDraftsEnded('u7')).toBe(false);
  });
});
