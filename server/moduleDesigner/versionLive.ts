/**
 * What follows a module version going live on an instance, wherever it was published: the module's permission node
 * takes a changed title (and the nodes of actions the version makes grantable are added), the cached grants are
 * dropped, and this instance's open pages hear ModuleChanged — for the module, and for the modules listing approval
 * modules by title when the version renamed one or made the module one or not (their options changed: catalogue.ts)
 * — once each, from the instance that answers their next descriptor call.
 */
import type { FastifyInstance } from 'fastify';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { renameModuleNode, syncPermissionNodes } from '../permissions/index.js';
import { liveVersion } from './liveVersions.js';

export async function afterVersionLive(app: FastifyInstance, before: CatalogueModule, live: CatalogueModule): Promise<void> {
  const ctx = app.appContext;
  try {
    await renameModuleNode(ctx.db, live.name, before.definition.Description, live.definition.Description);
    await syncPermissionNodes(ctx.db, ctx.catalogue);
  } catch (error) {
    // Another instance adding the same node at the same moment: the node is there either way.
    app.log.warn({ err: error }, 'permission nodes not brought in line with a module version');
  }
  ctx.permissions.invalidate();
  for (const name of [live.name, ...approvalListers(ctx.catalogue.all(), before, live)]) {
    await app.hub
      .broadcastHere('ModuleChanged', name, liveVersion(ctx.catalogue, name))
      .catch((error: unknown) => app.log.warn({ err: error }, 'ModuleChanged not sent'));
  }
}

/** The other modules whose approval-module options the version changed (Server.ApprovalModuleFields). */
function approvalListers(modules: readonly CatalogueModule[], before: CatalogueModule, live: CatalogueModule): string[] {
  const wasListed = before.definition.Server?.Flow === true;
  const listed = live.definition.Server?.Flow === true;
  if (wasListed === listed && (!listed || before.definition.Description === live.definition.Description)) return [];
  return modules.filter((module) => module !== live && (module.definition.Server?.ApprovalModuleFields?.length ?? 0) > 0).map((module) => module.name);
}
