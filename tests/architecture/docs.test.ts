/**
 * docs/requirements.md and docs/design.md point into the tree: every repository path they name in backticks must
 * exist, so a move that forgets the documents fails here instead of leaving readers at a dead end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOP_FOLDERS = ['contract', 'core', 'server', 'providers', 'src', 'schemas', 'tests', 'bench', 'scripts', 'docs'];

function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = match[1].replace(/[.,;:)]+$/, '');
    if (!TOP_FOLDERS.some((folder) => candidate.startsWith(`${folder}/`))) continue;
    // Patterns such as `schemas/{Area}/{Module}.json` or `server/**` name no single path.
    if (/[{}*<>]/.test(candidate)) continue;
    found.add(candidate);
  }
  return [...found];
}

describe('docs', () => {
  it.each(['docs/requirements.md', 'docs/design.md', 'README.md'])('%s names only paths that exist', (file) => {
    const missing = namedPaths(fs.readFileSync(path.join(root, file), 'utf8')).filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });

  it('gives every requirement row a unique id', () => {
    const ids = [...fs.readFileSync(path.join(root, 'docs/requirements.md'), 'utf8').matchAll(/^\| ((?:SH|DM)-[A-Z]+-\d+) \|/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
