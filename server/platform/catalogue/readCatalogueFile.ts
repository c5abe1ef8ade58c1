/**
 * Reads one of the catalogue's JSON files and checks it against its schema (contract/catalogue/): a file that does not
 * fit stops the start with the file, the JSON path and the problem in Chinese, as module files do. What the server
 * gets back is the file without `$schema`, the key that points editors at the file's JSON Schema and means nothing to
 * the server.
 */
import fs from 'node:fs';
import type { Static, TSchema } from 'typebox';
import { firstSchemaProblem } from '../../../core/catalogue/schemaProblem.js';
import { CatalogueError } from './catalogueError.js';

/** A catalogue file's content without its editor's `$schema` key. */
export type WithoutEditorSchema<File> = Omit<File, '$schema'>;

export function readCatalogueFile<Schema extends TSchema>(file: string, schema: Schema): WithoutEditorSchema<Static<Schema>> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(file, '$', `不是有效的 JSON(${error instanceof Error ? error.message : String(error)})`);
  }
  const problem = firstSchemaProblem(schema, data);
  if (problem) throw new CatalogueError(file, problem.path, problem.problem);
  return withoutEditorSchema(data as Static<Schema>);
}

/** The content of a catalogue file already checked against its schema (module, report and score files check more). */
export function withoutEditorSchema<File>(data: File): WithoutEditorSchema<File> {
  const { $schema: _editorSchema, ...content } = data as File & { $schema?: unknown };
  return content;
}
