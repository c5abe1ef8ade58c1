/**
 * What the user has typed (and attached) in each conversation but not sent: kept while they switch conversations,
 * and in the tab's sessionStorage so a reload does not lose it either. Stored per user, so another login in the same
 * tab never sees it.
 */
import { FRIEND_MESSAGE_MAX_LENGTH, type ResourceRef } from '../../../contract/index';

export interface Draft {
  text: string;
  attachment: ResourceRef | null;
}

export type Drafts = Readonly<Record<string, Draft>>;

export const EMPTY_DRAFT: Draft = { text: '', attachment: null };

/** More than this many unsent drafts is not a person typing: the oldest are let go. */
const MAX_DRAFTS = 50;

export const draftsStorageKey = (userId: string) => `friendMessageDrafts:${userId}`;

export function draftFor(drafts: Drafts, contactId: string): Draft {
  return drafts[contactId] ?? EMPTY_DRAFT;
}

export const isEmptyDraft = (draft: Draft): boolean => draft.text === '' && draft.attachment === null;

/** The drafts with `contactId`'s replaced (an empty draft is removed). */
export function withDraft(drafts: Drafts, contactId: string, draft: Draft): Drafts {
  const others: Record<string, Draft> = { ...drafts };
  delete others[contactId];
  if (isEmptyDraft(draft)) return others;
  const kept = Object.entries(others).slice(-(MAX_DRAFTS - 1));
  return { ...Object.fromEntries(kept), [contactId]: draft };
}

function readDraft(value: unknown): Draft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, attachment } = value as { text?: unknown; attachment?: unknown };
  if (typeof text !== 'string') return null;
  const file = attachment as { Id?: unknown; Name?: unknown } | null | undefined;
  const ref = file && typeof file.Id === 'string' && typeof file.Name === 'string' ? { Id: file.Id, Name: file.Name } : null;
  return { text: text.slice(0, FRIEND_MESSAGE_MAX_LENGTH * 2), attachment: ref };
}

/** The stored drafts; anything unreadable counts as none. */
export function parseDrafts(stored: string | null): Drafts {
  if (!stored) return {};
  try {
    const bag = JSON.parse(stored) as unknown;
    if (typeof bag !== 'object' || bag === null || Array.isArray(bag)) return {};
    const drafts: Record<string, Draft> = {};
    for (const [contactId, value] of Object.entries(bag).slice(-MAX_DRAFTS)) {
      const draft = readDraft(value);
      if (draft && !isEmptyDraft(draft)) drafts[contactId] = draft;
    }
    return drafts;
  } catch {
    return {};
  }
}
