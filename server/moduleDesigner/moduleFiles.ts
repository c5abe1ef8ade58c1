/**
 * The catalogue's files as the designer shows and exports them: a module's file text exactly as it lies in
 * schemas/<Area>/ (the running catalogue holds the definition after the server's own additions — import columns,
 * approval options — which are not the module's file), and the areas' Chinese titles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AreasFileSchema } from '../../contract/catalogue/otherFiles.js';
import { readCatalogueFile } from '../platform/catalogue/readCatalogueFile.js';
import type { CatalogueModule } from '../platform/catalogue/types.js';

/** '' for a module added in the designer: it has no file (createModule.ts). */
export function moduleFileText(module: CatalogueModule): string {
  return fs.existsSync(module.file) ? fs.readFileSync(module.file, 'utf8') : '';
}

/** Area folder → Chinese title (areas.json); a folder without a title shows its name. */
export function areaTitles(schemasDir: string): Map<string, string> {
  const file = path.join(schemasDir, 'areas.json');
  if (!fs.existsSync(file)) return new Map();
  return new Map(readCatalogueFile(file, AreasFileSchema).Areas.map((area) => [area.Name, area.Title]));
}
