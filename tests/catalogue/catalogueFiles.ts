import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleStruts } from '../../contract/index';
import type { MenuItem } from '../../src/menu/menuTypes';

export const SCHEMAS_DIR = join(process.cwd(), 'schemas');

export interface CatalogueFile {
  area: string;
  file: string;
  module: ModuleStruts & { Server?: Record<string, unknown> };
}

/** Every schemas/{Area}/{Module}.json, read as plain JSON (independent of the server's loader). */
export function readModuleFiles(): CatalogueFile[] {
  const { Areas: areas } = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'areas.json'), 'utf8')) as { Areas: Array<{ Name: string }> };
  return areas.flatMap(({ Name: area }) => {
    const dir = join(SCHEMAS_DIR, area);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ area, file, module: JSON.parse(readFileSync(join(dir, file), 'utf8')) as CatalogueFile['module'] }));
  });
}

/** schemas/dictionaries.json merged with schemas/dictionaries/*.json. */
export function readDictionaries(): Map<string, string[]> {
  const merged = new Map<string, string[]>();
  const add = (file: string) => {
    const { $schema: _editorSchema, ...entries } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
    for (const [name, values] of Object.entries(entries)) merged.set(name, [...(merged.get(name) ?? []), ...values]);
  };
  add(join(SCHEMAS_DIR, 'dictionaries.json'));
  const dir = join(SCHEMAS_DIR, 'dictionaries');
  if (existsSync(dir)) for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) add(join(dir, file));
  return merged;
}

export function readMenu(name: 'standard' | 'dean'): MenuItem[] {
  return (JSON.parse(readFileSync(join(SCHEMAS_DIR, 'menus', `${name}.json`), 'utf8')) as { Items: MenuItem[] }).Items;
}
