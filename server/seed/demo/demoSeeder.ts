/**
 * Fills modules with demo rows, in dependency order, from the module descriptors alone: a new module file gets
 * demo data with no code. Used on first start (a few rows each) and by `npm run seed -- --rows N`.
 */
import type { Catalogue } from '../../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../../platform/catalogue/types.js';
import { SYSTEM_COLUMNS } from '../../platform/db/systemColumns.js';
import type { Db, DialectName } from '../../platform/db/types.js';
import { isUnique } from '../../records/index.js';
import { writeRows } from './batchWriter.js';
import type { DemoFileStore } from './demoAttachments.js';
import { DEFERRED_INDEX_THRESHOLD, tuneForBulkLoad, withIndexesDeferred } from './bulkLoadTuning.js';
import { loadDemoContext, loadFeaturedIds, loadIds, type DemoContext } from './demoContext.js';
import { dependencyOrder, relatedModuleNames } from './dependencyOrder.js';
import type { FillerSources } from './fieldFillers.js';
import { defaultGeneratedModules } from './moduleSelection.js';
import { createModuleGenerator, type ModuleGenerator } from './recordGenerator.js';
import { seedOf } from './streamKeys.js';
import { dateWindow } from './datePlan.js';
import { featuredPlan, readSourceConditions } from './featuredRows.js';
import { DEFAULT_SCHEMAS_DIR } from '../../platform/runtimeFiles.js';
import { POLYMORPHIC_TARGETS } from './texts.js';

export const DEFAULT_DEMO_SEED = 20260101;

export interface ModuleCount {
  module: string;
  requested: number;
  added: number;
  elapsedMs: number;
}

export interface GenerateRequest {
  modules: CatalogueModule[];
  /** Rows to add per module; a function may look at the generator (e.g. its capacity). */
  rows: number | ((generator: ModuleGenerator) => number);
  seed?: number;
  /** The day the data runs up to (default: the day the seed runs). */
  today?: Date;
  /** Where the report and score files are, whose conditions the first rows meet (default: the shipped schemas). */
  schemasDir?: string;
  /** Given for big loads: the connection is tuned for them (see bulkLoadTuning.ts). */
  bulkDialect?: DialectName;
  onModuleDone?: (count: ModuleCount) => void;
}

export async function countRows(db: Db, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Everything a module's fillers draw from: context, related ids (its own earlier rows too; of `year`, approved, apart), taken unique values. */
export async function fillerSourcesFor(db: Db, ctx: DemoContext, module: CatalogueModule, year = new Date().getUTCFullYear()): Promise<FillerSources> {
  const relatedIds = new Map<string, string[]>();
  const featuredIds = new Map<string, string[]>();
  const polymorphic = module.fieldsByName.has('Business_Id') ? POLYMORPHIC_TARGETS.map((n) => n.toLowerCase()) : [];
  for (const name of [...relatedModuleNames(module), module.name.toLowerCase(), ...polymorphic]) {
    const target = ctx.catalogue.find(name);
    if (target && !['person', 'dept', 'user'].includes(name)) {
      relatedIds.set(name, await loadIds(db, target.name));
      featuredIds.set(name, await loadFeaturedIds(db, target, year));
    }
  }
  const taken = new Map<string, Set<string>>();
  for (const field of module.storedFields.filter(isUnique)) {
    const rows = await db.selectFrom(module.name).select(field.Name).where(field.Name, 'is not', null).execute();
    taken.set(field.Name, new Set(rows.map((r) => String(r[field.Name]))));
  }
  return { ctx, relatedIds, featuredIds, taken };
}

export async function generateDemoRows(db: Db, catalogue: Catalogue, store: DemoFileStore, request: GenerateRequest): Promise<ModuleCount[]> {
  const seed = request.seed ?? DEFAULT_DEMO_SEED;
  const window = dateWindow(request.today ?? new Date());
  if (request.bulkDialect) await tuneForBulkLoad(db, request.bulkDialect);
  let ctx = await loadDemoContext(db, catalogue, store);
  const conditions = readSourceConditions(request.schemasDir ?? DEFAULT_SCHEMAS_DIR);
  const counts: ModuleCount[] = [];
  for (const module of dependencyOrder(request.modules)) {
    const started = performance.now();
    const existingCount = await countRows(db, module.name);
    const featured = featuredPlan(module, conditions.get(module.name.toLowerCase()));
    const generator = createModuleGenerator(module, await fillerSourcesFor(db, ctx, module, window.year), { seed, existingCount, window, featured });
    const requested = typeof request.rows === 'number' ? request.rows : request.rows(generator);
    const columns = SYSTEM_COLUMNS.length + module.storedFields.length;
    const write = (): Promise<number> => writeRows(db, module.name, columns, requested, () => generator.next());
    const bulk = request.bulkDialect !== undefined && requested >= DEFERRED_INDEX_THRESHOLD;
    const added = requested === 0 ? 0 : bulk && request.bulkDialect ? await withIndexesDeferred(db, request.bulkDialect, module, write) : await write();
    const count = { module: module.name, requested, added, elapsedMs: performance.now() - started };
    counts.push(count);
    request.onModuleDone?.(count);
    // New people or departments are picked from by the modules that follow.
    if (['person', 'dept'].includes(module.name.toLowerCase())) ctx = await loadDemoContext(db, catalogue, store);
  }
  return counts;
}

/**
 * First start: 6–10 rows in every generated module, and at least its featured rows and one of each other approval
 * state (featuredRows.ts); fewer where unique fields allow only a few values.
 */
export function firstStartRowCount(generator: ModuleGenerator): number {
  const wanted = Math.max(6 + (seedOf(generator.module.name) % 5), generator.featured.count + 4);
  const capacity = generator.capacity();
  // Half of a fixed set of unique values (at least one), so `--rows` can still add some later.
  return capacity === null ? wanted : Math.min(wanted, capacity, Math.max(1, Math.floor(capacity / 2)));
}

export async function seedFirstStartDemoData(db: Db, catalogue: Catalogue, store: DemoFileStore, schemasDir?: string): Promise<ModuleCount[]> {
  return generateDemoRows(db, catalogue, store, { modules: defaultGeneratedModules(catalogue), rows: firstStartRowCount, schemasDir });
}
