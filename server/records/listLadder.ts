/**
 * A ladder of places down a whole list (D-PERF-34a): the place (listCursor.ts) of every `step`-th row of the list in
 * its order, per list (module, filters, keyword, scope, order) and table write generation. A page at any depth starts
 * from the rung at or before it and walks fewer than `step` index entries, where without it a random page of a million
 * rows walked up to half of them (pageFromEnd). The ladder costs about one walk of the list's index (SQLite: hops,
 * listPlaces.ts; PostgreSQL: one numbering statement) and is read only once the list's deep pages of this generation
 * have walked as many entries as the list holds (they would walk as many again): a list paged deeply once after each
 * write never pays for one, a list paged at random pays for one pass per write. Any write to the table drops it
 * (generationCache.ts), so a rung never points into other rows.
 */
import type { ListCursor } from './listCursor.js';

/**
 * Lists shorter than `minRows` walk at most half of it, from either end: they get no ladder. Rungs are `minStep` rows
 * apart at least. Tests lower both to page lists of a few hundred rows through a ladder.
 */
export const ladderLimits = { minRows: 2_000, minStep: 64 };
/** Ladders read and kept, and pages started from a rung of a ladder still being read, since the process started. */
export const ladderReads = { kept: 0, partial: 0 };
/** Rungs a ladder holds at most (a few hundred kB at a million rows); the step grows with the list past that. */
export const MAX_RUNGS = 4_096;
/** Lists whose ladders are kept. */
export const MAX_LADDERED_LISTS = 64;

export interface ListLadder {
  step: number;
  /** `rungs[i]`: the place of the row just before offset `(i + 1) * step`. */
  rungs: ListCursor[];
}

/** What a list's deep pages keep under one write generation: their walk, the ladder. */
export interface DeepPageState {
  /** Index entries the deep pages walked without a ladder. */
  walked: number;
  ladder: ListLadder | null;
  building: boolean;
}

export const newDeepPageState = (): DeepPageState => ({ walked: 0, ladder: null, building: false });

/** The rows between rungs for a list of `total` rows. Pure. */
export function ladderStep(total: number): number {
  return Math.max(ladderLimits.minStep, Math.ceil(total / MAX_RUNGS));
}

/** Whether a list's walk so far has paid for reading its ladder. Pure. */
export function ladderDue(state: DeepPageState, total: number): boolean {
  return state.ladder === null && !state.building && total >= ladderLimits.minRows && state.walked >= total;
}

/** The rung at or before `offset`, or null before the first one. Pure. */
export function rungAt(ladder: ListLadder, offset: number): { at: number; cursor: ListCursor } | null {
  const index = Math.min(Math.floor(offset / ladder.step), ladder.rungs.length) - 1;
  return index < 0 ? null : { at: (index + 1) * ladder.step, cursor: ladder.rungs[index]! };
}
