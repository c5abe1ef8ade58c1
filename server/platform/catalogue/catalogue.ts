/** The module catalogue: every schemas/{Area}/{Module}.json, loaded and checked once at start. */
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleStruts } from '../../../contract/index.js';
import { SYSTEM_COLUMN_NAMES } from '../db/systemColumns.js';
import type { CatalogueModule, ModuleDefinition } from './types.js';
import { AreasFileSchema } from '../../../contract/catalogue/otherFiles.js';
import { readCatalogueFile } from './readCatalogueFile.js';
import { CatalogueError } from './catalogueError.js';
import { validateModuleFile } from './validateModuleFile.js';
import { withImportColumns } from './importColumns.js';
import { crossCatalogueProblems, RESOURCE_RELATE } from '../../../core/catalogue/moduleFileProblems.js';

export { RESOURCE_RELATE };

export class Catalogue {
  private readonly byLowerName = new Map<string, CatalogueModule>();
  /** Counts the changes of its modules: see revision. */
  private changes = 0;

  constructor(modules: CatalogueModule[]) {
    for (const module of modules) this.byLowerName.set(module.name.toLowerCase(), module);
  }

  /** Route segments are case-insensitive: 'thesis' and 'Thesis' are the same module. */
  find(name: string): CatalogueModule | undefined {
    return this.byLowerName.get(name.toLowerCase());
  }

  all(): CatalogueModule[] {
    return [...this.byLowerName.values()];
  }

  /** Moves on with each change of its modules: what is worked out from the whole catalogue is worked out again (catalogueMemo.ts). */
  get revision(): number {
    return this.changes;
  }

  /**
   * A published module version in place of the module's file (the module designer): the definition as the
   * catalogue's load makes it (import columns, approval options), under a new module object, so the caches keyed
   * by the object read it afresh. The module's table was brought in line by the caller.
   */
  replace(name: string, definition: ModuleDefinition): CatalogueModule {
    const old = this.find(name);
    if (!old) throw new Error(`no module ${name}`);
    const module = describeModule(old.area, old.file, withImportColumns(structuredClone(definition)));
    this.byLowerName.set(name.toLowerCase(), module);
    this.changes += 1;
    // Every module's list of approval modules: the version may have renamed one, or made the module one or not.
    fillApprovalModuleFields(this.all());
    return module;
  }

  /**
   * A module the module designer added: no catalogue file lies at `file` (its definition is its newest published
   * version); it is described as the catalogue's load describes a file's module. Its name is new (the caller checked).
   */
  add(area: string, file: string, definition: ModuleDefinition): CatalogueModule {
    if (this.find(definition.Name)) throw new Error(`module ${definition.Name} exists`);
    const module = describeModule(area, file, withImportColumns(structuredClone(definition)));
    this.byLowerName.set(module.name.toLowerCase(), module);
    this.changes += 1;
    fillApprovalModuleFields(this.all());
    return module;
  }
}

export function describeModule(area: string, file: string, definition: ModuleDefinition): CatalogueModule {
  const writeOnly = new Set(definition.Server?.WriteOnly ?? []);
  const fieldsByName = new Map(definition.FieldInfoStruts.map((f) => [f.Name, f]));
  const storedFields = definition.FieldInfoStruts.filter((f) => !writeOnly.has(f.Name) && !SYSTEM_COLUMN_NAMES.has(f.Name));
  const userOwned = definition.Server?.UserOwned === true || (fieldsByName.has('Create_User_Id') && fieldsByName.has('Modify_User_Id'));
  return { area, file, definition, name: definition.Name, storedFields, fieldsByName, writeOnly, userOwned };
}

/** The descriptor answer: the module file without its server-only key. */
export function toModuleStruts(module: CatalogueModule): ModuleStruts {
  const { Server: _server, ...struts } = module.definition;
  return struts;
}

export function loadCatalogue(schemasDir: string): Catalogue {
  const modules: CatalogueModule[] = [];
  for (const area of areaNames(schemasDir)) {
    const dir = path.join(schemasDir, area);
    for (const entry of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = path.join(dir, entry);
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        throw new CatalogueError(file, '$', `JSON 无法解析: ${(error as Error).message}`);
      }
      const definition = validateModuleFile(file, data);
      if (`${definition.Name}.json` !== entry) throw new CatalogueError(file, '$.Name', `应与文件名一致 (${entry})`);
      // Every importable module carries the import's flag and reasons (D-IMPORT-1).
      modules.push(describeModule(area, file, withImportColumns(definition)));
    }
  }
  checkCrossReferences(modules);
  fillApprovalModuleFields(modules);
  return new Catalogue(modules);
}

/** Server.ApprovalModuleFields: those fields list the approval modules by their Chinese names (see the option). */
function fillApprovalModuleFields(modules: CatalogueModule[], targets: CatalogueModule[] = modules): void {
  const approval = modules
    .filter((m) => m.definition.Server?.Flow)
    .map((m) => ({ Key: m.name, Value: m.definition.Description }))
    .sort((a, b) => a.Value.localeCompare(b.Value, 'zh-Hans-CN'));
  for (const module of targets) {
    for (const name of module.definition.Server?.ApprovalModuleFields ?? []) {
      const field = module.definition.FieldInfoStruts.find((f) => f.Name.toLowerCase() === name.toLowerCase());
      if (field) field.EnumValues = approval.map((option) => ({ ...option }));
    }
  }
}

/** The folder of schemas/ holding report descriptors. */
export const REPORTS_FOLDER = 'reports';
/** The folder of schemas/ holding score schemes (server/scores/). */
export const SCORES_FOLDER = 'scores';

/** Module folders are the areas listed in areas.json (other folders, like menus and dictionaries, are not modules). */
function areaNames(schemasDir: string): string[] {
  const areasFile = path.join(schemasDir, 'areas.json');
  let listed: string[] | null = null;
  if (fs.existsSync(areasFile)) {
    listed = readCatalogueFile(areasFile, AreasFileSchema).Areas.map((area) => area.Name);
  }
  const dirs = fs
    .readdirSync(schemasDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  // reports/ and scores/ hold report descriptors and score schemes (server/reports/, server/scores/), not modules.
  const notModules = [REPORTS_FOLDER, SCORES_FOLDER];
  return listed
    ? listed.filter((name) => dirs.includes(name) && !notModules.includes(name))
    : dirs.filter((name) => name !== 'menus' && name !== 'dictionaries' && !notModules.includes(name));
}

/** Names unique across areas; every Relate names a module or Resource. */
function checkCrossReferences(modules: CatalogueModule[]): void {
  const seen = new Map<string, string>();
  for (const module of modules) {
    const lower = module.name.toLowerCase();
    const other = seen.get(lower);
    if (other) throw new CatalogueError(module.file, '$.Name', `模块名与 ${other} 重复`);
    seen.set(lower, module.file);
  }
  const names = modules.map((module) => module.name);
  for (const module of modules) {
    // The name was checked above; each module's relates against every module's name.
    const [first] = crossCatalogueProblems(
      { Name: module.name, FieldInfoStruts: module.definition.FieldInfoStruts },
      { otherModules: names.filter((name) => name !== module.name) },
    );
    if (first) throw new CatalogueError(module.file, first.path, first.problem);
  }
}
