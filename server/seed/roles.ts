/** The seeded roles and their grants, read from schemas/roles.json (grants as data: see roleGrants.ts). */
import type { Catalogue } from '../platform/catalogue/catalogue.js';
import { DEFAULT_SCHEMAS_DIR } from '../platform/runtimeFiles.js';
import { loadRoleDefinitions, roleGrantIds } from './roleGrants.js';

export interface SeedRole {
  EnCode: string;
  Name: string;
  Remark: string;
  /** The role's data scope as stored in Role.DataScope (JSON text), or null: today's rule. */
  dataScope: string | null;
  grants: (catalogue: Catalogue) => string[];
}

/** The roles of schemas/roles.json, checked against the catalogue (an unknown module or action stops the start). */
export function seedRoles(catalogue: Catalogue, schemasDir: string = DEFAULT_SCHEMAS_DIR): SeedRole[] {
  return loadRoleDefinitions(schemasDir, catalogue).map((role) => ({
    EnCode: role.EnCode,
    Name: role.Name,
    Remark: role.Remark,
    dataScope: role.DataScope ? JSON.stringify(role.DataScope) : null,
    grants: (forCatalogue: Catalogue) => roleGrantIds(forCatalogue, role),
  }));
}
