/**
 * Reads one of the catalogue's JSON files and checks it against its schema (contract/catalogue/): a file that does not
 * fit stops the start with the file, the JSON path and the problem in Chinese, as module files do.
 */
import fs from 'node:fs';
import type { Static, TSchema } from 'typebox';
import { firstSchemaProblem } from '../../../core/catalogue/schemaProblem.js';
import { CatalogueError } from './validateModuleFile.js';

export function readCatalogueFile<Schema extends TSchema>(file: string, schema: Schema): Static<Schema> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(file, '$', `不是有效的 JSON(${error instanceof Error ? error.message : String(error)})`);
  }
  const problem = firstSchemaProblem(schema, data);
  if (problem) throw new CatalogueError(file, problem.path, problem.problem);
  return data as Static<Schema>;
}
