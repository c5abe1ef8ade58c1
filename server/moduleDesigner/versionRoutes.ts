/**
 * Publishing module versions (administrators, designerAccess.ts):
 * - `POST /api/moduleDesigner/plan` {Module, Definition} → the draft's problems and its migration plan;
 * - `POST /api/moduleDesigner/publish` {Module, Definition, BaseVersion} → the draft stored as the module's next
 *   version and made live (applyVersion.ts), open pages told (hub ModuleChanged, versionLive.ts); 400 with the
 *   problems and the plan when refused, 409 when another version was published since BaseVersion;
 * - `GET /api/moduleDesigner/versions/:name` → the versions, newest first; `GET …/versions/:name/:n` → one version's
 *   file text (0: the catalogue file);
 * - `POST /api/moduleDesigner/rollback` {Module, Version, BaseVersion} → that version's definition published again,
 *   through the same checks (Version 0: 采用文件, the file a deployment changed);
 * - `POST /api/moduleDesigner/keepVersion` {Module, BaseVersion} → 保留当前版本 over a file a deployment changed: the
 *   文件已更新 flag goes until the file changes again.
 * Versions live in the database every instance shares: the instance that published makes the version live at once,
 * the others within about two seconds (versionFollower.ts); each then tells its own open pages, and a changed title
 * renames the module's permission node (versionLive.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ModuleFile } from '../../contract/catalogue/moduleFile.js';
import type {
  ModulePlanAnswer,
  ModulePlanBody,
  ModulePublishAnswer,
  ModulePublishBody,
  ModuleKeepVersionBody,
  ModuleRollbackBody,
  ModuleVersionSummary,
} from '../../contract/index.js';
import { ModuleKeepVersionBodySchema, ModulePlanBodySchema, ModulePublishBodySchema, ModuleRollbackBodySchema } from '../../contract/index.js';
import { serializeModuleFile } from '../../core/catalogue/serializeModuleFile.js';
import type { CatalogueModule, ModuleDefinition } from '../platform/catalogue/types.js';
import { badRequest, conflict, notFound } from '../platform/http/httpError.js';
import { requireLogin } from '../permissions/index.js';
import { asSchemaChange, goLive, prepareTable } from './applyVersion.js';
import { requireDesigner } from './designerAccess.js';
import { planDraft, type DescriptorFolders } from './draftPlan.js';
import { afterVersionLive } from './versionLive.js';
import { fileHash, insertVersion, keepOverFile, listVersions, newestVersion, readVersion } from './versionStore.js';

export interface VersionRouteDeps {
  folders: DescriptorFolders;
  /** The catalogue file's text as it lay at start. */
  fileText: (module: CatalogueModule) => string;
  moduleOrThrow: (name: string) => CatalogueModule;
}

const NOT_PUBLISHED = '模块定义有问题或其更改会丢失数据,未发布';

