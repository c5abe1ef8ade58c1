/**
 * Where a module stands: its area in the designer and the top-level group of the menu that opens its list.
 * - A catalogue module stands where its file's folder and the bundled standard menu put it; a designed module where
 *   it was created (DesignedModule); an administrator's move (table ModulePlacement) goes over either.
 * - `POST /api/moduleDesigner/placement` (designers) moves a module. No version is made (a place is no part of the
 *   definition file) and the record of the move keeps who and when; every user's menu follows: open pages hear
 *   ModuleChanged on every instance and ask for their menu entries again.
 * - `GET /api/moduleDesigner/menuEntries` (anyone logged in) → the entries the designer placed that the caller may list:
 *   designed modules' and moved modules'. The app takes a moved module's entries out of the groups they stood in.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MenuFileSchema } from '../../contract/catalogue/otherFiles.js';
import type { DesignedMenuEntry, ModulePlacementAnswer, ModulePlacementBody } from '../../contract/index.js';
import { ModulePlacementBodySchema } from '../../contract/index.js';
import type { AppContext } from '../appContext.js';
import { readCatalogueFile } from '../platform/catalogue/readCatalogueFile.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import type { InternalRow } from '../platform/db/internalDb.js';
import { nowText } from '../platform/db/time.js';
import { badRequest, notFound } from '../platform/http/httpError.js';
import { hasPermission, requireLogin } from '../permissions/index.js';
import { requireDesigner } from './designerAccess.js';
import { DESIGNED_TABLE } from './designedModules.js';
import { areaTitles } from './moduleFiles.js';
import { liveVersion } from './liveVersions.js';

export const PLACEMENT_TABLE = 'ModulePlacement';

interface MenuNode {
  title: string;
  path?: string;
  permission?: string | [string, string];
  children?: MenuNode[];
}

/** A menu path that opens a module's generic list (`/Thesis/list`, `/PlatformCost/List`): the module's name. */
const LIST_PATH = /^\/([A-Za-z][A-Za-z0-9]*)\/list$/i;

function standardMenu(schemasDir: string): MenuNode[] {
  const file = path.join(schemasDir, 'menus', 'standard.json');
  return fs.existsSync(file) ? (readCatalogueFile(file, MenuFileSchema).Items as MenuNode[]) : [];
}

/** The titles of the standard menu's top-level groups, where a module's entry may go. */
export function menuGroups(schemasDir: string): string[] {
  return standardMenu(schemasDir)
    .filter((item) => item.children !== undefined)
    .map((item) => item.title);
}

/** Where the bundled standard menu opens a module: the top-level group, and the entry's own path. */
export interface BundledEntry {
  group: string;
  path: string;
}

/**
 * Module (lower case) → the first entry of the bundled standard menu that opens its generic list (`/Thesis/list`), or
 * failing one, the first entry its permission gates (a page of its own: 登录日志 at `/loginLog`).
 */
export function bundledMenuEntries(schemasDir: string): Map<string, BundledEntry> {
  const byList = new Map<string, BundledEntry>();
  const byPermission = new Map<string, BundledEntry>();
  const walk = (group: string, items: readonly MenuNode[]): void => {
    for (const item of items) {
      if (item.path) {
        const listed = LIST_PATH.exec(item.path)?.[1]?.toLowerCase();
        if (listed !== undefined && !byList.has(listed)) byList.set(listed, { group, path: item.path });
        const gate = Array.isArray(item.permission) ? item.permission[0] : item.permission;
        if (typeof gate === 'string' && !byPermission.has(gate.toLowerCase())) byPermission.set(gate.toLowerCase(), { group, path: item.path });
      }
      if (item.children) walk(group, item.children);
    }
  };
  for (const group of standardMenu(schemasDir)) if (group.children) walk(group.title, group.children);
  for (const [name, entry] of byPermission) if (!byList.has(name)) byList.set(name, entry);
  return byList;
}

export interface ModulePlace {
  Area: string;
  MenuGroup: string | null;
}

type PlacementRow = InternalRow<'ModulePlacement'>;

