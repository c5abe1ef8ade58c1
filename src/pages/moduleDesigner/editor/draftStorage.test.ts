import { describe, expect, it } from 'vitest';
import type { DraftDefinition } from './draftModel';
import { draftStorageKey, dropKeptDraft, keepDraft, readKeptDraft } from './draftStorage';

const thesis: DraftDefinition = {
  Name: 'Thesis',
  Description: '论文',
  FieldInfoStruts: [{ Name: 'Title', Description: '题目', Type: 'String' }],
  RelateFields: ['Title'],
};

describe('draftStorage', () => {
  it('keeps, reads and drops a draft per module; a broken entry reads as none', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    keepDraft(storage, 'Thesis', thesis, new Date('2026-11-29T10:00:00Z'));
    expect(readKeptDraft(storage, 'Thesis')).toEqual({ definition: thesis, savedAt: '2026-11-29T10:00:00.000Z' });
    expect(readKeptDraft(storage, 'Journal')).toBeNull();
    map.set(draftStorageKey('Journal'), '{oops');
    expect(readKeptDraft(storage, 'Journal')).toBeNull();
    dropKeptDraft(storage, 'Thesis');
    expect(readKeptDraft(storage, 'Thesis')).toBeNull();
  });
});
