import { describe, expect, it } from 'vitest';
import { coldPathChunkGroups, coldPathGroups, missingRoots, type BuiltChunk, type ColdPathRoot } from './coldPathGroups';

const chunk = (fileName: string, modules: Array<[string, number]>, imports: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  isEntry,
  facadeModuleId: isEntry ? modules[0][0] : null,
  imports,
  modules: modules.map(([id, renderedLength]) => ({ id, renderedLength })),
});

const ROOTS: ColdPathRoot[] = [
  { group: 'boot', from: 'entry' },
  { group: 'login', from: /\/LoginPage\.tsx$/ },
  { group: 'list', from: /\/ListPage\.tsx$/ },
];

// entry → react; login → form (shared with list) → react; list → table, form; a report page no cold path reaches.
const BUILD: BuiltChunk[] = [
  chunk(
    'index.js',
    [
      ['/src/main.tsx', 900],
      ['/src/session.ts', 300],
    ],
    ['react.js'],
    true,
  ),
  chunk('react.js', [['/nm/react/index.js', 5000]]),
  chunk('LoginPage.js', [['/src/LoginPage.tsx', 400]], ['form.js', 'react.js']),
  chunk(
    'form.js',
    [
      ['/nm/antd/es/form/index.js', 3000],
      ['/nm/antd/es/index.js', 0],
    ],
    ['react.js'],
  ),
  chunk(
    'ListPage.js',
    [
      ['/src/ListPage.tsx', 700],
      ['/nm/antd/es/table/index.js', 8000],
    ],
    ['form.js', 'react.js'],
  ),
  chunk(
    'ReportPage.js',
    [
      ['/src/ReportPage.tsx', 600],
      ['/nm/echarts/index.js', 90000],
    ],
    ['react.js'],
  ),
];

describe('cold path groups', () => {
  it("groups each cold path's modules under the first group whose page needs them", () => {
    const groups = coldPathGroups(BUILD, ROOTS);
    expect(Object.fromEntries(groups)).toEqual({
      '/src/session.ts': 'boot',
      '/nm/react/index.js': 'boot',
      '/src/LoginPage.tsx': 'login',
      '/nm/antd/es/form/index.js': 'login',
      '/src/ListPage.tsx': 'list',
      '/nm/antd/es/table/index.js': 'list',
    });
  });

  it('leaves the entry module, barrels that render nothing and pages no cold path reaches where the split put them', () => {
    const groups = coldPathGroups(BUILD, ROOTS);
    expect(groups.has('/src/main.tsx')).toBe(false);
    expect(groups.has('/nm/antd/es/index.js')).toBe(false);
    expect(groups.has('/src/ReportPage.tsx')).toBe(false);
    expect(groups.has('/nm/echarts/index.js')).toBe(false);
  });

  it('follows static imports however deep, and survives a cycle', () => {
    const cyclic = [
      chunk('index.js', [['/src/main.tsx', 1]], ['a.js'], true),
      chunk('a.js', [['/a.js', 1]], ['b.js']),
      chunk('b.js', [['/b.js', 1]], ['a.js']),
    ];
    expect(Object.fromEntries(coldPathGroups(cyclic, [{ group: 'boot', from: 'entry' }]))).toEqual({ '/a.js': 'boot', '/b.js': 'boot' });
  });

  it('names the roots a build lacks', () => {
    expect(missingRoots(BUILD, ROOTS)).toEqual([]);
    expect(
      missingRoots(
        BUILD.filter((c) => c.fileName !== 'ListPage.js'),
        ROOTS,
      ),
    ).toEqual(['list']);
  });

  it("gives an earlier root's group the higher priority, each group testing its own modules", () => {
    const groups = coldPathChunkGroups(coldPathGroups(BUILD, ROOTS), ROOTS);
    expect(groups.map(({ name, priority }) => [name, priority])).toEqual([
      ['boot', 3],
      ['login', 2],
      ['list', 1],
    ]);
    expect(groups[1].test('/nm/antd/es/form/index.js')).toBe(true);
    expect(groups[2].test('/nm/antd/es/form/index.js')).toBe(false);
    expect(groups[2].test('/nm/antd/es/table/index.js')).toBe(true);
  });
});