/**
 * Every module's place as it stands now, read from the database each time (another instance may have moved one):
 * module (lower case) → its place.
 */
export async function modulePlaces(ctx: AppContext, bundled: ReadonlyMap<string, BundledEntry>): Promise<(module: CatalogueModule) => ModulePlace> {
  const moved = new Map((await ctx.db.selectFrom(PLACEMENT_TABLE).selectAll().execute()).map((row) => [row.Id, row] as const));
  const designed = new Map((await ctx.db.selectFrom(DESIGNED_TABLE).select(['Id', 'MenuGroup']).execute()).map((row) => [row.Id, row.MenuGroup] as const));
  return (module) => {
    const key = module.name.toLowerCase();
    const move = moved.get(key);
    return { Area: move?.Area ?? module.area, MenuGroup: move?.MenuGroup ?? designed.get(key) ?? bundled.get(key)?.group ?? null };
  };
}

export function registerPlacementRoutes(app: FastifyInstance, schemasDir: string): void {
  const ctx = app.appContext;
  const areas = areaTitles(schemasDir);
  const groups = menuGroups(schemasDir);
  const bundled = bundledMenuEntries(schemasDir);

  app.post<{ Body: ModulePlacementBody }>(
    '/api/moduleDesigner/placement',
    { schema: { body: ModulePlacementBodySchema } },
    async (request): Promise<ModulePlacementAnswer> => {
      await requireDesigner(request);
      const { user } = requireLogin(request);
      const module = ctx.catalogue.find(request.body.Module);
      if (!module) throw notFound(`模块不存在: ${request.body.Module}`);
      if (!areas.has(request.body.Area)) throw badRequest(`所属区域不存在: ${request.body.Area}`);
      if (!groups.includes(request.body.MenuGroup)) throw badRequest(`菜单分组不存在: ${request.body.MenuGroup}`);
      const row: PlacementRow = {
        Id: module.name.toLowerCase(),
        ModuleName: module.name,
        Area: request.body.Area,
        MenuGroup: request.body.MenuGroup,
        User_Id: user.Id,
        UserName: user.Name,
        Modify_Time: nowText(),
      };
      // One row per module, the last move's: a conflict on the key is two moves at once, the later one stands.
      await ctx.db
        .insertInto(PLACEMENT_TABLE)
        .values(row)
        .onConflict((oc) =>
          oc.column('Id').doUpdateSet({ Area: row.Area, MenuGroup: row.MenuGroup, User_Id: row.User_Id, UserName: row.UserName, Modify_Time: row.Modify_Time }),
        )
        .execute();
      await app.hub
        .broadcast('ModuleChanged', module.name, liveVersion(ctx.catalogue, module.name))
        .catch((error: unknown) => app.log.warn({ err: error }, 'ModuleChanged not sent'));
      return { Module: module.name, Area: row.Area, MenuGroup: row.MenuGroup };
    },
  );

  app.get('/api/moduleDesigner/menuEntries', async (request): Promise<DesignedMenuEntry[]> => {
    requireLogin(request);
    const placed = [
      ...(await ctx.db.selectFrom(DESIGNED_TABLE).select(['ModuleName', 'MenuGroup']).orderBy('Create_Time').orderBy('Id').execute()),
      ...(await ctx.db.selectFrom(PLACEMENT_TABLE).select(['ModuleName', 'MenuGroup']).orderBy('Modify_Time').orderBy('Id').execute()),
    ];
    // A designed module moved since stands once, where it was moved to.
    const groupOf = new Map(placed.map((row) => [row.ModuleName.toLowerCase(), row.MenuGroup] as const));
    const entries: DesignedMenuEntry[] = [];
    for (const [key, group] of groupOf) {
      const module = ctx.catalogue.find(key);
      if (!module || !(await hasPermission(request, module.name, 'List'))) continue;
      // A moved module's entry opens what its bundled entry opened (its own page, if it has one).
      entries.push({ Group: group, Title: module.definition.Description, Module: module.name, Path: bundled.get(key)?.path ?? `/${module.name}/list` });
    }
    return entries;
  });
}
