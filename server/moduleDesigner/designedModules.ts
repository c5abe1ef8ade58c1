/**
 * The modules added in the module designer (table DesignedModule): they have no catalogue file, so the table keeps
 * their area and menu group, and their newest published version is their definition. At start they join the
 * catalogue before anything reads it; their menu entries are merged into the standard menu by the app.
 */
import path from 'node:path';
import type { AppContext } from '../appContext.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { validateModuleFile } from '../platform/catalogue/validateModuleFile.js';
import type { InternalRow } from '../platform/db/internalDb.js';
import type { Db, DialectName } from '../platform/db/types.js';
import { tableColumns } from './tableColumns.js';
import { claimLiveVersion } from './liveVersions.js';
import { newestVersion, newestVersions } from './versionStore.js';

export const DESIGNED_TABLE = 'DesignedModule';
export type DesignedModuleRow = InternalRow<'DesignedModule'>;

/** Where the module's file would lie: what the catalogue names it by (no file is there). */
export const designedModuleFile = (schemasDir: string, area: string, name: string): string => path.join(schemasDir, area, `${name}.json`);

export async function designedModules(db: Db): Promise<DesignedModuleRow[]> {
  return db.selectFrom(DESIGNED_TABLE).selectAll().orderBy('Create_Time').orderBy('Id').execute();
}

/**
 * At start, before the published versions are applied: each designed module added to the catalogue with its newest
 * version. Before the first start that made the table there is nothing to add; a catalogue file deployed since under
 * the same name keeps its place.
 */
export async function addDesignedModules(db: Db, dialect: DialectName, catalogue: Catalogue, schemasDir: string): Promise<void> {
  if ((await tableColumns(db, dialect, DESIGNED_TABLE)).size === 0) return;
  const rows = await designedModules(db);
  if (rows.length === 0) return;
  const versions = await newestVersions(db);
  for (const row of rows) {
    const version = versions.get(row.Id);
    if (!version || catalogue.find(row.ModuleName)) continue;
    const definition = validateModuleFile(`${row.ModuleName}(模块设计新建,第 ${version.Version} 版)`, JSON.parse(version.Definition));
    catalogue.add(row.Area, designedModuleFile(schemasDir, row.Area, row.ModuleName), definition);
  }
  rememberSchemasDir(catalogue, schemasDir);
}

/** False when a module of that name (any case) was added meanwhile: the row's key is the name. */
export async function insertDesignedModule(db: Db, row: DesignedModuleRow): Promise<boolean> {
  const taken = () => db.selectFrom(DESIGNED_TABLE).select('Id').where('Id', '=', row.Id).executeTakeFirst();
  if (await taken()) return false;
  try {
    await db.insertInto(DESIGNED_TABLE).values(row).execute();
    return true;
  } catch (error) {
    if (await taken()) return false;
    throw error;
  }
}

/** The schemas folder of each running catalogue: a designed module joining later is named by it (createModule.ts sets it). */
const schemasDirs = new WeakMap<Catalogue, string>();

export function rememberSchemasDir(catalogue: Catalogue, schemasDir: string): void {
  schemasDirs.set(catalogue, schemasDir);
}

/**
 * A module another instance added, joining this one's catalogue when its version is seen (versionFollower.ts): the
 * adding instance made its table, permission nodes and grants before storing the version, so only the catalogue and
 * the cached grants change here. Undefined when no designed module has that name.
 */
export async function joinDesignedModule(ctx: AppContext, name: string): Promise<CatalogueModule | undefined> {
  const row = await ctx.db.selectFrom(DESIGNED_TABLE).selectAll().where('Id', '=', name.toLowerCase()).executeTakeFirst();
  const version = row && (await newestVersion(ctx.db, row.ModuleName));
  if (!row || !version || ctx.catalogue.find(row.ModuleName)) return undefined;
  const definition = validateModuleFile(`${row.ModuleName}(模块设计新建,第 ${version.Version} 版)`, JSON.parse(version.Definition));
  const schemasDir = schemasDirs.get(ctx.catalogue) ?? '';
  const module = ctx.catalogue.add(row.Area, designedModuleFile(schemasDir, row.Area, row.ModuleName), definition);
  claimLiveVersion(ctx.catalogue, module.name, version.Version);
  ctx.permissions.invalidate();
  return module;
}
