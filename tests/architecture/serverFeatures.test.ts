/**
 * The server's folders: one Fastify plugin per feature folder, always named plugin.ts, and no two folders that import
 * each other (a feature attaches its behaviour to the generic record feature through ctx.recordHooks instead).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');
const FEATURES = ['apiDocs', 'auth', 'common', 'flow', 'hub', 'messages', 'notify', 'people', 'permissions', 'print', 'records', 'reports', 'resources', 'static', 'workReports'];

function sourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

/** Top folder of server/ that each server folder imports from (itself excluded). */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(serverDir)) {
    const from = path.relative(serverDir, file).split(path.sep)[0];
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(serverDir, path.resolve(path.dirname(file), match[1]));
      const to = target.split(path.sep)[0];
      if (to === from || to.startsWith('..') || !target.includes(path.sep)) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return edges;
}

describe('server features', () => {
  it.each(FEATURES)('%s has its plugin in plugin.ts', (feature) => {
    expect(fs.readFileSync(path.join(serverDir, feature, 'plugin.ts'), 'utf8')).toMatch(/export const \w+Plugin\b/);
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
    expect([...(folderImports().get('platform') ?? [])]).toEqual([]);
  });
});
