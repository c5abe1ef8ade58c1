/**
 * A module's draft kept in the browser (localStorage) from every edit until it is discarded or the module published:
 * a reload, a closed tab or a lost session never loses what the administrator typed.
 */
import type { DraftDefinition } from './draftModel';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftStorageKey = (module: string): string => `moduleDesigner.draft:${module}`;

export interface KeptDraft {
  definition: DraftDefinition;
  savedAt: string;
}

export function readKeptDraft(storage: Storage, module: string): KeptDraft | null {
  try {
    const kept = JSON.parse(storage.getItem(draftStorageKey(module)) ?? 'null') as KeptDraft | null;
    return kept && typeof kept === 'object' && kept.definition && Array.isArray(kept.definition.FieldInfoStruts) ? kept : null;
  } catch {
    return null;
  }
}

export function keepDraft(storage: Storage, module: string, definition: DraftDefinition, now: Date = new Date()): void {
  try {
    storage.setItem(draftStorageKey(module), JSON.stringify({ definition, savedAt: now.toISOString() } satisfies KeptDraft));
  } catch {
    // A full or refused storage: the draft still lives in the page.
  }
}

export function dropKeptDraft(storage: Storage, module: string): void {
  storage.removeItem(draftStorageKey(module));
}
