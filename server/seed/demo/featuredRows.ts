/**
 * What a module's first generated rows make sure of (D-MOD-7), since a few random rows often missed what a
 * report or score page counts: the first rows are approved and dated in this year, each meeting the conditions of
 * one report or score scheme over the module (its `Where`: a type, a role, a host kind), so every report and score
 * page shows the current year; the rows after them take the other approval states in turn, so every state is
 * present. Conditions are read from the report and score files themselves: a new report needs no seed code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import type { ColumnValue, Row } from '../../platform/db/types.js';
import { isUnique } from '../../records/index.js';

/** Field → value a row must hold to be counted by one report or score scheme. */
export type RowConditions = Readonly<Record<string, ColumnValue>>;

export const APPROVED = '已通过';
/** The states after the approved rows, one row each, so a module's list shows every state. */
const OTHER_STATES = ['审核中', '未提交', '已退回', '不通过'];
/** Approved rows of this year a module gets at least (more where more reports or schemes count it). */
const MIN_FEATURED = 2;

interface WhereEntry {
  Field?: unknown;
  Via?: unknown;
  Operator?: unknown;
  Value?: unknown;
}

/** The `Where` of each report (schemas/reports) and score scheme (schemas/scores), by lower-case module name. */
export function readSourceConditions(schemasDir: string): Map<string, RowConditions[]> {
  const byModule = new Map<string, RowConditions[]>();
  for (const folder of ['reports', 'scores']) {
    const dir = path.join(schemasDir, folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      let data: { Module?: unknown; Where?: unknown };
      try {
        data = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as typeof data;
      } catch {
        continue; // The report and score catalogues refuse a bad file at start; the seed need not say it again.
      }
      if (typeof data.Module !== 'string') continue;
      const conditions: Record<string, ColumnValue> = {};
      for (const entry of (Array.isArray(data.Where) ? data.Where : []) as WhereEntry[]) {
        // Only the module's own fields: a condition on a related record is met by relating to an approved one.
        if (typeof entry.Field !== 'string' || entry.Via !== undefined) continue;
        const value = entry.Operator === '==' ? entry.Value : entry.Operator === 'in' && Array.isArray(entry.Value) ? entry.Value[0] : undefined;
        if (typeof value === 'string' || typeof value === 'number') conditions[entry.Field] = value;
      }
      const key = data.Module.toLowerCase();
      const sets = byModule.get(key) ?? [];
      if (!sets.some((set) => JSON.stringify(set) === JSON.stringify(conditions))) sets.push(conditions);
      byModule.set(key, sets);
    }
  }
  return byModule;
}

export interface FeaturedPlan {
  /** How many first rows of a run are approved and of this year. */
  count: number;
  /** The state the row at a (0-based) position in the run is given, or null to draw it. */
  stateAt(position: number): string | null;
  /** Puts the conditions of the featured row at `position` into its values. */
  apply(position: number, values: Row): void;
}

export function featuredPlan(module: CatalogueModule, conditionSets: readonly RowConditions[] = []): FeaturedPlan {
  const statusKeys = new Set((module.fieldsByName.get('FlowStatus')?.EnumValues ?? []).map((o) => String(o.Key)));
  // A condition on a field the module lacks, or on a unique one, cannot be met by every row: left to chance.
  const settable = (name: string): boolean => {
    const field = module.fieldsByName.get(name);
    return field !== undefined && !isUnique(field) && (name !== 'FlowStatus' || statusKeys.size > 0);
  };
  const sets = conditionSets.map((set) => Object.fromEntries(Object.entries(set).filter(([name]) => settable(name))));
  const count = Math.max(MIN_FEATURED, sets.length);
  return {
    count,
    stateAt(position) {
      if (statusKeys.size === 0) return null;
      const state = position < count ? APPROVED : OTHER_STATES[position - count];
      return state !== undefined && statusKeys.has(state) ? state : null;
    },
    apply(position, values) {
      if (position >= count || sets.length === 0) return;
      Object.assign(values, sets[position % sets.length]);
    },
  };
}
