/**
 * schemas/roles.json: the seeded roles and their grants as data. A grant names its modules by list, by "*" or by a
 * selector over the catalogue (area, approval flow, user-owned), so a new module file is granted with no code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PERMISSION_ACTIONS, type PermissionAction } from '../../contract/index.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { CatalogueError } from '../platform/catalogue/validateModuleFile.js';
import { grantIds, isGrantable } from '../permissions/permissionTree.js';

export interface ModuleSelector {
  Area?: string | string[];
  Flow?: boolean;
  UserOwned?: boolean;
  Except?: string[];
}

export interface RoleGrant {
  Modules: '*' | string[] | ModuleSelector;
  Actions: PermissionAction[];
}

export interface RoleDefinition {
  EnCode: string;
  Name: string;
  Remark: string;
  Grants: RoleGrant[];
}

const asList = (value: string | string[] | undefined): string[] | undefined => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

function matches(module: CatalogueModule, selector: ModuleSelector): boolean {
  const areas = asList(selector.Area);
  if (areas && !areas.includes(module.area)) return false;
  if (selector.Flow !== undefined && (module.definition.Server?.Flow === true) !== selector.Flow) return false;
  if (selector.UserOwned !== undefined && module.userOwned !== selector.UserOwned) return false;
  return !(selector.Except ?? []).includes(module.name);
}

/** The module names a grant covers, in catalogue order. */
export function grantedModules(catalogue: Catalogue, grant: RoleGrant): string[] {
  if (grant.Modules === '*') return catalogue.all().map((module) => module.name);
  if (Array.isArray(grant.Modules)) return grant.Modules;
  const selector = grant.Modules;
  return catalogue.all().filter((module) => matches(module, selector)).map((module) => module.name);
}

/** Permission node ids a role holds: every grant's module nodes and action nodes, once each. */
export function roleGrantIds(catalogue: Catalogue, role: RoleDefinition): string[] {
  return [
    ...new Set(
      role.Grants.flatMap((grant) =>
        grantedModules(catalogue, grant).flatMap((name) => grantIds([name], grant.Actions.filter((action) => isGrantable(catalogue.find(name), action)))),
      ),
    ),
  ];
}

/** Reads and checks schemas/roles.json: every named module exists, every action is a known action. */
export function loadRoleDefinitions(schemasDir: string, catalogue: Catalogue): RoleDefinition[] {
  const file = path.join(schemasDir, 'roles.json');
  const roles = JSON.parse(fs.readFileSync(file, 'utf8')) as RoleDefinition[];
  if (!Array.isArray(roles)) throw new CatalogueError(file, '$', '应为角色数组');
  roles.forEach((role, r) => {
    if (!role.EnCode || !role.Name) throw new CatalogueError(file, `$[${r}]`, '角色需要 EnCode 和 Name');
    role.Grants.forEach((grant, g) => {
      const where = `$[${r}].Grants[${g}]`;
      for (const action of grant.Actions) {
        if (!PERMISSION_ACTIONS.includes(action)) throw new CatalogueError(file, `${where}.Actions`, `未知的操作: ${action}`);
      }
      const named = Array.isArray(grant.Modules) ? grant.Modules : typeof grant.Modules === 'object' ? grant.Modules.Except ?? [] : [];
      for (const name of named) {
        if (!catalogue.find(name)) throw new CatalogueError(file, `${where}.Modules`, `模块不存在: ${name}`);
      }
    });
  });
  return roles;
}
