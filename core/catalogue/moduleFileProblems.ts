/**
 * Every problem of a module file, said in Chinese at the JSON path of the field: its shape against the module file
 * schema (contract/catalogue/moduleFile.ts), then what one schema cannot say — duplicate field names, fields named
 * elsewhere in the file that do not exist, rule parameters — and, given the other modules' names, what only the whole
 * catalogue can say (a unique module name, a Relate naming a module or Resource). The server's start stops on the
 * first problem (server/platform/catalogue/validateModuleFile.ts); the module designer lists them all.
 */
import { ModuleFileSchema, type ModuleFile } from '../../contract/catalogue/moduleFile.js';
import { allSchemaProblems, type SchemaProblem } from './schemaProblem.js';

/** Columns every table has: an index may name them though no field descriptor does. */
const SYSTEM_COLUMNS = ['id', 'create_time', 'modify_time', 'create_user_id', 'modify_user_id', 'rowversion'];

/** The relate target that means "an uploaded file" rather than a module. */
export const RESOURCE_RELATE = 'Resource';

/** What the other modules of the catalogue are, for the checks across files. */
export interface CatalogueNames {
  /** The names of every other module (any case). */
  otherModules: readonly string[];
}

/** The problems one file has on its own: its shape first; the rest only once the shape fits. */
export function moduleFileProblems(data: unknown): SchemaProblem[] {
  const shape = allSchemaProblems(ModuleFileSchema, data);
  return shape.length > 0 ? shape : ownReferenceProblems(data as ModuleFile);
}

/** The problems of a file among the other modules: its own problems, then its name and its relates. */
export function moduleFileProblemsIn(data: unknown, catalogue: CatalogueNames): SchemaProblem[] {
  const shape = allSchemaProblems(ModuleFileSchema, data);
  if (shape.length > 0) return shape;
  const definition = data as ModuleFile;
  return [...ownReferenceProblems(definition), ...crossCatalogueProblems(definition, catalogue)];
}

/** A unique module name; every Relate names a module of the catalogue (this one included) or Resource. */
export function crossCatalogueProblems(
  definition: { Name: string; FieldInfoStruts: ReadonlyArray<{ Relate?: string | null }> },
  catalogue: CatalogueNames,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const others = new Set(catalogue.otherModules.map((name) => name.toLowerCase()));
  const own = definition.Name.toLowerCase();
  if (others.has(own)) problems.push({ path: '$.Name', problem: `模块名已被其他模块使用: ${definition.Name}` });
  definition.FieldInfoStruts.forEach((field, i) => {
    if (!field.Relate || field.Relate === RESOURCE_RELATE) return;
    const target = field.Relate.toLowerCase();
    if (target !== own && !others.has(target)) problems.push({ path: `$.FieldInfoStruts[${i}].Relate`, problem: `关联的模块不存在: ${field.Relate}` });
  });
  return problems;
}

function stringLengthParsOk(pars: unknown): boolean {
  return Array.isArray(pars) && pars.length === 2 && pars.every((p) => Number.isFinite(Number(p)));
}

/** Duplicate field names, rule parameters, and the fields RelateFields and Server name. */
function ownReferenceProblems(definition: ModuleFile): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const fail = (path: string, problem: string) => problems.push({ path, problem });
  const names = new Set<string>();
  definition.FieldInfoStruts.forEach((field, i) => {
    const at = `$.FieldInfoStruts[${i}]`;
    if (names.has(field.Name.toLowerCase())) fail(`${at}.Name`, `字段重复: ${field.Name}`);
    names.add(field.Name.toLowerCase());
    (field.Rules ?? []).forEach((rule, r) => {
      if (rule.RuleName === 'stringLength' && !stringLengthParsOk(rule.RulePars)) fail(`${at}.Rules[${r}].RulePars`, 'stringLength 需要 [min, max]');
    });
  });
  const own = (name: string) => names.has(name.toLowerCase());
  const ownFields = (list: readonly string[] | undefined, at: string) =>
    (list ?? []).forEach((name, i) => {
      if (!own(name)) fail(`${at}[${i}]`, '应为本模块的字段名');
    });
  ownFields(definition.RelateFields, '$.RelateFields');
  const server = definition.Server;
  (server?.Indexes ?? []).forEach((index, i) =>
    index.forEach((column, c) => {
      if (!own(column) && !SYSTEM_COLUMNS.includes(column.toLowerCase())) fail(`$.Server.Indexes[${i}][${c}]`, '应为本模块的字段名');
    }),
  );
  ownFields(server?.ApprovalModuleFields, '$.Server.ApprovalModuleFields');
  ownFields(server?.WriteOnly, '$.Server.WriteOnly');
  (server?.Computed ?? []).forEach((item, i) => {
    for (const key of ['Field', 'From'] as const) if (!own(item[key])) fail(`$.Server.Computed[${i}].${key}`, '应为本模块的字段名');
  });
  return problems;
}
