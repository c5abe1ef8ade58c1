/**
 * Whether a caller may read an uploaded file because they may read a record that references it (D-SEC-8):
 * a record of a module they may List, within their owner scope and the module's read scope, one of whose
 * `Relate: "Resource"` fields holds the file's id. Avatars and the hospital's icon are shown to every logged-in user.
 * The uploader's own access is the resources feature's to check (it has the file's row).
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { RESOURCE_RELATE } from '../platform/catalogue/catalogue.js';
import { perCatalogue } from '../platform/catalogue/catalogueMemo.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { Db, DynamicDb } from '../platform/db/types.js';
import { hasPermission, requireLogin } from '../permissions/index.js';
import { recordScopeOf } from './access.js';
import type { Actor } from './actor.js';
import { ownerScopeCondition, readScopeCondition, type RecordScope } from './recordScope.js';

type Eb = ExpressionBuilder<DynamicDb, string>;

/** Files every logged-in user sees wherever they appear: user avatars (User.HandIcon_Id) and the hospital's icon. */
const PUBLIC_FILE_COLUMNS: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'User', column: 'HandIcon_Id' },
  { table: 'Tenant', column: 'HandIcon_Id' },
];

interface ReferencingModule {
  module: CatalogueModule;
  fileFields: string[];
}

/** The modules with file fields, worked out once per catalogue (again after a module version goes live). */
const referencingModules = perCatalogue((catalogue): ReferencingModule[] =>
  catalogue
    .all()
    .map((module) => ({ module, fileFields: module.storedFields.filter((f) => f.Relate === RESOURCE_RELATE).map((f) => f.Name) }))
    .filter((m) => m.fileFields.length > 0),
);

const holdsFile =
  (columns: readonly string[], fileId: string) =>
  (eb: Eb): Expression<SqlBool> =>
    eb.or(columns.map((column) => eb(sql.ref(column), '=', fileId)));

async function isPublicFile(db: Db, fileId: string): Promise<boolean> {
  for (const { table, column } of PUBLIC_FILE_COLUMNS) {
    const row = await db.selectFrom(table).select(sql<number>`1`.as('found')).where(sql.ref(column), '=', fileId).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

async function referencedWithin(db: Db, { module, fileFields }: ReferencingModule, fileId: string, scope: RecordScope): Promise<boolean> {
  let query = db.selectFrom(module.name).select('Id').where(holdsFile(fileFields, fileId));
  if (scope.ownerId !== null) query = query.where(ownerScopeCondition(scope.ownerId, scope.departments, scope.tasks));
  if (scope.read !== null) query = query.where(readScopeCondition(scope.read));
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** True when the logged-in caller may read a record referencing the file (or the file is an avatar or the icon). */
export async function mayReadReferencedFile(request: FastifyRequest, fileId: string): Promise<boolean> {
  const auth = requireLogin(request);
  const { db, catalogue } = request.server.appContext;
  if (await isPublicFile(db, fileId)) return true;
  const actor: Actor = { userId: auth.user.Id, isAdmin: auth.user.IsAdmin };
  // One query per module the caller may list that has file fields; the first record found settles it.
  for (const referencing of referencingModules(catalogue)) {
    if (!(await hasPermission(request, referencing.module.name, 'List'))) continue;
    const scope = await recordScopeOf(request, referencing.module, actor);
    if (await referencedWithin(db, referencing, fileId, scope)) return true;
  }
  return false;
}
