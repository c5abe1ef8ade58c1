/**
 * schemas/roles.json: the seeded roles and their grants as data. A grant names its modules by list, by "*" or by a
 * selector over the catalogue (area, approval flow, user-owned), so a new module file is granted with no code.
 */
import path from 'node:path';
import type { PermissionAction } from '../../contract/index.js';
import { RolesFileSchema, type RolesFile } from '../../contract/catalogue/otherFiles.js';
import { readCatalogueFile } from '../platform/catalogue/readCatalogueFile.js';
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';
import { CatalogueError } from '../platform/catalogue/catalogueError.js';
import { grantableActions, grantIds } from '../permissions/index.js';
import { MODULE_DESIGNER_PERMISSION } from '../../core/permissions/designerPermission.js';
import { OPER_LOG_PERMISSION } from '../../core/permissions/operLogPermission.js';

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
  DataScope?: RolesFile['Roles'][number]['DataScope'];
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
  // Everything: every module, the module designer and the 操作日志 (core/permissions/).
  if (grant.Modules === '*') return [...catalogue.all().map((module) => module.name), MODULE_DESIGNER_PERMISSION, OPER_LOG_PERMISSION];
  if (Array.isArray(grant.Modules)) return grant.Modules;
  const selector = grant.Modules;
  return catalogue
    .all()
    .filter((module) => matches(module, selector))
    .map((module) => module.name);
}

/** Permission node ids a role holds: every grant's module nodes and action nodes, once each. */
export function roleGrantIds(catalogue: Catalogue, role: RoleDefinition): string[] {
  return [
    ...new Set(
      role.Grants.flatMap((grant) => grantedModules(catalogue, grant).flatMap((name) => grantIds([name], grantableActions(catalogue, name, grant.Actions)))),
    ),
  ];
}

/** Reads and checks schemas/roles.json: every named module exists, every action is a known action. */
export function loadRoleDefinitions(schemasDir: string, catalogue: Catalogue): RoleDefinition[] {
  const file = path.join(schemasDir, 'roles.json');
  const roles: RoleDefinition[] = readCatalogueFile(file, RolesFileSchema).Roles;
  roles.forEach((role, r) => {
    role.Grants.forEach((grant, g) => {
      const where = `$.Roles[${r}].Grants[${g}]`;
      const named = Array.isArray(grant.Modules) ? grant.Modules : typeof grant.Modules === 'object' ? (grant.Modules.Except ?? []) : [];
      for (const name of named) {
        if (!catalogue.find(name) && name !== MODULE_DESIGNER_PERMISSION && name !== OPER_LOG_PERMISSION)
          throw new CatalogueError(file, `${where}.Modules`, `模块不存在: ${name}`);
      }
    });
  });
  return roles;
}
