/**
 * Adding a module in the module designer (administrators, designerAccess.ts):
 * - `POST /api/moduleDesigner/create` {Name, Description, Area, CopyOf?, MenuGroup, Roles} → an empty module (one
 *   名称 field), or one with the fields of CopyOf's current definition (not its approval flow), stored as its version
 *   1 (no catalogue file), its table made, the catalogue, the permission tree and the menu given it, and every
 *   action granted to the chosen roles and the administrators' role. Every check comes before the first write: a
 *   refused call changes nothing.
 * Its menu entry comes with the moved modules' (placement.ts).
 * Afterwards the module is edited, published and exported as any other. Another instance over the same database takes
 * the module when its follower sees the version (versionFollower.ts, designedModules.ts joinDesignedModule).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ModuleFile } from '../../contract/catalogue/moduleFile.js';
import type { ModuleCreateAnswer, ModuleCreateBody } from '../../contract/index.js';
import { ModuleCreateBodySchema, PERMISSION_ACTIONS } from '../../contract/index.js';
import { moduleFileProblemsIn } from '../../core/catalogue/moduleFileProblems.js';
import { serializeModuleFile } from '../../core/catalogue/serializeModuleFile.js';
import { Catalogue, describeModule } from '../platform/catalogue/catalogue.js';
import { withImportColumns } from '../platform/catalogue/importColumns.js';
import type { CatalogueModule, ModuleDefinition } from '../platform/catalogue/types.js';
import { parseIdArray } from '../platform/db/idArray.js';
import { INTERNAL_TABLES } from '../platform/db/internalTables.js';
import { syncSchema } from '../platform/db/schemaSync.js';
import { retryingConflicts } from '../platform/db/serializableWrite.js';
import { nowText } from '../platform/db/time.js';
import { badRequest, conflict } from '../platform/http/httpError.js';
import { grantableActions, grantIds, requireLogin, syncPermissionNodes } from '../permissions/index.js';
import { syncKeywordIndexes, syncListIndexes } from '../records/index.js';
import { publishDataUpdate } from '../hub/index.js';
import { asSchemaChange } from './applyVersion.js';
import { requireDesigner } from './designerAccess.js';
import { DESIGNED_TABLE, designedModuleFile, insertDesignedModule, rememberSchemasDir } from './designedModules.js';
import { menuGroups } from './placement.js';
import { claimLiveVersion } from './liveVersions.js';
import { areaTitles } from './moduleFiles.js';
import { tableColumns } from './tableColumns.js';
import { insertVersion, newestVersion } from './versionStore.js';

export interface CreateRouteDeps {
  schemasDir: string;
  /** The first segments of the server's own calls: a module of such a name would lose calls to them. */
  apiPrefixes: ReadonlySet<string>;
  /** The catalogue file's text as it lay at start ('' for a designed module). */
  fileText: (module: CatalogueModule) => string;
}

/** The administrators' role (schemas/roles.json): it holds every action on every module. */
const ADMIN_ROLE_CODE = '001';
const NAME_PATTERN = /^[A-Z][A-Za-z0-9]*$/;
const MAX_NAME = 50;
const MAX_DESCRIPTION = 50;

/** The fields an empty module starts with: one name to tell its records apart. */
const emptyModule = (name: string, description: string): ModuleFile => ({
  Name: name,
  Description: description,
  RelateFields: ['Title'],
  FieldInfoStruts: [
    {
      Name: 'Title',
      Description: '名称',
      Type: 'String',
      Rules: [{ RuleName: 'required' }, { RuleName: 'stringLength', RulePars: [1, 100] }],
    },
  ] as ModuleFile['FieldInfoStruts'],
});

/** Another module's definition under the new name: its fields and their settings, not its approval flow. */
function copiedModule(source: ModuleFile, name: string, description: string): ModuleFile {
  const { $schema: _schema, Server, ...rest } = source as ModuleFile & { $schema?: string };
  const copy: ModuleFile = { ...rest, Name: name, Description: description };
  if (Server) {
    const { Flow: _flow, ...server } = Server;
    if (Object.keys(server).length > 0) copy.Server = server;
  }
  return copy;
}

