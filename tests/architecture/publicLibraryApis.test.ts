/**
 * Libraries are used through their public API only (docs/design.md D-DEP-12): a file inside a package (`antd/es/…`,
 * `rc-table/lib/…`), a member antd marks as internal (`_Internal…`) or a package the app does not declare breaks
 * silently on a minor release. The one exception is src/antd/internals.ts, each of whose uses has its own test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['src', 'providers', 'scripts', 'vite.config.ts'];
const ALLOWED = new Set(['src/antd/internals.ts']);

/** A package's build folders: what its documentation never tells anyone to import. */
const PRIVATE_FILE = /^(?:@[\w.-]+\/)?[\w.-]+\/(?:es|lib|dist|src|esm|cjs)\//;
/** The documented subpaths of a declared package that are files, not its index (antd's locales). */
const DOCUMENTED_SUBPATH = /^antd\/locale\/[a-z]{2}_[A-Z]{2}$/;
const INTERNAL_MEMBER = /\b_Internal\w*/;

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => (child.isDirectory() || /\.(?:[cm]?[jt]sx?)$/.test(child.name) ? sourceFiles(path.join(entry, child.name)) : []));
}

/** Every module specifier of a file, as the compiler reads them: static and dynamic imports, re-exports, requires. */
function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The package a bare specifier names (`@scope/name` or `name`), or null for a relative, absolute or virtual one. */
function packageOf(specifier: string): string | null {
  if (/^(?:\.|\/|node:|virtual:|\0)/.test(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const declared = new Set([...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.devDependencies ?? {})]);
const builtins = new Set(builtinModules);
/** Where a package's types come from when it has none of its own (`json-schema` → `@types/json-schema`). */
const typesPackageOf = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

const files = SCANNED.flatMap(sourceFiles).filter((file) => !ALLOWED.has(file.split(path.sep).join('/')));

describe('libraries through their public API', () => {
  it('no file imports a file inside a package (only src/antd/internals.ts may reach past a public API)', () => {
    const offenders = files.flatMap((file) =>
      specifiersOf(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((specifier) => packageOf(specifier) !== null && PRIVATE_FILE.test(specifier) && !DOCUMENTED_SUBPATH.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no file names a library's internal members", () => {
    const offenders = files.filter((file) => INTERNAL_MEMBER.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every package imported is declared in package.json', () => {
    const undeclared = files.flatMap((file) =>
      specifiersOf(fs.readFileSync(path.join(root, file), 'utf8'))
        .map(packageOf)
        .filter((name): name is string => name !== null && !declared.has(name) && !declared.has(typesPackageOf(name)) && !builtins.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('finds what it looks for (a private path, an internal member, an undeclared package)', () => {
    const sample = "import x from 'antd/es/app/style';\nconst y = await import('rc-table/lib/x');\nexport { z } from 'antd';\nimport 'virtual:sheet.css';";
    expect(specifiersOf(sample).sort()).toEqual(['antd', 'antd/es/app/style', 'rc-table/lib/x', 'virtual:sheet.css']);
    expect(
      specifiersOf(sample)
        .filter((s) => PRIVATE_FILE.test(s))
        .sort(),
    ).toEqual(['antd/es/app/style', 'rc-table/lib/x']);
    expect(DOCUMENTED_SUBPATH.test('antd/locale/zh_CN')).toBe(true);
    expect(INTERNAL_MEMBER.test('Select._InternalPanelDoNotUseOrYouWillBeFired')).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });
});
