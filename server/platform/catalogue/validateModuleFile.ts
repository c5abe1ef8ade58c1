/**
 * The check of a module file at start: every problem core finds (core/catalogue/moduleFileProblems.ts, the checks the
 * module designer lists as an administrator types), of which the first stops the server start with the file and the
 * JSON path of the field.
 */
import { moduleFileProblems } from '../../../core/catalogue/moduleFileProblems.js';
import type { ModuleDefinition } from './types.js';
import { CatalogueError } from './catalogueError.js';
import { withoutEditorSchema } from './readCatalogueFile.js';

export function validateModuleFile(file: string, data: unknown): ModuleDefinition {
  const [first] = moduleFileProblems(data);
  if (first) throw new CatalogueError(file, first.path, first.problem);
  return withoutEditorSchema(data as ModuleDefinition & { $schema?: string });
}
