import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModuleFileSchema } from '../../contract/catalogue/moduleFile';
import { ReportFileSchema } from '../../contract/catalogue/reportFile';
import { ScoreFileSchema } from '../../contract/catalogue/scoreFile';
import { AreasFileSchema, DictionaryFileSchema, MenuFileSchema, ReportMenuFileSchema, RolesFileSchema } from '../../contract/catalogue/otherFiles';
import { firstSchemaProblem } from '../../core/catalogue/schemaProblem';
import { catalogueSchemaTexts } from '../../scripts/catalogueSchemas';
import { readModuleFiles, SCHEMAS_DIR } from './catalogueFiles';

describe('the catalogue describes itself', () => {
  it('holds the JSON Schemas the TypeBox schemas give (run `npm run schemas` after changing contract/catalogue)', () => {
    for (const [file, text] of catalogueSchemaTexts()) {
      expect(readFileSync(join(SCHEMAS_DIR, '_schema', file), 'utf8'), `schemas/_schema/${file}`).toBe(text);
    }
  });

  it('names its schema in every module file, and every module file fits it', () => {
    for (const { area, file, module } of readModuleFiles()) {
      const data = module as unknown as Record<string, unknown>;
      expect(data.$schema, `${area}/${file}`).toBe('../_schema/module.schema.json');
      expect(firstSchemaProblem(ModuleFileSchema, data), `${area}/${file}`).toBeNull();
    }
  });

  it('names its schema in the areas, roles, menus, reports, score schemes and dictionaries, and each fits it', () => {
    const files: Array<[string, string, Parameters<typeof firstSchemaProblem>[0]]> = [
      ['areas.json', './_schema/areas.schema.json', AreasFileSchema],
      ['roles.json', './_schema/roles.schema.json', RolesFileSchema],
      ['menus/standard.json', '../_schema/menu.schema.json', MenuFileSchema],
      ['menus/dean.json', '../_schema/menu.schema.json', MenuFileSchema],
      ['menus/reports.json', '../_schema/report-menu.schema.json', ReportMenuFileSchema],
      ['dictionaries.json', './_schema/dictionary.schema.json', DictionaryFileSchema],
      ...readdirSync(join(SCHEMAS_DIR, 'reports')).map((file): [string, string, typeof ReportFileSchema] => [
        `reports/${file}`,
        '../_schema/report.schema.json',
        ReportFileSchema,
      ]),
      ...readdirSync(join(SCHEMAS_DIR, 'scores')).map((file): [string, string, typeof ScoreFileSchema] => [
        `scores/${file}`,
        '../_schema/score.schema.json',
        ScoreFileSchema,
      ]),
      ...readdirSync(join(SCHEMAS_DIR, 'dictionaries')).map((file): [string, string, typeof DictionaryFileSchema] => [
        `dictionaries/${file}`,
        '../_schema/dictionary.schema.json',
        DictionaryFileSchema,
      ]),
    ];
    for (const [file, schemaPath, schema] of files) {
      const data = JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as Record<string, unknown>;
      expect(data.$schema, file).toBe(schemaPath);
      expect(firstSchemaProblem(schema, data), file).toBeNull();
    }
  });
});
