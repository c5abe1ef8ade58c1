/**
 * The browser build replaces antd Table's column-filter menu with a stub (scripts/browser/tableFilterDropdown.js,
 * design.md D-PERF-4f): no column may ask for it. A column that needs filters fails here, not silently in the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COLUMN_FILTER_PROPS = /\b(filterDropdown|onFilter|filterMode|filterSearch|filteredValue|filterIcon|filterMultiple|filterOnClose)\s*[:=]/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('antd Table column filters', () => {
  it('are used by no column of the app (the build has no filter menu)', () => {
    const users = sourceFiles(path.join(root, 'src'))
      .filter((file) => COLUMN_FILTER_PROPS.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(users).toEqual([]);
  });
});
