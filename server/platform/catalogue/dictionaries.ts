/**
 * The catalogue's dictionaries: schemas/dictionaries.json plus any schemas/dictionaries/*.json, each {dictionary name:
 * [values]} checked against the dictionary file schema; a name in several files gets the values of all, once each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DictionaryFileSchema } from '../../../contract/catalogue/otherFiles.js';
import { readCatalogueFile } from './readCatalogueFile.js';

export function readDictionaries(schemasDir: string): Record<string, string[]> {
  const files = [path.join(schemasDir, 'dictionaries.json')];
  const dir = path.join(schemasDir, 'dictionaries');
  if (fs.existsSync(dir))
    files.push(
      ...fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(dir, f)),
    );
  const merged: Record<string, string[]> = {};
  for (const file of files.filter((f) => fs.existsSync(f))) {
    const dictionaries = readCatalogueFile(file, DictionaryFileSchema) as Record<string, unknown>;
    for (const [name, values] of Object.entries(dictionaries)) merged[name] = [...new Set([...(merged[name] ?? []), ...(values as string[])])];
  }
  return merged;
}
