/**
 * Versions published on another instance over the same database, followed: every FOLLOW_INTERVAL_MS this instance
 * looks whether the version table was written since its last look — through the database's write generations
 * (writeGenerations.ts: over PostgreSQL the table-write notices, over SQLite `PRAGMA data_version`), so a look with
 * nothing new costs no query — and then at the newest version number of each module. A version newer than the one
 * live here goes live (applyVersion.ts goLive: the publisher already prepared the table) and is followed up
 * (versionLive.ts). While the generations are not exact (the notices' connection lost) every look queries.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../platform/catalogue/types.js';
import { validateModuleFile } from '../platform/catalogue/validateModuleFile.js';
import { writeGenerationsOf } from '../platform/db/writeGenerations.js';
import { goLive } from './applyVersion.js';
import { claimLiveVersion, liveVersion } from './liveVersions.js';
import { newestVersionNumbers, readVersion, VERSION_TABLE } from './versionStore.js';
import { afterVersionLive } from './versionLive.js';
import { joinDesignedModule } from './designedModules.js';

/** A publish elsewhere is live here within about this long (plus the look's own time). */
const FOLLOW_INTERVAL_MS = 1000;

/** Starts following; the returned function stops it (the server's close). */
export function followPublishedVersions(app: FastifyInstance, intervalMs = FOLLOW_INTERVAL_MS): () => Promise<void> {
  const ctx = app.appContext;
  const generations = writeGenerationsOf(ctx.db);
  let lookedAt: string | null = null;
  let looking: Promise<void> | null = null;

  const follow = async (module: string, version: number): Promise<void> => {
    // A module another instance added joins at its first version; a later one is followed as any module's.
    const before = ctx.catalogue.find(module) ?? (await joinDesignedModule(ctx, module));
    const row = before && (await readVersion(ctx.db, before.name, version));
    if (!before || !row) return;
    let definition: ModuleDefinition;
    try {
      definition = validateModuleFile(`${before.file}(已发布的第 ${version} 版)`, JSON.parse(row.Definition));
    } catch (error) {
      // The publisher checked it; a version this build cannot read stays on its previous one here, said once.
      claimLiveVersion(ctx.catalogue, before.name, version);
      app.log.error({ err: error }, `module ${before.name} version ${version} not applied`);
      return;
    }
    const live = await goLive(ctx, before.name, definition, version);
    if (live) await afterVersionLive(app, before, live);
  };

  const look = async (): Promise<void> => {
    const generation = generations?.of(VERSION_TABLE) ?? null;
    if (generations?.exact && generation === lookedAt) return;
    // Taken before the query: a version stored while it runs moves the generation on, and the next look sees it.
    lookedAt = generation;
    for (const [module, version] of await newestVersionNumbers(ctx.db)) {
      if (version > liveVersion(ctx.catalogue, module)) await follow(module, version);
    }
  };

  const timer = setInterval(() => {
    if (looking) return;
    looking = look()
      .catch((error: unknown) => {
        // The database unreachable for a moment: the next look tries again.
        lookedAt = null;
        app.log.warn({ err: error }, 'published module versions not looked at');
      })
      .finally(() => {
        looking = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await looking;
  };
}
