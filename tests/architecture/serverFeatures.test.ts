/**
 * The server's folders: platform/ is shared machinery; every other folder is a feature, one Fastify plugin always
 * named plugin.ts, with one index.ts that is all the rest of the server may import from it. No two folders import each
 * other (a feature attaches its behaviour to the generic record feature through ctx.recordHooks instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
const PLATFORM = 'platform';
const FEATURES = fs
  .readdirSync(serverDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== PLATFORM)
  .map((entry) => entry.name);
// Seeding fills the database at first start and from `npm run seed`: it serves no routes, so it has no plugin.
const WITHOUT_PLUGIN = ['seed'];

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

interface FolderImport {
  /** The importing file, relative to server/. */
  file: string;
  /** The top folder of server/ holding the importing file; '' for the files at the top (app.ts, main.ts…). */
  from: string;
  /** The imported file, relative to server/. */
  target: string;
  /** The top folder of server/ holding the imported file. */
  to: string;
}

/** Every import of one server folder's file from another folder (files at the top of server/ included). */
function crossFolderImports(): FolderImport[] {
  const found: FolderImport[] = [];
  for (const absolute of sourceFiles(serverDir)) {
    const file = path.relative(serverDir, absolute);
    const from = file.includes(path.sep) ? file.split(path.sep)[0] : '';
    for (const match of fs.readFileSync(absolute, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(serverDir, path.resolve(path.dirname(absolute), match[1]));
      const to = target.split(path.sep)[0];
      if (to === from || to.startsWith('..') || !target.includes(path.sep)) continue;
      found.push({ file, from, target, to });
    }
  }
  return found;
}

/** Top folder of server/ that each server folder imports from (itself excluded). */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of crossFolderImports()) {
    if (from === '') continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)?.add(to);
  }
  return edges;
}

describe('server features', () => {
  it('finds the features in the folder', () => {
    expect(FEATURES).toContain('records');
    expect(FEATURES).not.toContain(PLATFORM);
  });

  it.each(FEATURES.filter((feature) => !WITHOUT_PLUGIN.includes(feature)))('%s has its plugin in plugin.ts', (feature) => {
    expect(fs.readFileSync(path.join(serverDir, feature, 'plugin.ts'), 'utf8')).toMatch(/export const \w+Plugin\b/);
  });

  it.each(FEATURES)('%s has an index.ts', (feature) => {
    expect(fs.existsSync(path.join(serverDir, feature, 'index.ts'))).toBe(true);
  });

  it('imports another feature only through its index.ts', () => {
    const around = crossFolderImports()
      .filter(({ to, target }) => FEATURES.includes(to) && target !== path.join(to, 'index.js'))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(around).toEqual([]);
  });

  it.each(FEATURES)('%s never imports its own index.ts (which would load the feature in a circle)', (feature) => {
    const own = path.join(serverDir, feature, 'index.js');
    const inward = sourceFiles(path.join(serverDir, feature))
      .filter((file) => path.basename(file) !== 'index.ts')
      .filter((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].some((match) => path.resolve(path.dirname(file), match[1]) === own),
      )
      .map((file) => path.relative(serverDir, file));
    expect(inward).toEqual([]);
  });

  it('has no two folders importing each other, directly or through others', () => {
    const edges = folderImports();
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]): void => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
        return;
      }
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });

  it('keeps the platform free of features', () => {
    expect([...(folderImports().get(PLATFORM) ?? [])]).toEqual([]);
  });
});
