/**
 * The JSON Schemas of the catalogue's files (schemas/_schema/*.schema.json), made from the TypeBox schemas the server
 * checks the files with (contract/catalogue/): editors complete and check a file as a developer types. `npm run
 * schemas` writes them; a test fails when a written one is not what the TypeBox schema gives.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_SCHEMA_FOLDER, CATALOGUE_SCHEMAS } from '../contract/catalogue/index.js';

export const JSON_SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

/** The text of each schema file, by file name. */
export function catalogueSchemaTexts(): Map<string, string> {
  return new Map(CATALOGUE_SCHEMAS.map(({ file, schema }) => [file, `${JSON.stringify({ $schema: JSON_SCHEMA_DIALECT, ...schema }, null, 2)}\n`]));
}

export function writeCatalogueSchemas(schemasDir: string): string[] {
  const dir = path.join(schemasDir, CATALOGUE_SCHEMA_FOLDER);
  mkdirSync(dir, { recursive: true });
  return [...catalogueSchemaTexts()].map(([file, text]) => {
    writeFileSync(path.join(dir, file), text);
    return path.join(dir, file);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const file of writeCatalogueSchemas(path.resolve('schemas'))) console.log(`written ${file}`);
}
