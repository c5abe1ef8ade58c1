import { describe, expect, it } from 'vitest';
import { buildGrantTree } from './grantTree.js';
import { summarizeGrants, summaryHeadline } from './grantSummary.js';
import { NODES, PLAN } from './grantFixture.js';

const tree = buildGrantTree(NODES, PLAN);

describe('summarizeGrants', () => {
  it('counts modules and actions and groups them by area', () => {
    const summary = summarizeGrants(tree, new Set(['thesis-list', 'thesis-add', 'patent-list', 'patent-check', 'log-list']));
    expect(summaryHeadline(summary)).toBe('已授权 3 个模块 / 5 项权限');
    expect(summary.areas.map((area) => area.title)).toEqual(['论文/专利', '其他模块']);
    expect(summary.areas[0].modules).toEqual([
      { id: 'thesis', name: '论文', actions: ['查看', '新增'], all: false },
      { id: 'patent', name: '专利', actions: ['查看', '审核'], all: true },
    ]);
    expect(summary.areas[0].moduleCount).toBe(2);
  });

  it('says so when nothing is granted', () => {
    expect(summaryHeadline(summarizeGrants(tree, new Set()))).toBe('尚未授权任何权限');
  });
});
