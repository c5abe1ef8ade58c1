/** A module file as stored in schemas/{Area}/{Module}.json: the moduleStruts answer plus server-only keys. */
import type { FieldInfoStrut, ModuleStruts } from '../../../contract/index.js';

export interface ModuleServerOptions {
  /** Records belong to their creator (also implied by Create_User_Id + Modify_User_Id descriptors). */
  UserOwned?: boolean;
  /** Records go through approval flows (FlowStatus). */
  Flow?: boolean;
  /** Extra indexes, each a list of column names. */
  Indexes?: string[][];
  /** Fields accepted on writes but never stored as columns nor returned (e.g. User.Password). */
  WriteOnly?: string[];
  /** Records only the server writes (e.g. LoginLog): no Add/Update/Delete in the permission tree, writes refused. */
  SystemRecords?: boolean;
  /** Fields the server computes on every write: Field = round(From × Rate, 2) (e.g. the 5% management fee). */
  Computed?: ComputedField[];
  /**
   * Fields holding a module name that goes through approval (Flow.ModuleName, FlowExample.ModuleName, …): answered with
   * EnumValues of those modules — Key the name, Value its Chinese description — derived from the catalogue at start,
   * so lists and filters show 论文 instead of Thesis and a new approval module needs no edit here.
   */
  ApprovalModuleFields?: string[];
}

export interface ComputedField {
  Field: string;
  From: string;
  Rate: number;
}

export interface ModuleDefinition extends ModuleStruts {
  Server?: ModuleServerOptions;
}

/** A loaded module with the facts the server derives from it once. */
export interface CatalogueModule {
  area: string;
  file: string;
  definition: ModuleDefinition;
  name: string;
  /** Fields stored as columns (descriptors minus write-only and system columns). */
  storedFields: FieldInfoStrut[];
  fieldsByName: Map<string, FieldInfoStrut>;
  writeOnly: Set<string>;
  userOwned: boolean;
}
