/**
 * The module designer's calls (administrators, designerAccess.ts): the modules with their sizes, one module's file,
 * the check of a draft — every problem the server's start would stop on, and those across the catalogue — and the
 * export of a module file, byte for byte the catalogue's own.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DesignerModuleSummary, ModuleDraftBody, ModuleDraftCheck } from '../../contract/index.js';
import { ModuleDraftBodySchema } from '../../contract/index.js';
import { moduleFileProblemsIn } from '../../core/catalogue/moduleFileProblems.js';
import { notFound } from '../platform/http/httpError.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { contentDisposition } from '../resources/index.js';
import { requireDesigner } from './designerAccess.js';
import { areaTitles, moduleFileText } from './moduleFiles.js';
import { recordCounts } from './recordCounts.js';
import type { DescriptorFolders } from './draftPlan.js';
import { fileHash, newestVersion, newestVersions } from './versionStore.js';
import { followPublishedVersions } from './versionFollower.js';
import { registerVersionRoutes } from './versionRoutes.js';
import { registerDictionaryRoutes } from './dictionaryRoutes.js';
import { registerCreateRoutes } from './createModule.js';
import { bundledMenuEntries, modulePlaces, registerPlacementRoutes } from './placement.js';

export interface ModuleDesignerOptions extends DescriptorFolders {
  /** The first segments of the server's own calls (platform/http/apiPrefixes.ts): no new module may be named so. */
  apiPrefixes: ReadonlySet<string>;
}

export const moduleDesignerPlugin: FastifyPluginAsync<ModuleDesignerOptions> = async (app, options) => {
  const ctx = app.appContext;
  const titles = areaTitles(options.schemasDir);
  const bundled = bundledMenuEntries(options.schemasDir);
  // The files as they lay at start (a deployment changes them with a restart); a published version takes a file's place.
  const texts = new Map<string, string>();
  const fileText = (module: CatalogueModule): string => {
    let text = texts.get(module.name);
    if (text === undefined) texts.set(module.name, (text = moduleFileText(module)));
    return text;
  };
  const currentText = async (module: CatalogueModule): Promise<string> => (await newestVersion(ctx.db, module.name))?.Definition ?? fileText(module);
  const moduleOrThrow = (name: string): CatalogueModule => {
    const module = ctx.catalogue.find(name);
    if (!module) throw notFound(`模块不存在: ${name}`);
    return module;
  };

  app.get('/api/moduleDesigner/modules', async (request): Promise<DesignerModuleSummary[]> => {
    await requireDesigner(request);
    const modules = ctx.catalogue.all();
    const counts = await recordCounts(
      ctx,
      modules.map((module) => module.name),
    );
    const versions = await newestVersions(ctx.db);
    const placeOf = await modulePlaces(ctx, bundled);
    return modules.map((module) => {
      const place = placeOf(module);
      const version = versions.get(module.name.toLowerCase());
      const file = JSON.parse(version?.Definition ?? fileText(module)) as { FieldInfoStruts: unknown[] };
      const count = counts.get(module.name) ?? { count: 0, estimated: false };
      return {
        Area: place.Area,
        AreaTitle: titles.get(place.Area) ?? place.Area,
        Name: module.name,
        Description: module.definition.Description,
        FieldCount: file.FieldInfoStruts.length,
        RecordCount: count.count,
        RecordCountEstimated: count.estimated,
        ModifiedAt: version?.Create_Time ?? null,
        ModifiedBy: version?.UserName ?? null,
        Version: version?.Version ?? 0,
        FileChanged: version !== undefined && version.FileHash !== fileHash(fileText(module)),
        Designed: fileText(module) === '',
        MenuGroup: place.MenuGroup,
      };
    });
  });

  app.get<{ Params: { name: string } }>('/api/moduleDesigner/modules/:name', async (request, reply) => {
    await requireDesigner(request);
    const text = await currentText(moduleOrThrow(request.params.name));
    return reply.header('Content-Type', 'application/json; charset=utf-8').header('Cache-Control', 'private, no-store').send(text);
  });

  app.post<{ Body: ModuleDraftBody }>(
    '/api/moduleDesigner/validate',
    { schema: { body: ModuleDraftBodySchema } },
    async (request): Promise<ModuleDraftCheck> => {
      await requireDesigner(request);
      const editing = request.body.Module?.toLowerCase();
      const otherModules = ctx.catalogue
        .all()
        .map((module) => module.name)
        .filter((name) => name.toLowerCase() !== editing);
      return { Problems: moduleFileProblemsIn(request.body.Definition, { otherModules }) };
    },
  );

  app.get<{ Params: { name: string } }>('/api/moduleDesigner/export/:name', async (request, reply) => {
    await requireDesigner(request);
    const module = moduleOrThrow(request.params.name);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', `${module.name}.json`))
      .header('Cache-Control', 'private, no-store')
      .send(await currentText(module));
  });

  registerVersionRoutes(app, { folders: options, fileText, moduleOrThrow });
  registerDictionaryRoutes(app);
  registerCreateRoutes(app, { schemasDir: options.schemasDir, apiPrefixes: options.apiPrefixes, fileText });
  registerPlacementRoutes(app, options.schemasDir);
  const stopFollowing = followPublishedVersions(app);
  app.addHook('onClose', stopFollowing);
};