export function registerVersionRoutes(app: FastifyInstance, deps: VersionRouteDeps): void {
  const ctx = app.appContext;

  const current = async (module: CatalogueModule): Promise<{ version: number; text: string }> => {
    const row = await newestVersion(ctx.db, module.name);
    return row ? { version: row.Version, text: row.Definition } : { version: 0, text: deps.fileText(module) };
  };

  const plan = async (module: CatalogueModule, draft: unknown): Promise<ModulePlanAnswer> => {
    const now = await current(module);
    const answer = await planDraft(ctx, deps.folders, module, JSON.parse(now.text) as ModuleFile, draft);
    return { ...answer, CurrentVersion: now.version };
  };

  /** The publish of a definition on top of BaseVersion: every check, then the version stored and made live. */
  const publish = async (reply: FastifyReply, module: CatalogueModule, draft: unknown, baseVersion: number, userId: string, userName: string, note = '') => {
    const base = await current(module);
    if (baseVersion !== base.version) throw conflict(`模块已有更新的版本(第 ${base.version} 版),请刷新后再发布`);
    const answer = await plan(module, draft);
    if (answer.Problems.length > 0 || answer.Plan === null || answer.Plan.Refusals.length > 0) {
      return reply.code(400).send({ Message: NOT_PUBLISHED, ...answer });
    }
    const text = serializeModuleFile(draft as object);
    if (text === base.text) throw badRequest('与当前版本相同,没有需要发布的更改');
    const definition = JSON.parse(text) as ModuleDefinition & { $schema?: string };
    delete definition.$schema;
    const migration = answer.Plan;
    await asSchemaChange(ctx, () => prepareTable(ctx, module, definition, migration));
    const version = base.version + 1;
    const stored = await insertVersion(ctx.db, {
      module: module.name,
      version,
      definition: text,
      fileHash: fileHash(deps.fileText(module)),
      userId,
      userName,
      summary: `${note}${answer.Plan.Summary}`,
    });
    if (!stored) throw conflict(`模块已有更新的版本(第 ${version} 版),请刷新后再发布`);
    const live = await goLive(ctx, module.name, definition, version);
    if (live) await afterVersionLive(app, module, live);
    return { Version: version, Plan: answer.Plan } satisfies ModulePublishAnswer;
  };

  app.post<{ Body: ModulePlanBody }>('/api/moduleDesigner/plan', { schema: { body: ModulePlanBodySchema } }, async (request): Promise<ModulePlanAnswer> => {
    await requireDesigner(request);
    return plan(deps.moduleOrThrow(request.body.Module), request.body.Definition);
  });

  app.post<{ Body: ModulePublishBody }>('/api/moduleDesigner/publish', { schema: { body: ModulePublishBodySchema } }, async (request, reply) => {
    await requireDesigner(request);
    const { user } = requireLogin(request);
    return publish(reply, deps.moduleOrThrow(request.body.Module), request.body.Definition, request.body.BaseVersion, user.Id, user.Name);
  });

  app.post<{ Body: ModuleRollbackBody }>('/api/moduleDesigner/rollback', { schema: { body: ModuleRollbackBodySchema } }, async (request, reply) => {
    await requireDesigner(request);
    const { user } = requireLogin(request);
    const module = deps.moduleOrThrow(request.body.Module);
    const text = await versionText(module, request.body.Version);
    const definition = JSON.parse(text) as Record<string, unknown>;
    delete definition.$schema;
    return publish(reply, module, definition, request.body.BaseVersion, user.Id, user.Name, `回滚到第 ${request.body.Version} 版:`);
  });

  app.post<{ Body: ModuleKeepVersionBody }>('/api/moduleDesigner/keepVersion', { schema: { body: ModuleKeepVersionBodySchema } }, async (request) => {
    await requireDesigner(request);
    const module = deps.moduleOrThrow(request.body.Module);
    const newest = await newestVersion(ctx.db, module.name);
    if (!newest) throw badRequest('模块还没有发布过版本,使用的就是定义文件');
    const hash = fileHash(deps.fileText(module));
    if (newest.FileHash === hash) throw badRequest('定义文件在此版本发布后没有更新,无需保留');
    if (newest.Version !== request.body.BaseVersion || !(await keepOverFile(ctx.db, module.name, newest.Version, hash)))
      throw conflict(`模块已有更新的版本(第 ${newest.Version} 版),请刷新后再操作`);
    return { Version: newest.Version };
  });

  const versionText = async (module: CatalogueModule, version: number): Promise<string> => {
    if (version === 0) {
      const text = deps.fileText(module);
      if (text === '') throw notFound(`模块 ${module.name} 由模块设计新建,没有目录文件(第 0 版)`);
      return text;
    }
    const row = await readVersion(ctx.db, module.name, version);
    if (!row) throw notFound(`版本不存在: ${module.name} 第 ${version} 版`);
    return row.Definition;
  };

  app.get<{ Params: { name: string } }>('/api/moduleDesigner/versions/:name', async (request): Promise<ModuleVersionSummary[]> => {
    await requireDesigner(request);
    const module = deps.moduleOrThrow(request.params.name);
    return (await listVersions(ctx.db, module.name)).map((row) => ({
      Version: row.Version,
      UserId: row.User_Id,
      UserName: row.UserName,
      Time: row.Create_Time,
      Summary: row.Summary,
    }));
  });

  app.get<{ Params: { name: string; n: string } }>('/api/moduleDesigner/versions/:name/:n', async (request, reply) => {
    await requireDesigner(request);
    const module = deps.moduleOrThrow(request.params.name);
    const version = Number(request.params.n);
    if (!Number.isInteger(version) || version < 0) throw badRequest('版本号应为非负整数');
    const text = await versionText(module, version);
    return reply.header('Content-Type', 'application/json; charset=utf-8').header('Cache-Control', 'private, no-store').send(text);
  });
}
