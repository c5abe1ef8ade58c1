/** The catalogue files' schemas, by the file each describes under schemas/_schema/ (written by `npm run schemas`). */
import type { TSchema } from 'typebox';
import { ModuleFileSchema } from './moduleFile.js';
import { ReportFileSchema } from './reportFile.js';
import { ScoreFileSchema } from './scoreFile.js';
import { AreasFileSchema, DictionaryFileSchema, MenuFileSchema, ReportMenuFileSchema, RolesFileSchema } from './otherFiles.js';

export const CATALOGUE_SCHEMA_FOLDER = '_schema';

export const CATALOGUE_SCHEMAS: ReadonlyArray<{ file: string; schema: TSchema }> = [
  { file: 'module.schema.json', schema: ModuleFileSchema },
  { file: 'areas.schema.json', schema: AreasFileSchema },
  { file: 'roles.schema.json', schema: RolesFileSchema },
  { file: 'menu.schema.json', schema: MenuFileSchema },
  { file: 'report-menu.schema.json', schema: ReportMenuFileSchema },
  { file: 'dictionary.schema.json', schema: DictionaryFileSchema },
  { file: 'report.schema.json', schema: ReportFileSchema },
  { file: 'score.schema.json', schema: ScoreFileSchema },
];
