/**
 * The module designer exports a module in the catalogue's own format (core/catalogue/serializeModuleFile.ts): every
 * module file in schemas/ reads back as the serializer writes it, byte for byte, so a file the designer exports and a
 * developer commits shows only what changed. A file written by hand in another layout fails here: write it through
 * the serializer (or the designer's export).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serializeModuleFile } from '../../core/catalogue/serializeModuleFile';
import { readModuleFiles, SCHEMAS_DIR } from './catalogueFiles';

const files = readModuleFiles().map(({ area, file }) => {
  const text = readFileSync(join(SCHEMAS_DIR, area, file), 'utf8');
  return { name: `${area}/${file}`, text, written: serializeModuleFile(JSON.parse(text) as object) };
});

describe('module file format', () => {
  it('reads every module file', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('$name reads back byte for byte', ({ text, written }) => {
    expect(written).toBe(text);
  });
});
