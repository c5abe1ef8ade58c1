/**
 * The published module versions (table ModuleVersion): the newest of a module is its definition, in place of its
 * catalogue file (publishedVersions.ts applies them at start). A version keeps the file's hash as it was when
 * published: a deployment that changed the file since shows as 文件已更新 and does not overwrite the version.
 */
import { createHash } from 'node:crypto';
import type { InternalRow } from '../platform/db/internalDb.js';
import { nowText } from '../platform/db/time.js';
import type { Db } from '../platform/db/types.js';

export const VERSION_TABLE = 'ModuleVersion';
export type VersionRow = InternalRow<'ModuleVersion'>;

/** No file (a module added in the designer) hashes as ''. */
export function fileHash(text: string): string {
  if (text === '') return '';
  return createHash('sha256').update(text).digest('hex');
}

const versionId = (module: string, version: number) => `${module.toLowerCase()}#${version}`;

/** Every version of a module, newest first (the definitions left out: the list says who, when and what). */
export async function listVersions(db: Db, module: string): Promise<Array<Omit<VersionRow, 'Definition'>>> {
  return db
    .selectFrom(VERSION_TABLE)
    .select(['Id', 'ModuleName', 'Version', 'FileHash', 'User_Id', 'UserName', 'Create_Time', 'Summary'])
    .where('ModuleName', '=', module)
    .orderBy('Version', 'desc')
    .execute();
}

export async function readVersion(db: Db, module: string, version: number): Promise<VersionRow | undefined> {
  return db.selectFrom(VERSION_TABLE).selectAll().where('Id', '=', versionId(module, version)).executeTakeFirst();
}

/** The newest version of a module, if it has one. */
export async function newestVersion(db: Db, module: string): Promise<VersionRow | undefined> {
  return db.selectFrom(VERSION_TABLE).selectAll().where('ModuleName', '=', module).orderBy('Version', 'desc').limit(1).executeTakeFirst();
}

/** The newest version of each module that has one. */
export async function newestVersions(db: Db): Promise<Map<string, VersionRow>> {
  const rows = await db.selectFrom(VERSION_TABLE).selectAll().orderBy('Version', 'asc').execute();
  return new Map(rows.map((row) => [row.ModuleName.toLowerCase(), row]));
}

/** The newest version number of each module that has one, by module name (another instance's publish: versionFollower.ts). */
export async function newestVersionNumbers(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(VERSION_TABLE)
    .select((eb) => ['ModuleName', eb.fn.max('Version').as('Version')])
    .groupBy('ModuleName')
    .execute();
  return new Map(rows.map((row) => [row.ModuleName, Number(row.Version)]));
}

export interface NewVersion {
  module: string;
  version: number;
  definition: string;
  fileHash: string;
  userId: string;
  userName: string;
  summary: string;
}

/** False when that version number was taken meanwhile (another publish won): the key is module and number. */
export async function insertVersion(db: Db, version: NewVersion): Promise<boolean> {
  const id = versionId(version.module, version.version);
  const taken = await db.selectFrom(VERSION_TABLE).select('Id').where('Id', '=', id).executeTakeFirst();
  if (taken) return false;
  try {
    await db
      .insertInto(VERSION_TABLE)
      .values({
        Id: id,
        ModuleName: version.module,
        Version: version.version,
        Definition: version.definition,
        FileHash: version.fileHash,
        User_Id: version.userId,
        UserName: version.userName,
        Create_Time: nowText(),
        Summary: version.summary,
      })
      .execute();
    return true;
  } catch (error) {
    if (await db.selectFrom(VERSION_TABLE).select('Id').where('Id', '=', id).executeTakeFirst()) return false;
    throw error;
  }
}

/**
 * 保留当前版本: the newest version takes the catalogue file's hash of now, so 文件已更新 is not shown until a deployment
 * changes the file again. False when `version` is not the newest any more (another publish won).
 */
export async function keepOverFile(db: Db, module: string, version: number, hash: string): Promise<boolean> {
  const newest = await newestVersion(db, module);
  if (newest?.Version !== version) return false;
  await db.updateTable(VERSION_TABLE).set({ FileHash: hash }).where('Id', '=', versionId(module, version)).execute();
  return true;
}
