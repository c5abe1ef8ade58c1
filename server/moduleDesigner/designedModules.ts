/**
 * The modules added in the module designer (table DesignedModule): they have no catalogue file, so the table keeps
 * their area and menu group, and their newest published version is their definition. At start they join the
 * catalogue before anything reads it; their menu entries are merged into the standard menu by the app.
 */
import path from 'node:path';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { validateModuleFile } from '../platform/catalogue/validateModuleFile.js';
import type { InternalRow } from '../platform/db/internalDb.js';
import type { Db, DialectName } from '../platform/db/types.js';
import { tableColumns } from './tableColumns.js';
import { newestVersions } from './versionStore.js';

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
}
