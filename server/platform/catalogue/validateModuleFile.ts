/**
 * The check of a module file at start: its shape against the module file schema (contract/catalogue/moduleFile.ts,
 * the one editors and the module designer use too), then what one schema cannot say — duplicate field names, fields
 * named elsewhere in the file that do not exist, rule parameters. Every problem is reported with the file and the
 * JSON path of the field, and stops the server start.
 */
import { ModuleFileSchema } from '../../../contract/catalogue/moduleFile.js';
import { firstSchemaProblem } from '../../../core/catalogue/schemaProblem.js';
import type { ModuleDefinition } from './types.js';
import { CatalogueError } from './catalogueError.js';
import { withoutEditorSchema } from './readCatalogueFile.js';

const SYSTEM_COLUMNS = ['id', 'create_time', 'modify_time', 'create_user_id', 'modify_user_id', 'rowversion'];

export function validateModuleFile(file: string, data: unknown): ModuleDefinition {
  const shape = firstSchemaProblem(ModuleFileSchema, data);
  if (shape) throw new CatalogueError(file, shape.path, shape.problem);
  const definition: ModuleDefinition = withoutEditorSchema(data as ModuleDefinition & { $schema?: string });
  const fail = (fieldPath: string, problem: string): never => {
    throw new CatalogueError(file, fieldPath, problem);
  };
  const names = new Set<string>();
  definition.FieldInfoStruts.forEach((field, i) => {
    const at = `$.FieldInfoStruts[${i}]`;
    if (names.has(field.Name.toLowerCase())) fail(`${at}.Name`, `字段重复: ${field.Name}`);
    names.add(field.Name.toLowerCase());
    (field.Rules ?? []).forEach((rule, r) => {
      const pars = rule.RulePars;
      if (rule.RuleName === 'stringLength' && (!Array.isArray(pars) || pars.length !== 2 || pars.some((p) => !Number.isFinite(Number(p))))) {
        fail(`${at}.Rules[${r}].RulePars`, 'stringLength 需要 [min, max]');
      }
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
  return definition;
}
