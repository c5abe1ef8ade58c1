/** The catalogue files' schemas, by the file each describes under schemas/_schema/ (written by `npm run schemas`). */
import type { TSchema } from 'typebox';
import { ModuleFileSchema } from './moduleFile.js';

export const CATALOGUE_SCHEMA_FOLDER = '_schema';

export const CATALOGUE_SCHEMAS: ReadonlyArray<{ file: string; schema: TSchema }> = [
  { file: 'module.schema.json', schema: ModuleFileSchema },
];
