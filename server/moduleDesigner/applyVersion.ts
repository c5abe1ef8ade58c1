/**
 * A module version made live: its table brought in line first (columns added, never dropped; on PostgreSQL an
 * Int32 column widened to Decimal changes type), then the catalogue's module replaced, then the list and keyword
 * indexes made to match. At start, the newest version of each module replaces its file's definition before anything
 * else reads the catalogue. Each version goes live once on an instance (liveVersions.ts): by the publish, or by the
 * follower of other instances' publishes (versionFollower.ts), whichever comes first.
 */
import { sql } from 'kysely';
import type { MigrationPlan } from '../../contract/index.js';
import { FLOW_STATUS_FIELD } from '../../core/catalogue/migrationPlan.js';
import { FlowStatus } from '../../core/flow/states.js';
import type { AppContext } from '../appContext.js';
import { Catalogue, describeModule } from '../platform/catalogue/catalogue.js';
import { withImportColumns } from '../platform/catalogue/importColumns.js';
import type { CatalogueModule, ModuleDefinition } from '../platform/catalogue/types.js';
import { validateModuleFile } from '../platform/catalogue/validateModuleFile.js';
import { columnTypeOf, storageKindOf } from '../platform/db/columnTypes.js';
import { syncSchema } from '../platform/db/schemaSync.js';
import type { Db, DialectName } from '../platform/db/types.js';
import { syncKeywordIndexes, syncListIndexes } from '../records/index.js';
import { backgroundBuildsOf } from '../platform/backgroundBuilds.js';
import { retryingConflicts } from '../platform/db/serializableWrite.js';
import { claimLiveVersion } from './liveVersions.js';
import { tableColumns } from './tableColumns.js';
import { newestVersions, VERSION_TABLE } from './versionStore.js';

/** The table as the definition needs it: only additions and widenings (the plan refused anything else). */
export async function prepareTable(ctx: AppContext, module: CatalogueModule, definition: ModuleDefinition, plan: MigrationPlan): Promise<void> {
  if (ctx.dialect === 'postgres') {
    for (const change of plan.TypeChanges.filter((c) => c.AlterColumn)) {
      const type = columnTypeOf(storageKindOf(change.Type), ctx.dialect);
      await sql`alter table ${sql.table(module.name)} alter column ${sql.ref(change.Name)} type ${sql.raw(type)}`.execute(ctx.db);
    }
  }
  const next = describeModule(module.area, module.file, withImportColumns(structuredClone(definition)));
  await syncSchema(ctx.db, ctx.dialect, new Catalogue([next]));
  // Approval from now on: a record with no 审核状态 yet is one not submitted, as a new one starts.
  if (plan.Approval === 'on') {
    await sql`update ${sql.table(module.name)} set ${sql.ref(FLOW_STATUS_FIELD)} = ${FlowStatus.Draft} where ${sql.ref(FLOW_STATUS_FIELD)} is null`.execute(
      ctx.db,
    );
  }
}

/**
 * The version live on this instance: the catalogue's module replaced, the list and keyword indexes in line. Null when
 * that version (or a newer one) is live already.
 */
export async function goLive(ctx: AppContext, name: string, definition: ModuleDefinition, version: number): Promise<CatalogueModule | null> {
  if (!claimLiveVersion(ctx.catalogue, name, version)) return null;
  const module = ctx.catalogue.replace(name, definition);
  await asSchemaChange(ctx, async () => {
    await syncListIndexes(ctx.db, ctx.dialect, ctx.catalogue);
    await syncKeywordIndexes(ctx.db, ctx.dialect, ctx.catalogue);
  });
  return module;
}

/**
 * At start: each module's newest published version in place of its file (a module whose file was removed keeps no
 * version). Before the first publish the table does not exist yet: nothing to apply.
 */
export async function applyPublishedVersions(db: Db, dialect: DialectName, catalogue: Catalogue): Promise<void> {
  if ((await tableColumns(db, dialect, VERSION_TABLE)).size === 0) return;
  for (const row of (await newestVersions(db)).values()) {
    const module = catalogue.find(row.ModuleName);
    if (!module) continue;
    const definition = validateModuleFile(`${module.file}(已发布的第 ${row.Version} 版)`, JSON.parse(row.Definition));
    catalogue.replace(module.name, definition);
    claimLiveVersion(catalogue, module.name, row.Version);
  }
}

/**
 * A publish's schema change (a column added, indexes made) with the background builds set aside and, on PostgreSQL,
 * run again past a deadlock: a whole score build or cube fill reads the module's table for minutes, and DDL on it
 * deadlocked with the build (backgroundBuilds.ts whilePaused). The work must be safe to run twice.
 */
export function asSchemaChange<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  // The queue exists: the score and report plugins make it as they register, before any request.
  const builds = backgroundBuildsOf(ctx.db, () => undefined);
  return builds.whilePaused(() => retryingConflicts(ctx.dialect, work));
}
