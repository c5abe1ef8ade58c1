/**
 * The indexes a module's list calls for (D-PERF-16b), derived from its descriptors. A list page is
 * `WHERE <equalities> ORDER BY <field>, Id LIMIT n OFFSET k` (listQuery.ts: ties broken by Id in the sort's own
 * direction, so one index serves both directions). An index whose key is the equality columns, then the sort field,
 * then Id answers the page from its first entries — no sort of the matching rows — and its ids alone for a deep
 * page (an index-only scan of the skipped rows). Derived, in this order, at most MAX_LIST_INDEXES_PER_TABLE:
 *  1. each sort key alone: (sort, Id) — the default order `Create_Time` first, then each Sortable field;
 *  2. each equality column with the default order: (column, Create_Time, Id) — the owner column of a user-owned
 *     module (every list of a non-administrator filters by it) and the single-column `Server.Indexes` the module
 *     declares (the fields its lists are filtered by, e.g. Dept_Id), in their declared order;
 *  3. each equality column with each Sortable field, in the same order but the owner column last, while the cap
 *     allows.
 * Pure: which indexes, not how they are made (syncListIndexes.ts creates them at start).
 */
import { createHash } from 'node:crypto';
import type { CatalogueModule } from '../platform/catalogue/types.js';

/** Every derived index costs each write of its table: lists filtered and sorted some other way sort their matches. */
export const MAX_LIST_INDEXES_PER_TABLE = 12;
/** Derived list indexes carry this prefix, so a start can drop those no longer derived. */
export const LIST_INDEX_PREFIX = 'lx_';
const MAX_NAME_LENGTH = 63;
const DEFAULT_SORT = 'Create_Time';
const OWNER_COLUMN = 'Create_User_Id';

export interface ListIndex {
  table: string;
  /** Equality columns first, then the sort field, then Id. */
  columns: string[];
  /** The position of the sort field in `columns` (PostgreSQL builds it NULLS FIRST, as lists order it). */
  sortAt: number;
}

function sortKeys(module: CatalogueModule): string[] {
  const sortable = module.storedFields.filter((f) => f.Sortable && f.Type !== 'Array' && f.Name !== DEFAULT_SORT && f.Name !== 'Id').map((f) => f.Name);
  return [DEFAULT_SORT, ...sortable];
}

function equalityColumns(module: CatalogueModule, sorts: readonly string[]): string[] {
  const stored = new Set(['Create_User_Id', ...module.storedFields.map((f) => f.Name)]);
  const declared = (module.definition.Server?.Indexes ?? [])
    .filter((cols) => cols.length === 1)
    .map(([name]) => name)
    .filter((name) => stored.has(name) && !sorts.includes(name) && name !== 'Id' && module.fieldsByName.get(name)?.Type !== 'Array');
  const columns = module.userOwned && !declared.includes(OWNER_COLUMN) ? [OWNER_COLUMN, ...declared] : declared;
  return [...new Set(columns)];
}

/**
 * Derived once per module definition: a list call asks which index serves its order (orderIndexedBy) every time. The
 * catalogue replaces a module's object when its definition changes (a published version), so a new one derives anew.
 */
const derivedByModule = new WeakMap<CatalogueModule, readonly ListIndex[]>();

export function deriveListIndexes(module: CatalogueModule): readonly ListIndex[] {
  let derived = derivedByModule.get(module);
  if (!derived) {
    derived = deriveUncached(module);
    derivedByModule.set(module, derived);
  }
  return derived;
}

function deriveUncached(module: CatalogueModule): ListIndex[] {
  const sorts = sortKeys(module);
  const equalities = equalityColumns(module, sorts);
  const wanted: ListIndex[] = [
    ...sorts.map((sort) => ({ table: module.name, columns: [sort, 'Id'], sortAt: 0 })),
    ...equalities.map((eq) => ({ table: module.name, columns: [eq, DEFAULT_SORT, 'Id'], sortAt: 1 })),
    // The owner column last: one person's records are few enough to sort, a department's (tens of thousands at a
    // million rows) are not.
    ...[...equalities.filter((eq) => eq !== OWNER_COLUMN), ...equalities.filter((eq) => eq === OWNER_COLUMN)].flatMap((eq) =>
      sorts.slice(1).map((sort) => ({ table: module.name, columns: [eq, sort, 'Id'], sortAt: 1 })),
    ),
  ];
  return wanted.slice(0, MAX_LIST_INDEXES_PER_TABLE);
}

/** `lx_{table}_{columns}`; past PostgreSQL's 63 bytes, cut and made unique by a hash of the whole. */
export function listIndexName(index: ListIndex): string {
  const full = `${LIST_INDEX_PREFIX}${index.table}_${index.columns.join('_')}`;
  if (Buffer.byteLength(full) <= MAX_NAME_LENGTH) return full;
  const hash = createHash('sha1').update(full).digest('hex').slice(0, 8);
  let head = full.slice(0, MAX_NAME_LENGTH - 9);
  while (Buffer.byteLength(head) > MAX_NAME_LENGTH - 9) head = head.slice(0, -1);
  return `${head}_${hash}`;
}

/**
 * Whether a list index serves one person's records in `sortColumn`'s order. Where none does, SQLite's planner — whose
 * statistics average the owner column over everyone, an import's owner of a million rows among them — walks the sort
 * index through every row for a person's few; their rows read through the owner index and sorted are a few hundred.
 */
export function ownerOrderIndexed(module: CatalogueModule, sortColumn: string): boolean {
  return orderIndexedBy(module, OWNER_COLUMN, sortColumn);
}

/** Whether a list index serves the rows of one value of `column` in `sortColumn`'s order. */
export function orderIndexedBy(module: CatalogueModule, column: string, sortColumn: string): boolean {
  return deriveListIndexes(module).some((index) => index.columns[0] === column && index.columns[1] === sortColumn);
}
