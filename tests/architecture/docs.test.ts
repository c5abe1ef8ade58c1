/**
 * docs/requirements.md and docs/design.md point into the tree: every repository path they name in backticks must
 * exist, so a move that forgets the documents fails here instead of leaving readers at a dead end. The tree points
 * into the documents the other way: a comment names a decision or a requirement by its id (D-PERF-16e, SH-HTTP-3),
 * never the issue that asked for it, whose number tells a reader nothing the documents do not say better.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

const CODE_FOLDERS = ['.', 'contract', 'core', 'server', 'providers', 'src', 'scripts', 'bench', 'tests'];
const CODE_FILE = /\.(?:ts|tsx|mts|mjs)$/;

/**
 * The word issue before a number, or a hash sign before one or two digits standing alone — not PKCS#1, an HTML entity
 * (&#39;) or a colour (three or more hex digits).
 */
const ISSUE_CITATION = /\bissues? #?\d+|(?<![\w&#])#\d{1,2}(?![\w-])/i;

/** A folder's code files, all the way down; '.' is the root's own (the tool configs), not the folders below it. */
function codeFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: folder !== '.', withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE_FILE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Tokens after which a slash divides; after anything else it starts a regular expression. */
const DIVIDES_AFTER = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/** The text of every comment of a file, as the scanner finds it (a `//` inside a string, template or regex is none). */
function comments(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const variant = file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const found: string[] = [];
  const braces: boolean[] = []; // per open brace: whether it is a template's `${`
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      found.push(scanner.getTokenText());
      continue;
    }
    if (token === ts.SyntaxKind.WhitespaceTrivia || token === ts.SyntaxKind.NewLineTrivia) continue;
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !DIVIDES_AFTER.has(previous)) {
      token = scanner.reScanSlashToken();
    } else if (token === ts.SyntaxKind.TemplateHead || token === ts.SyntaxKind.OpenBraceToken) {
      braces.push(token === ts.SyntaxKind.TemplateHead);
    } else if (token === ts.SyntaxKind.CloseBraceToken && braces.pop()) {
      token = scanner.reScanTemplateToken(false);
      if (token === ts.SyntaxKind.TemplateMiddle) braces.push(true);
    }
    previous = token;
  }
  return found;
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

  it('is what code comments point at, not issue numbers', () => {
    // Only files whose text cites an issue anywhere are scanned for where: most cite none.
    const suspects = CODE_FOLDERS.flatMap(codeFiles).filter((file) => ISSUE_CITATION.test(fs.readFileSync(path.join(root, file), 'utf8')));
    const citing = suspects.flatMap((file) =>
      comments(file).flatMap((comment) =>
        comment
          .split('\n')
          .filter((line) => ISSUE_CITATION.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      ),
    );
    expect(citing).toEqual([]);
  });
});