export function registerCreateRoutes(app: FastifyInstance, deps: CreateRouteDeps): void {
  const ctx = app.appContext;
  const areas = areaTitles(deps.schemasDir);
  const groups = menuGroups(deps.schemasDir);
  rememberSchemasDir(ctx.catalogue, deps.schemasDir);

  /** Every refusal, in the order the form lists its fields; nothing is written before they all pass. */
  const check = async (body: ModuleCreateBody): Promise<{ definition: ModuleFile; roleIds: string[] }> => {
    const name = body.Name.trim();
    const description = body.Description.trim();
    if (!NAME_PATTERN.test(name) || name.length > MAX_NAME) throw badRequest(`模块名(英文)应以大写字母开头,只含英文字母和数字,最多 ${MAX_NAME} 个字符`);
    if (ctx.catalogue.find(name)) throw badRequest(`模块名已被其他模块使用: ${name}`);
    if (deps.apiPrefixes.has(name.toLowerCase())) throw badRequest(`模块名与系统接口重名: ${name}`);
    const internal = INTERNAL_TABLES.some((table) => table.name.toLowerCase() === name.toLowerCase());
    if (internal || (await tableColumns(ctx.db, ctx.dialect, name)).size > 0 || (await tableColumns(ctx.db, ctx.dialect, name.toLowerCase())).size > 0) {
      throw badRequest(`数据库中已有同名的表: ${name}`);
    }
    if (description.length === 0 || description.length > MAX_DESCRIPTION) throw badRequest(`中文名称应为 1–${MAX_DESCRIPTION} 个字`);
    if (!areas.has(body.Area)) throw badRequest(`所属区域不存在: ${body.Area}`);
    if (!groups.includes(body.MenuGroup)) throw badRequest(`菜单分组不存在: ${body.MenuGroup}`);
    let definition = emptyModule(name, description);
    if (body.CopyOf) {
      const source = ctx.catalogue.find(body.CopyOf);
      if (!source) throw badRequest(`要复制的模块不存在: ${body.CopyOf}`);
      const text = (await newestVersion(ctx.db, source.name))?.Definition ?? deps.fileText(source);
      definition = copiedModule(JSON.parse(text) as ModuleFile, name, description);
    }
    const roleIds = [...new Set(body.Roles)];
    const found = new Set(
      (roleIds.length > 0 ? await ctx.db.selectFrom('Role').select('Id').where('Id', 'in', roleIds).execute() : []).map((row) => String(row.Id)),
    );
    const missing = roleIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`授权角色不存在: ${missing}`);
    const otherModules = ctx.catalogue.all().map((module) => module.name);
    const [problem] = moduleFileProblemsIn(definition, { otherModules });
    if (problem) throw badRequest(`模块定义有问题: ${problem.path} ${problem.problem}`);
    return { definition, roleIds };
  };

  /** Every action the module has, granted to the roles (and the administrators' role) on top of what they hold. */
  const grant = async (name: string, roleIds: string[], catalogue: Catalogue): Promise<void> => {
    const admin = await ctx.db.selectFrom('Role').select('Id').where('EnCode', '=', ADMIN_ROLE_CODE).executeTakeFirst();
    const ids = [...new Set([...roleIds, ...(admin ? [String(admin.Id)] : [])])];
    const added = grantIds([name], grantableActions(catalogue, name, PERMISSION_ACTIONS));
    const now = nowText();
    await ctx.db.transaction().execute(async (trx) => {
      for (const id of ids) {
        const role = await trx.selectFrom('Role').select(['Permission_Ids', 'RowVersion']).where('Id', '=', id).executeTakeFirst();
        if (!role) continue;
        const granted = [...new Set([...parseIdArray(role.Permission_Ids), ...added])];
        await trx
          .updateTable('Role')
          .set({ Permission_Ids: JSON.stringify(granted), Modify_Time: now, RowVersion: Number(role.RowVersion ?? 0) + 1 })
          .where('Id', '=', id)
          .execute();
      }
    });
    ctx.permissions.invalidate();
    // As a saved role does: other instances drop their cached grants, open role lists refresh.
    for (const id of ids) publishDataUpdate(app, 'Role', 'updated', id);
  };

  const dropIfEmpty = async (name: string): Promise<void> => {
    if (await ctx.db.selectFrom(name).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst()) return;
    await asSchemaChange(ctx, () => ctx.db.schema.dropTable(name).ifExists().execute());
  };

  app.post<{ Body: ModuleCreateBody }>(
    '/api/moduleDesigner/create',
    { schema: { body: ModuleCreateBodySchema } },
    async (request): Promise<ModuleCreateAnswer> => {
      await requireDesigner(request);
      const { user } = requireLogin(request);
      const { definition: draft, roleIds } = await check(request.body);
      const text = serializeModuleFile(draft);
      const definition = JSON.parse(text) as ModuleDefinition & { $schema?: string };
      delete definition.$schema;
      const name = definition.Name;
      const area = request.body.Area;
      const file = designedModuleFile(deps.schemasDir, area, name);
      // The module's row first: its key is the name, so of two administrators adding one name at once one goes on.
      const row = { Id: name.toLowerCase(), ModuleName: name, Area: area, MenuGroup: request.body.MenuGroup, User_Id: user.Id, Create_Time: nowText() };
      if (!(await insertDesignedModule(ctx.db, row))) throw conflict(`模块已存在: ${name}`);
      // Everything in the database before the version: another instance takes the module when it sees the version
      // (versionFollower.ts), and finds its table, nodes and grants there.
      const module = describeModule(area, file, withImportColumns(structuredClone(definition)));
      const candidate = new Catalogue([...ctx.catalogue.all(), module]);
      let tableMade = false;
      try {
        // Each may be cancelled as a deadlock with a background build on PostgreSQL, and each is safe to run again; the
        // table is made as a publish's schema change is, with the builds set aside (applyVersion.ts asSchemaChange).
        await asSchemaChange(ctx, () => syncSchema(ctx.db, ctx.dialect, new Catalogue([module])));
        tableMade = true;
        await retryingConflicts(ctx.dialect, () => syncPermissionNodes(ctx.db, candidate));
        await retryingConflicts(ctx.dialect, () => grant(name, roleIds, candidate));
        const stored = await insertVersion(ctx.db, {
          module: name,
          version: 1,
          definition: text,
          fileHash: '',
          userId: user.Id,
          userName: user.Name,
          summary: '新建模块',
        });
        if (!stored) throw conflict(`模块已存在: ${name}`);
      } catch (error) {
        // The name free again: its row gone, and the table this call made (no other has that name: checked above)
        // dropped while nothing is in it, or the name check would refuse the name from now on.
        await ctx.db.deleteFrom(DESIGNED_TABLE).where('Id', '=', row.Id).execute();
        if (tableMade) await dropIfEmpty(name).catch((cleanup: unknown) => request.log.warn({ err: cleanup }, `table ${name} of a failed create left`));
        throw error;
      }
      // This instance's follower may have taken the module already, from its version (designedModules.ts).
      if (!ctx.catalogue.find(name)) ctx.catalogue.add(area, file, definition);
      claimLiveVersion(ctx.catalogue, name, 1);
      ctx.permissions.invalidate();
      await asSchemaChange(ctx, async () => {
        await syncListIndexes(ctx.db, ctx.dialect, ctx.catalogue);
        await syncKeywordIndexes(ctx.db, ctx.dialect, ctx.catalogue);
      });
      return { Name: name, Version: 1 };
    },
  );
}
