import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModuleFileSchema } from '../../contract/catalogue/moduleFile';
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
});
